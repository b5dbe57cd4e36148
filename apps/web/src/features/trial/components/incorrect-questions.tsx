import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../../../components/section-card';
import type { TrialReport } from '../lib/report-state';
import { useTrialT } from '../catalog';
import { IncorrectQuestionItem } from './incorrect-question-item';

/** docs/product.md §2 Trial report: the 'Incorrect Questions' list, or 'No incorrect questions!'. */
export function IncorrectQuestions({ report }: { report: TrialReport }) {
  const t = useTrialT();
  const wrong = report.questions.filter((question) => !question.isCorrect);
  return (
    <SectionCard title={t('trial.incorrectQuestions')}>
      {wrong.length === 0 ? (
        <Alert severity="success" icon={<CheckCircleRounded />}>
          {t('trial.noIncorrect')}
        </Alert>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {wrong.map((question) => (
            <IncorrectQuestionItem key={question.id} question={question} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

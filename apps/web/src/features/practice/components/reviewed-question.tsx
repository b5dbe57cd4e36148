import ArrowForward from '../../../components/icons/arrow-forward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AnswerInput } from '../../../components/question/answer-input';
import { ReportProblemButton } from '../../../components/report-problem/report-problem-button';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import type { AnsweredItem } from '../hooks/practice-session-reducer';
import { optionStatus } from '../lib/option-status';
import { AnswerBanner } from './answer-banner';
import { usePracticeT } from '../catalog';

/** An answered question, read-only, with its verdict; Next Question goes back to the current one. */
export function ReviewedQuestion({ item, onBack }: { item: AnsweredItem; onBack: () => void }) {
  const t = usePracticeT();
  const { question, check } = item;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
        {t('practice.question.heading', { number: item.questionNumber })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('practice.reviewed.readOnly')}
      </Typography>
      <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      <QuestionFigure graph={question.graph} variant="practice" />
      <Box sx={{ mt: 3 }}>
        <AnswerInput
          question={question}
          mode="index"
          variant="practice"
          value={item.answer}
          onChange={() => undefined}
          disabled
          status={optionStatus(question.options, item.answer, check.correctOptionIndex)}
        />
      </Box>
      <AnswerBanner check={check} live={false} />
      <Box sx={{ mt: 1 }}>
        <ReportProblemButton questionId={question.id} />
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          endIcon={<ArrowForward />}
          onClick={onBack}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('practice.question.next')}
        </Button>
      </Box>
    </Box>
  );
}

import type { TrialResultQuestion } from '@exam/contract';
import ExpandMore from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { AnswerComparison } from '../../../components/question/answer-comparison';
import { WorkedSolution } from '../../../components/question/worked-solution';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { ReportProblemButton } from '../../../components/report-problem/report-problem-button';
import { useReadOnlyReport } from '../../../lib/report-source';
import { useTrialQuestion } from '../api/get-trial-question';
import { useTrialT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

/** The lesson and the worked explanation, fetched the first time they are asked for. */
function LoadedSolution({ questionId, id }: { questionId: string; id: string }) {
  const t = useTrialT();
  const query = useTrialQuestion(questionId, true);
  return (
    <Box id={id} sx={{ mt: 1.5 }}>
      <QueryContent
        query={query}
        loadingText={t('trial.loadingQuestion')}
        failedText={t('trial.questionFailed')}
      >
        {(question) => (
          <>
            <Typography variant="body2" color="textSecondary">
              {t('trial.lesson', { lesson: lessonText(question.lessonName) })}
            </Typography>
            <WorkedSolution explanation={question.explanation} steps={question.steps} />
          </>
        )}
      </QueryContent>
    </Box>
  );
}

/**
 * A wrong or unanswered question of the report: its text and figure, 'Your Answer' beside
 * 'Correct Answer' (math rendered), and on demand its lesson and worked explanation.
 */
export function IncorrectQuestionItem({ question }: { question: TrialResultQuestion }) {
  const t = useTrialT();
  const [open, setOpen] = useState(false);
  const solutionId = useId();
  // A teacher's read-only copy: the worked solution comes through the student's own route.
  const readOnly = useReadOnlyReport();
  return (
    <Box
      component="li"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'tint.subtle',
        minWidth: 0,
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {t('trial.questionNumber', { number: question.questionNumber })}
      </Typography>
      <Typography component="div" sx={{ mt: 1, lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      {/* With its text: 'In the opposite figure' must not point at nothing (docs/product.md §2.21). */}
      {/* A result carried from before the figure was part of it has no graph. */}
      {question.graph && <QuestionFigure graph={question.graph} variant="trial" />}
      <AnswerComparison
        userAnswer={question.userAnswer}
        correctAnswer={question.correctAnswer}
        labels={{
          user: t(readOnly ? 'trial.studentAnswer' : 'trial.yourAnswer'),
          correct: t('trial.correctAnswer'),
        }}
        noAnswerText={t('trial.notAnswered')}
      />
      {!readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, ml: -1 }}>
          <Button
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={open ? solutionId : undefined}
            endIcon={
              <ExpandMore
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
          >
            {t(open ? 'trial.hideSolution' : 'trial.showSolution')}
          </Button>
          <ReportProblemButton questionId={question.id} />
        </Box>
      )}
      {/* Unmounting keeps the query's data (staleTime Infinity): it is loaded once. */}
      {open && !readOnly && <LoadedSolution questionId={question.id} id={solutionId} />}
    </Box>
  );
}

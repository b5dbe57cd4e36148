import type { ExamReviewQuestion } from '@exam/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnswerComparison } from '../../../components/question/answer-comparison';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { WorkedSolution } from '../../../components/question/worked-solution';
import { useExamT } from '../catalog';

/** A reviewed question: text, figure, options, the student's and the correct answer, why. */
export function ReviewQuestion({
  question,
  userAnswer,
  correctAnswer,
}: {
  question: ExamReviewQuestion;
  userAnswer: string;
  correctAnswer: string;
}) {
  const t = useExamT();
  const labels = { user: t('exam.yourAnswer'), correct: t('exam.correctAnswer') };
  return (
    <Box sx={{ minWidth: 0 }}>
      {/* The lesson is named in the item's heading (docs/product.md §2.14). */}
      <Typography component="div" sx={{ lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      <QuestionFigure graph={question.graph} variant="exam" />
      {question.question_type === 'MCQ' && question.options.length > 0 && (
        <Box component="ul" aria-label={t('exam.options')} sx={{ pl: 2.5, my: 1.5 }}>
          {question.options.map((option, index) => (
            <li key={`${index}-${option}`}>
              <QuestionText text={option} />
            </li>
          ))}
        </Box>
      )}
      <AnswerComparison userAnswer={userAnswer} correctAnswer={correctAnswer} labels={labels} />
      <WorkedSolution explanation={question.explanation} steps={question.steps} />
    </Box>
  );
}

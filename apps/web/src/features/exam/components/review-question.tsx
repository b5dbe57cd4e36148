import type { ExamReviewQuestion } from '@exam/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';

function AnswerLine({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone: 'error' | 'success';
}) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: `${tone}.main`,
        bgcolor: tone === 'error' ? 'rgba(255, 107, 107, 0.08)' : 'rgba(90, 209, 138, 0.08)',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color={`${tone}.main`} sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value ? <QuestionText text={value} /> : <em>No answer</em>}
      </Typography>
    </Box>
  );
}

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
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {question.lessonName}
      </Typography>
      <Typography component="div" sx={{ mt: 1, lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      <QuestionFigure graph={question.graph} variant="exam" />
      {question.question_type === 'MCQ' && question.options.length > 0 && (
        <Box component="ul" aria-label="Options" sx={{ pl: 2.5, my: 1.5 }}>
          {question.options.map((option, index) => (
            <li key={`${index}-${option}`}>
              <QuestionText text={option} />
            </li>
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <AnswerLine label="Your answer" value={userAnswer} tone="error" />
        <AnswerLine label="Correct answer" value={correctAnswer} tone="success" />
      </Box>
      {question.explanation.trim() && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Explanation
          </Typography>
          <Typography component="div" color="text.secondary" sx={{ lineHeight: 1.7 }}>
            <QuestionText text={question.explanation} />
          </Typography>
        </Box>
      )}
    </Box>
  );
}

import ExpandMore from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { AnswerComparison } from '../../../components/question/answer-comparison';
import { QuestionText } from '../../../components/question/question-text';
import { QuestionPreviewText } from '../../../components/question/question-preview-text';
import { ReportProblemButton } from '../../../components/report-problem/report-problem-button';
import { useReadOnlyReport } from '../../../lib/report-source';
import { useExamQuestion } from '../api/get-exam-question';
import { useExamT } from '../catalog';
import { ReviewQuestion } from './review-question';
import { lessonText } from '../../../lib/lesson-names';

type IncorrectAnswerItemProps = {
  questionId: string;
  lessonId: string;
  lessonName: string;
  /** The question text, previewed on one line while the item is closed. */
  text: string;
  /** 1-based position in the exam. */
  position: number;
  userAnswer: string;
  correctAnswer: string;
};

/**
 * One wrong answer, named by its position, its lesson and a one-line preview of its text; the
 * question is fetched the first time the item is opened, then kept.
 */
export function IncorrectAnswerItem({
  questionId,
  lessonId,
  lessonName,
  text,
  position,
  userAnswer,
  correctAnswer,
}: IncorrectAnswerItemProps) {
  const t = useExamT();
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  // A teacher's read-only copy has the text and both answers from the details; the explanation
  // comes through the student's own route, which serves only the student.
  const readOnly = useReadOnlyReport();
  const query = useExamQuestion(questionId, lessonId, opened && !readOnly);
  const summaryId = `incorrect-${position}-summary`;
  const detailsId = `incorrect-${position}-details`;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => {
        setExpanded(isExpanded);
        if (isExpanded) setOpened(true);
      }}
      disableGutters
      sx={{
        bgcolor: 'tint.subtle',
        '&::before': { display: 'none' },
        borderRadius: 2,
      }}
    >
      {/* The Accordion gives its region the summary's aria-controls as id: the details must not
          carry it too (one id per element, docs/product.md §2.14). */}
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={summaryId}
        aria-controls={detailsId}
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box sx={{ minWidth: 0, width: '100%' }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {t('exam.questionNumber', { position })}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'block' }}
          >
            {lessonText(lessonName)}
          </Typography>
          {/* The open item shows the whole text: no preview above it. */}
          {!expanded && (
            <Typography
              component="span"
              variant="body2"
              data-testid="question-preview"
              sx={{
                display: 'block',
                mt: 0.25,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              <QuestionPreviewText text={text} />
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {readOnly ? (
          <Box sx={{ minWidth: 0 }}>
            <Typography component="div" sx={{ lineHeight: 1.7 }}>
              <QuestionText text={text} />
            </Typography>
            <AnswerComparison
              userAnswer={userAnswer}
              correctAnswer={correctAnswer}
              labels={{ user: t('exam.studentAnswer'), correct: t('exam.correctAnswer') }}
            />
          </Box>
        ) : (
          <>
            <QueryContent
              query={query}
              loadingText={t('exam.loadingQuestion')}
              failedText={t('exam.questionFailed')}
            >
              {(question) => (
                <ReviewQuestion
                  question={question}
                  userAnswer={userAnswer}
                  correctAnswer={correctAnswer}
                />
              )}
            </QueryContent>
            <Box sx={{ mt: 1 }}>
              <ReportProblemButton questionId={questionId} />
            </Box>
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

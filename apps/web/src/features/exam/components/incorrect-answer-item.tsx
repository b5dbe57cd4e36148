import ExpandMore from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { useExamQuestion } from '../api/get-exam-question';
import { ExamTexts } from '../messages';
import { ReviewQuestion } from './review-question';

type IncorrectAnswerItemProps = {
  questionId: string;
  lessonId: string;
  /** 1-based position in the exam. */
  position: number;
  userAnswer: string;
  correctAnswer: string;
};

/** One wrong answer; the question is fetched the first time the item is opened, then kept. */
export function IncorrectAnswerItem({
  questionId,
  lessonId,
  position,
  userAnswer,
  correctAnswer,
}: IncorrectAnswerItemProps) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const query = useExamQuestion(questionId, lessonId, opened);
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
      <AccordionSummary expandIcon={<ExpandMore />} id={summaryId} aria-controls={detailsId}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Question {position}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={detailsId}>
        <QueryContent
          query={query}
          loadingText="Loading question..."
          failedText={ExamTexts.questionFailed}
        >
          {(question) => (
            <ReviewQuestion
              question={question}
              userAnswer={userAnswer}
              correctAnswer={correctAnswer}
            />
          )}
        </QueryContent>
      </AccordionDetails>
    </Accordion>
  );
}

import type { PastExam } from '@exam/contract';
import Box from '@mui/material/Box';
import { PastExamCard } from './past-exam-card';
import { PastExamsEmpty } from './past-exams-empty';

/** The list of finished exams, newest first, or the empty state. */
export function PastExams({ exams }: { exams: readonly PastExam[] }) {
  if (exams.length === 0) return <PastExamsEmpty />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {exams.map((exam, position) => (
        <PastExamCard
          key={exam.examId}
          exam={exam}
          index={exams.length - position}
          total={exams.length}
        />
      ))}
    </Box>
  );
}

import type { QuestionStatus } from '@exam/contract';
import Chip from '@mui/material/Chip';

const COLOURS: Record<QuestionStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  retired: 'default',
  draft: 'warning',
};
export const StatusLabels: Record<QuestionStatus, string> = {
  active: 'Active',
  retired: 'Retired',
  draft: 'Draft',
};

export function StatusChip({ status }: { status: QuestionStatus }) {
  return (
    <Chip size="small" color={COLOURS[status]} variant="outlined" label={StatusLabels[status]} />
  );
}

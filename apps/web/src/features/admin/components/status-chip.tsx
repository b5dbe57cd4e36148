import type { QuestionStatus } from '@exam/contract';
import Chip from '@mui/material/Chip';
import { useAdminT } from '../catalog';

const COLOURS: Record<QuestionStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  retired: 'default',
  draft: 'warning',
};

/** A question's status in words ('Active', 'Draft', 'Retired'), its colour only repeating it. */
export function StatusChip({ status }: { status: QuestionStatus }) {
  const t = useAdminT();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant="outlined"
      label={t(`admin.status.${status}`)}
    />
  );
}

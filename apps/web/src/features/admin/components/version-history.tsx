import type { AdminQuestion } from '@exam/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../lib/format';
import { StatusChip } from './status-chip';

/** A question's versions, oldest first: when, by whom, and the status each has now. */
export function VersionHistory({ versions }: { versions: AdminQuestion['versions'] }) {
  return (
    <SectionCard title="Version history">
      <Box component="ol" sx={{ m: 0, pl: 0, display: 'grid', gap: 1, listStyle: 'none' }}>
        {versions.map((version) => (
          <Box
            component="li"
            key={version.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>Version {version.version}</Typography>
            <StatusChip status={version.status} />
            <Typography variant="body2" color="textSecondary">
              {formatDateTime(version.createdAt)}
              {version.editedBy ? ` · ${version.editedBy}` : ' · imported'}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

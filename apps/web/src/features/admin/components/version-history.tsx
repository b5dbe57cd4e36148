import type { AdminQuestion } from '@exam/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { useAdminT } from '../catalog';
import { useAdminFormat } from '../lib/format';
import { StatusChip } from './status-chip';

/** A question's versions, oldest first: when, by whom, and the status each has now. */
export function VersionHistory({ versions }: { versions: AdminQuestion['versions'] }) {
  const t = useAdminT();
  const format = useAdminFormat();
  return (
    <SectionCard title={t('admin.versions.title')}>
      <Box component="ol" sx={{ m: 0, pl: 0, display: 'grid', gap: 1, listStyle: 'none' }}>
        {versions.map((version) => (
          <Box
            component="li"
            key={version.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t('admin.versions.version', { version: version.version })}
            </Typography>
            <StatusChip status={version.status} />
            <Typography variant="body2" color="textSecondary">
              {version.editedBy
                ? t('admin.versions.editedBy', {
                    date: format.dateTime(version.createdAt),
                    editor: version.editedBy,
                  })
                : t('admin.versions.imported', { date: format.dateTime(version.createdAt) })}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

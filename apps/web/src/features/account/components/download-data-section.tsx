import Download from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useDownloadAccountExport } from '../api/download-account-export';
import { accountEnglish, useAccountT } from '../catalog';

/** The English text (catalog/en.json), as the tests look for it. */
export const DOWNLOAD_FAILED = accountEnglish['account.download.failed'];

/** 'Download my data': everything the product holds about the student, as one JSON file. */
export function DownloadDataSection() {
  const t = useAccountT();
  const download = useDownloadAccountExport();
  return (
    <SectionCard title={t('account.download.heading')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('account.download.body')}</Typography>
        {download.isError && (
          <Alert severity="error">
            {getErrorMessage(download.error, { fallback: t('account.download.failed') })}
          </Alert>
        )}
        {download.isSuccess && (
          <Alert severity="success" role="status">
            {t('account.download.done')}
          </Alert>
        )}
        <Button
          variant="outlined"
          size="large"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          startIcon={
            download.isPending ? (
              <CircularProgress size={20} color="inherit" aria-hidden />
            ) : (
              <Download />
            )
          }
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('account.download.button')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

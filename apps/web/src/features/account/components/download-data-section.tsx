import Download from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useDownloadAccountExport } from '../api/download-account-export';

export const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';

/** 'Download my data': everything the product holds about the student, as one JSON file. */
export function DownloadDataSection() {
  const download = useDownloadAccountExport();
  return (
    <SectionCard title="Download my data">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          One file (JSON) with your profile, your sign-ins, and every exam, trial and practice
          session with your answers and scores.
        </Typography>
        {download.isError && (
          <Alert severity="error">
            {getErrorMessage(download.error, { fallback: DOWNLOAD_FAILED })}
          </Alert>
        )}
        {download.isSuccess && (
          <Alert severity="success" role="status">
            Your data has been downloaded.
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
          Download my data
        </Button>
      </Stack>
    </SectionCard>
  );
}

import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { recallEmailVerified } from '../../../lib/auth/email-verified-memory';
import { useSession } from '../../../lib/auth/use-session';
import { useSessionQuery } from '../../../lib/auth/use-session-check';
import { Message } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/error-message';
import { localMessage } from '../../../lib/server-messages';
import { useResendVerification } from '../api/resend-verification';
import { useAuthT } from '../catalog';
import { AuthMessages } from '../messages';

/**
 * A quiet reminder above the signed-in screens while the account's e-mail address is not
 * verified (docs/decisions/023): it blocks nothing, and offers a new link ("Resend link", 5 a
 * day; the server's message says when the limit is reached). It goes once the server says the
 * address is verified (after the link, or a reset, or a provider sign-in).
 */
export function EmailVerificationBanner() {
  const t = useAuthT();
  const { token, user } = useSession();
  const me = useSessionQuery(token);
  const resend = useResendVerification();
  if (!user) return null;
  // Until /me answers, what it said last time (drawn with the first paint: no layout shift).
  const verified = me.data?.emailVerified ?? recallEmailVerified(user.id);
  if (verified !== false) return null;

  const feedback = resend.isSuccess
    ? { text: localMessage(resend.data.message), tone: 'success.light' }
    : resend.isError
      ? {
          text: getErrorMessage(resend.error, { fallback: AuthMessages.resendFailed }),
          tone: 'error.light',
        }
      : undefined;

  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={<MarkEmailUnreadOutlined fontSize="inherit" />}
      component="section"
      // A reminder, not an announcement: a labelled region rather than the Alert's role="alert".
      role="region"
      aria-label={t('verify.bannerLabel')}
      sx={{
        mb: { xs: 2.5, sm: 3 },
        py: 0.5,
        // Beside the first line on a phone (the text wraps), beside the one line on a laptop.
        '& .MuiAlert-icon': { alignSelf: { sm: 'center' }, py: { sm: 0 } },
        '& .MuiAlert-message': { width: '100%', overflow: 'visible' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Typography sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Message
            t={t}
            id="verify.bannerText"
            values={{ email: user.email }}
            // The address reads left to right inside an Arabic sentence.
            components={{
              0: <Box component="strong" dir="ltr" sx={{ overflowWrap: 'anywhere' }} />,
            }}
          />
        </Typography>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          sx={{ flexShrink: 0 }}
        >
          {resend.isPending ? t('verify.sending') : t('verify.resendLink')}
        </Button>
      </Box>
      {feedback && (
        <Typography role="status" variant="body2" sx={{ mt: 0.5, color: feedback.tone }}>
          {feedback.text}
        </Typography>
      )}
    </Alert>
  );
}

import DeleteForever from '@mui/icons-material/DeleteForeverRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { WebRoutes } from '@exam/contract';
import { RouterLink } from '../../../components/router-link';
import { useSession } from '../../../lib/auth/use-session';
import { resolveSupportEmail } from '../../../lib/public-config';
import { StaticPage } from '../components/static-page';
import { buildDeleteAccountMailto, openMailClient, type DeleteAccountRequest } from '../lib/mailto';
import { TextInput } from '../../../components/form/text-input';

const EMPTY: DeleteAccountRequest = { name: '', email: '', reason: '' };

export const CONFIRM_DELETE_LABEL =
  'I understand this action is irreversible and all my data will be permanently deleted.';

/** Submit stays disabled until the e-mail, the reason and the confirmation are given (docs/product.md §5). */
export function canRequestDeletion(request: DeleteAccountRequest, confirmed: boolean): boolean {
  return confirmed && request.email.trim().length > 0 && request.reason.trim().length > 0;
}

export function DeleteAccountPage() {
  const [request, setRequest] = useState<DeleteAccountRequest>(EMPTY);
  const [confirmed, setConfirmed] = useState(false);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const { isAuthenticated } = useSession();

  const update =
    (key: keyof DeleteAccountRequest) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setRequest((current) => ({ ...current, [key]: event.target.value }));

  const ready = canRequestDeletion(request, confirmed);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const to = await resolveSupportEmail();
    openMailClient(buildDeleteAccountMailto(to, request));
    setOpenedFor(to);
  };

  return (
    <StaticPage
      title="Delete Account"
      intro="Send us a request to delete your account. Once we have checked that it comes from you, your account, your exam and practice history and everything linked to it are permanently deleted."
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {/* Beyond the spec's mailto page: the in-app deletion for a student who can sign in. */}
          <Alert severity="info">
            {isAuthenticated ? 'You are signed in: ' : 'Can you sign in? '}
            <RouterLink to={WebRoutes.account} color="inherit" underline="always">
              {isAuthenticated ? 'open My account' : 'Sign in and open My account'}
            </RouterLink>{' '}
            to download your data and delete your account at once, without waiting for us.
          </Alert>
          {openedFor && (
            <Alert severity="info">
              Your e-mail app should now open with your request. If nothing happened, write to{' '}
              <Link href={`mailto:${openedFor}`} color="inherit" underline="always">
                {openedFor}
              </Link>{' '}
              from the address of your account.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              value={request.name}
              onChange={update('name')}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={request.email}
              onChange={update('email')}
              helperText="The e-mail address of your account"
            />
          </Stack>
          <TextInput
            label="Reason"
            name="reason"
            required
            multiline
            minRows={4}
            value={request.reason}
            onChange={update('reason')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(_event, checked) => setConfirmed(checked)}
                slotProps={{ input: { 'aria-required': true } }}
              />
            }
            label={CONFIRM_DELETE_LABEL}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
          <Button
            type="submit"
            variant="contained"
            color="error"
            size="large"
            disabled={!ready}
            startIcon={<DeleteForever />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            Request Account Deletion
          </Button>
        </Stack>
      </Box>
    </StaticPage>
  );
}

import Send from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { resolveSupportEmail } from '../../../lib/public-config';
import { useSupportEmail } from '../../../lib/use-support-email';
import { StaticPage } from '../components/static-page';
import { buildSupportMailto, openMailClient, type SupportRequest } from '../lib/mailto';
import { TextInput } from '../../../components/form/text-input';

const EMPTY: SupportRequest = { name: '', email: '', subject: '', message: '' };

export function SupportPage() {
  const supportEmail = useSupportEmail();
  const [request, setRequest] = useState<SupportRequest>(EMPTY);
  const [openedFor, setOpenedFor] = useState<string | null>(null);

  const update =
    (key: keyof SupportRequest) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setRequest((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const to = await resolveSupportEmail();
    openMailClient(buildSupportMailto(to, request));
    setOpenedFor(to);
  };

  return (
    <StaticPage
      title="Support"
      intro={
        <>
          Have a question or a problem with an exam, your account or sign-in? Send us a message
          {supportEmail ? (
            <>
              {' '}
              at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
            </>
          ) : null}
          . The form opens your e-mail app with the message ready to send.
        </>
      }
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {openedFor && (
            <Alert severity="info">
              Your e-mail app should now open with your message. If nothing happened, write to{' '}
              <Link href={`mailto:${openedFor}`} color="inherit" underline="always">
                {openedFor}
              </Link>
              .
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
              value={request.email}
              onChange={update('email')}
            />
          </Stack>
          <TextInput
            label="Subject"
            name="subject"
            value={request.subject}
            onChange={update('subject')}
          />
          <TextInput
            label="Message"
            name="message"
            multiline
            minRows={5}
            value={request.message}
            onChange={update('message')}
          />
          <Typography variant="body2" color="textSecondary">
            All fields are optional. Nothing is sent until you press send in your e-mail app.
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<Send />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            Send Message
          </Button>
        </Stack>
      </Box>
    </StaticPage>
  );
}

import Send from '../../../components/icons/send';
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
import { Message } from '../../../i18n/use-t';
import { useStaticT } from '../catalog';

const EMPTY: SupportRequest = { name: '', email: '', subject: '', message: '' };

export function SupportPage() {
  const t = useStaticT();
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
      title={t('static.support.title')}
      intro={
        supportEmail ? (
          <Message
            t={t}
            id="static.support.introWithEmail"
            values={{ email: supportEmail }}
            components={{ 0: <Link href={`mailto:${supportEmail}`} /> }}
          />
        ) : (
          t('static.support.introNoEmail')
        )
      }
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {openedFor && (
            <Alert severity="info">
              <Message
                t={t}
                id="static.support.opened"
                values={{ email: openedFor }}
                components={{
                  0: <Link href={`mailto:${openedFor}`} color="inherit" underline="always" />,
                }}
              />
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextInput
              label={t('static.form.name')}
              name="name"
              autoComplete="name"
              value={request.name}
              onChange={update('name')}
            />
            <TextInput
              label={t('static.form.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={request.email}
              onChange={update('email')}
            />
          </Stack>
          <TextInput
            label={t('static.support.subject')}
            name="subject"
            value={request.subject}
            onChange={update('subject')}
          />
          <TextInput
            label={t('static.support.message')}
            name="message"
            multiline
            minRows={5}
            value={request.message}
            onChange={update('message')}
          />
          <Typography variant="body2" color="textSecondary">
            {t('static.support.note')}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<Send />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('static.support.send')}
          </Button>
        </Stack>
      </Box>
    </StaticPage>
  );
}

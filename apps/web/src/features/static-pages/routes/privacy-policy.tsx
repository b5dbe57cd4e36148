import {
  REMEMBER_ME_SESSION_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  WebRoutes,
} from '@exam/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/router-link';
import { useSupportEmail } from '../../../lib/use-support-email';
import { Message } from '../../../i18n/use-t';
import { StaticPage } from '../components/static-page';
import { useStaticT, type staticEnglish } from '../catalog';

type StaticId = keyof typeof staticEnglish;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        '& + &': { mt: 4 },
        '& p': { mt: 1.5, mb: 0, lineHeight: 1.7 },
        '& ul': { mt: 1.5, mb: 0, pl: 3, lineHeight: 1.7 },
        '& li + li': { mt: 0.75 },
      }}
    >
      <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.45rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A list item whose message puts its lead words in bold (`<0>Access:</0> …`). */
function Item({ id }: { id: StaticId }) {
  const t = useStaticT();
  return (
    <li>
      <Message t={t} id={id} components={{ 0: <strong />, 1: <strong /> }} />
    </li>
  );
}

export function PrivacyPolicyPage() {
  const t = useStaticT();
  const supportEmail = useSupportEmail();
  const links = {
    0: <Link href={`mailto:${supportEmail ?? ''}`} />,
    1: <RouterLink to={WebRoutes.support} />,
  };

  return (
    <StaticPage title={t('static.privacy.title')} intro={t('static.privacy.intro')}>
      <Section title={t('static.privacy.collect.heading')}>
        <ul>
          <Item id="static.privacy.collect.account" />
          <Item id="static.privacy.collect.activity" />
          <Item id="static.privacy.collect.usage" />
        </ul>
      </Section>

      <Section title={t('static.privacy.use.heading')}>
        <ul>
          <li>{t('static.privacy.use.account')}</li>
          <li>{t('static.privacy.use.exams')}</li>
          <li>{t('static.privacy.use.bank')}</li>
          <li>{t('static.privacy.use.email')}</li>
          <li>{t('static.privacy.use.abuse')}</li>
        </ul>
        <p>{t('static.privacy.use.noSale')}</p>
      </Section>

      <Section title={t('static.privacy.storage.heading')}>
        <p>{t('static.privacy.storage.intro')}</p>
        <ul>
          <Item id="static.privacy.storage.session" />
          <Item id="static.privacy.storage.email" />
          <Item id="static.privacy.storage.xsrf" />
          <li>{t('static.privacy.storage.progress')}</li>
        </ul>
        <p>{t('static.privacy.storage.password')}</p>
      </Section>

      <Section title={t('static.privacy.third.heading')}>
        <p>{t('static.privacy.third.body')}</p>
      </Section>

      <Section title={t('static.privacy.retention.heading')}>
        <ul>
          <li>{t('static.privacy.retention.hashing')}</li>
          <li>
            {t('static.privacy.retention.sessions', {
              hours: SESSION_TTL_SECONDS / 3600,
              days: REMEMBER_ME_SESSION_TTL_SECONDS / 86400,
            })}
          </li>
          <li>{t('static.privacy.retention.reset', { minutes: RESET_TOKEN_TTL_SECONDS / 60 })}</li>
          <li>{t('static.privacy.retention.keep')}</li>
        </ul>
      </Section>

      <Section title={t('static.privacy.rights.heading')}>
        <ul>
          <Item id="static.privacy.rights.access" />
          <Item id="static.privacy.rights.correction" />
          <li>
            <Message
              t={t}
              id="static.privacy.rights.deletion"
              components={{ 0: <strong />, 1: <RouterLink to={WebRoutes.deleteAccount} /> }}
            />
          </li>
        </ul>
      </Section>

      <Section title={t('static.privacy.contact.heading')}>
        <p>
          {supportEmail ? (
            <Message
              t={t}
              id="static.privacy.contact.withEmail"
              values={{ email: supportEmail }}
              components={links}
            />
          ) : (
            <Message t={t} id="static.privacy.contact.noEmail" components={links} />
          )}
        </p>
      </Section>
    </StaticPage>
  );
}

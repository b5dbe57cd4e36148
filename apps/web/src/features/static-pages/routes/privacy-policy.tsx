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
import { StaticPage } from '../components/static-page';

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

export function PrivacyPolicyPage() {
  const supportEmail = useSupportEmail();
  const mailbox = supportEmail ? (
    <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
  ) : (
    'our support mailbox'
  );

  return (
    <StaticPage
      title="Privacy Policy"
      intro="This policy explains what information Exam Prep collects when you use it to prepare for your exams, why, and the choices you have."
    >
      <Section title="Information we collect">
        <ul>
          <li>
            <strong>Account information:</strong> your name, e-mail address, city and school when
            you sign up, and a one-way hash of your password. If you sign in with Google, Microsoft
            or Apple we receive your name and e-mail address from that provider, never your password
            there. The phone number on the sign-up form is not sent to or stored on our servers.
          </li>
          <li>
            <strong>Exam and practice activity:</strong> the exams, trials and practice sessions you
            take, the questions you were shown, your answers, whether they were correct, the time
            you spent on each question, and the scores and feedback we calculate.
          </li>
          <li>
            <strong>Usage data:</strong> technical records needed to run the service securely, such
            as the time of a request, your IP address and browser type, sign-in attempts and errors.
          </li>
        </ul>
      </Section>

      <Section title="How we use it">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>
            To run adaptive exams: your answers set the difficulty of the next question and your
            reports, past exams and practice history are built from them.
          </li>
          <li>
            To improve the question bank, for example by re-estimating how difficult each question
            is from answers given by all students, without identifying you.
          </li>
          <li>To send e-mails you ask for, such as password reset links.</li>
          <li>
            To protect the service against abuse, for example by limiting repeated sign-in attempts.
          </li>
        </ul>
        <p>We do not sell your information, show advertising or build advertising profiles.</p>
      </Section>

      <Section title="Cookies and local storage">
        <p>Exam Prep uses only what it needs to work, and no tracking or advertising cookies:</p>
        <ul>
          <li>
            <strong>token</strong> and <strong>user</strong>: your session token and your name,
            e-mail and account id, so you stay signed in. Without Remember me they are in your
            browser&apos;s session storage and are gone when you close the browser; with Remember me
            they are in its local storage for up to 30 days. They are removed when you sign out.
          </li>
          <li>
            <strong>rememberedEmail</strong> in local storage, only if you tick Remember me: your
            e-mail address, to fill in the sign-in form next time. Untick Remember me when you sign
            in to remove it.
          </li>
          <li>
            <strong>__Host-XSRF-TOKEN</strong> cookie (<strong>XSRF-TOKEN</strong> on a connection
            without https): a random value that protects your account against cross-site request
            forgery.
          </li>
          <li>
            While you take an exam or a practice session, its progress may be kept in local storage
            so a reload does not lose your place.
          </li>
        </ul>
        <p>
          Your password is never stored in your browser, in any form; Remember me keeps only your
          e-mail address.
        </p>
      </Section>

      <Section title="Third parties">
        <p>
          We do not share your information with third parties. The only exception is optional: if
          you choose to sign in with Google, Microsoft or Apple, you are sent to that provider,
          which processes your sign-in under its own privacy policy and tells us your name and
          e-mail address.
        </p>
      </Section>

      <Section title="Retention and security">
        <ul>
          <li>
            Passwords are hashed with argon2id, a modern password-hashing algorithm; nobody,
            including us, can read your password.
          </li>
          <li>
            Sessions can be revoked: signing out, resetting your password or deleting your account
            ends them on the server. Sessions expire after {SESSION_TTL_SECONDS / 3600} hours, or{' '}
            {REMEMBER_ME_SESSION_TTL_SECONDS / 86400} days with Remember me.
          </li>
          <li>
            Password reset links work once and expire after {RESET_TOKEN_TTL_SECONDS / 60} minutes.
          </li>
          <li>
            We keep your account and your exam and practice history for as long as your account
            exists, so you can review your progress. When your account is deleted, this information
            is permanently deleted.
          </li>
        </ul>
      </Section>

      <Section title="Your rights">
        <ul>
          <li>
            <strong>Access:</strong> ask us for a copy of the information we hold about you.
          </li>
          <li>
            <strong>Correction:</strong> ask us to correct information that is wrong.
          </li>
          <li>
            <strong>Deletion:</strong> ask us to delete your account and all its data on the{' '}
            <RouterLink to={WebRoutes.deleteAccount}>Delete Account</RouterLink> page.
          </li>
        </ul>
      </Section>

      <Section title="Contact">
        <p>
          For any question about this policy or your information, write to {mailbox} or use the{' '}
          <RouterLink to={WebRoutes.support}>Support</RouterLink> page.
        </p>
      </Section>
    </StaticPage>
  );
}

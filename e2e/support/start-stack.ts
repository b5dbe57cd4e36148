// The browser-test stack: a real SMTP sink (smtp-server) that stores each received message as a
// raw .eml file, a real OpenID provider (oidc-provider, with its own sign-in and consent pages)
// standing in for Google, Microsoft and Apple, and the real API server (serving the built SPA)
// on a fresh data folder, sending its mail to that sink and its social sign-ins to that
// provider. Everything listens on loopback. Playwright starts this as its web server and stops
// it with SIGTERM; the server child is stopped by its PID.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startTestIdentityProvider } from '../../apps/api/test/helpers/test-identity-provider';
import { e2eEnv } from './e2e-env';
import { e2eSocialClients, socialProviderEnv } from './identity-provider';

rmSync(e2eEnv.stateDir, { recursive: true, force: true });
mkdirSync(e2eEnv.dataDir, { recursive: true });
mkdirSync(e2eEnv.mailDir, { recursive: true });

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const recipients = session.envelope.rcptTo.map((to) => to.address).join(',');
      received += 1;
      writeFileSync(
        join(e2eEnv.mailDir, `${Date.now()}-${received}-${recipients}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(e2eEnv.smtpPort, '127.0.0.1', resolve));

const identityProvider = await startTestIdentityProvider({
  clients: e2eSocialClients,
  port: e2eEnv.identityProviderPort,
  // Resolved like the API server's own requests to it will be (IPv4 or IPv6 first).
  host: 'localhost',
});

// The embedded database is always used here, whatever the caller's environment says.
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    PORT: String(e2eEnv.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: e2eEnv.baseUrl,
    DATA_DIR: e2eEnv.dataDir,
    SMTP_URL: `smtp://127.0.0.1:${e2eEnv.smtpPort}`,
    MAIL_FROM: 'Exam Prep <no-reply@exam-prep.test>',
    SUPPORT_EMAIL: e2eEnv.supportEmail,
    ...socialProviderEnv(),
  },
});

function stop() {
  if (server.exitCode === null && server.pid) process.kill(server.pid, 'SIGTERM');
  sink.close(() => undefined);
  void identityProvider.close();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void identityProvider.close();
  sink.close(() => process.exit(code ?? 0));
});

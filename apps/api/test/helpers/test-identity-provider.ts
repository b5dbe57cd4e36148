import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, standing in for Google,
 * Microsoft and Apple in the API tests and the browser tests. It has its own sign-in and
 * consent pages: the sign-in page takes any e-mail, a name, whether the provider vouches for
 * the e-mail (email_verified), and optionally a fixed subject (otherwise derived from the
 * e-mail), so tests can make any identity the account rules care about.
 */

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestIdentity {
  /** The ID token's `sub`; by default derived from the e-mail. */
  subject?: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
}

export interface TestIdentityProvider {
  issuer: string;
  close(): Promise<void>;
}

/** The subject a sign-in with this e-mail and no explicit subject gets. */
export function subjectForEmail(email: string): string {
  return `user-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: sans-serif; background: #f4f4f6; color: #1d1d22; margin: 0; padding: 24px; }
  main { max-width: 380px; margin: 0 auto; background: #fff; padding: 24px; border-radius: 8px; }
  label { display: block; margin: 12px 0 4px; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 8px; }
  button { margin-top: 16px; padding: 10px 16px; font-size: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function loginPage(uid: string, clientName: string): string {
  return page(
    'Test identity provider: sign in',
    `<h1>Sign in to the test identity provider</h1>
<p>${escapeHtml(clientName)} asks who you are.</p>
<form method="post" action="/interaction/${uid}">
  <input type="hidden" name="prompt" value="login">
  <label for="email">Email address</label>
  <input id="email" name="email" type="email" required autocomplete="off">
  <label for="name">Full name</label>
  <input id="name" name="name" type="text" autocomplete="off">
  <label for="subject">Subject (optional)</label>
  <input id="subject" name="subject" type="text" autocomplete="off">
  <label><input name="email_verified" type="checkbox" value="true" checked> Email address verified</label>
  <button type="submit">Sign in</button>
</form>`,
  );
}

function consentPage(uid: string, clientName: string, email: string | undefined): string {
  return page(
    'Test identity provider: allow access',
    `<h1>Allow access</h1>
<p>${escapeHtml(clientName)} wants your name and e-mail address${
      email ? ` (${escapeHtml(email)})` : ''
    }.</p>
<form method="post" action="/interaction/${uid}">
  <input type="hidden" name="prompt" value="consent">
  <button type="submit">Allow</button>
</form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p>`,
  );
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

/** Starts the provider. `port` 0 (the default) takes any free port. */
export async function startTestIdentityProvider(options: {
  clients: TestClient[];
  port?: number;
  /** The address to listen on; 127.0.0.1 by default. */
  host?: string;
  /**
   * The host name in the issuer URL, when it differs from `host`: the browser tests use
   * 'localhost', so the provider's pages and the app (also on localhost) are the same site.
   */
  issuerHost?: string;
}): Promise<TestIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const identities = new Map<string, Required<TestIdentity>>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.issuerHost ?? host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    use: 'sig',
    alg: 'RS256',
  };

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: 'Exam Prep',
      redirect_uris: client.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'name'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Like Google: the profile and e-mail claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Google's `access_type` is kept (and ignored) rather than dropped, as Google would.
    extraParams: ['access_type'],
    features: { devInteractions: { enabled: false } },
    // Short, explicit lifetimes (also keeps oidc-provider from printing a notice for each).
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => {
      const identity = identities.get(accountId);
      if (!identity) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: identity.subject,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
      };
    },
    // The default error page imports a web font; nothing may be downloaded in the tests.
    renderError: (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Test identity provider: error',
        `<h1>Something went wrong</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`,
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidcHandler = provider.callback();

  const interaction = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const details = await provider.interactionDetails(request, response);
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? 'An application';
    if (path.endsWith('/abort')) {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The user cancelled' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (request.method === 'GET') {
      const accountId = details.session?.accountId;
      const email = accountId ? identities.get(accountId)?.email : undefined;
      sendHtml(
        response,
        200,
        details.prompt.name === 'login'
          ? loginPage(details.uid, clientName)
          : consentPage(details.uid, clientName, email),
      );
      return;
    }
    const form = await readForm(request);
    if (form.get('prompt') === 'login') {
      const email = (form.get('email') ?? '').trim();
      const subject = (form.get('subject') ?? '').trim() || subjectForEmail(email);
      identities.set(subject, {
        subject,
        email,
        emailVerified: form.get('email_verified') === 'true',
        name: (form.get('name') ?? '').trim(),
      });
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: subject } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const { prompt, params, session } = details;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (!path.startsWith('/interaction/')) {
      void oidcHandler(request, response);
      return;
    }
    interaction(request, response, path).catch((error: unknown) => {
      sendHtml(
        response,
        400,
        page('Test identity provider: error', `<pre>${escapeHtml(String(error))}</pre>`),
      );
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import {
  ApiRoutes,
  AUTH_FAILED_QUERY,
  AuthResponseSchema,
  ErrorCode,
  ExchangeCodeRequestSchema,
  Messages,
  SOCIAL_PROVIDERS,
  socialCallbackPath,
  socialStartPath,
  WebRoutes,
  type SocialProvider,
} from '@exam/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { startSession } from '../auth/session.service';
import { OidcClients } from './oidc-clients';
import {
  clearFlowCookieOptions,
  codeCookieOptions,
  FLOW_COOKIE,
  flowCookieOptions,
} from './social-flow-cookie';
import { providerProfiles } from './social-providers';
import { exchangeSignInCode, issueSignInCode } from './social-sign-in-code.service';
import type { SocialDeps } from './social-sign-in.service';
import { completeSocialSignIn, startSocialSignIn } from './social-sign-in.service';
import { describeCause, SocialSignInError } from './social-sign-in-error';

/** Apple's form POST: a handful of short fields (the `user` JSON is the longest). */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

const param = z.string().max(4096).optional();

/**
 * The provider's answer. Providers add parameters of their own (Google: scope, authuser, hd,
 * prompt; Microsoft: session_state), so unknown ones are let through rather than refused.
 */
const ProviderAnswerSchema = z.looseObject({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
});

/** The browser navigated here: it wants a page (or a redirect), not JSON. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The provider's answer exactly as sent: the raw query (repeated names kept) or the form. */
function answerOf(request: FastifyRequest): URLSearchParams {
  if (request.method === 'POST') {
    return new URLSearchParams(request.body as Record<string, string>);
  }
  const question = request.url.indexOf('?');
  return new URLSearchParams(question === -1 ? '' : request.url.slice(question + 1));
}

function logRefusal(log: FastifyBaseLogger, provider: SocialProvider, error: unknown) {
  if (error instanceof SocialSignInError) {
    log.warn(
      { provider, reason: error.reason, cause: describeCause(error.cause) },
      'Social sign-in refused',
    );
  } else if (error instanceof AppError) {
    log.warn({ provider, code: error.code }, 'Social sign-in refused');
  } else {
    log.error({ provider, cause: describeCause(error) }, 'Social sign-in failed');
  }
}

/**
 * Social sign-in (docs/product.md §7, docs/product.md §7, docs/decisions/017), for each provider:
 * - GET /api/auth/{provider}: redirects to the provider (authorization code + PKCE, state and
 *   nonce, bound to this browser by an HttpOnly cookie);
 * - GET /api/auth/{provider}/callback: Google's is called by the SPA's callback screen and
 *   answers `{ token, user }` (the screen itself is served by the SPA plugin); Microsoft's and
 *   Apple's finish on the server and redirect to /auth/success?code=... with a one-time code
 *   bound to this browser by the cookie (or answer JSON when asked for it, docs/product.md §7);
 * - POST /api/auth/apple/callback: Apple's form POST (exempt from the XSRF header check: it
 *   comes from Apple's page; the state, the cookie, PKCE and the nonce protect it instead);
 * - POST /api/auth/exchange-code: the SPA's /auth/success screen exchanges the code for
 *   `{ token, user }`, honoured only with the cookie of the sign-in (docs/decisions/023). No
 *   long-lived bearer token ever travels in a URL.
 * Every failure is the same: 401 'Authentication failed' for JSON, /login?error=auth_failed for
 * a browser.
 */
export const socialAuthRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const { config } = deps;
  const https = config.publicUrl.startsWith('https:');
  const oidc = new OidcClients(config.oauth);
  const socialDeps: SocialDeps = {
    ...deps,
    sessionSecret: config.sessionSecret,
    oidc,
    publicUrl: config.publicUrl,
  };
  const tags = ['auth'];
  const failedUrl = `${config.publicUrl}${WebRoutes.login}?error=${AUTH_FAILED_QUERY}`;
  const successUrl = (code: string) =>
    `${config.publicUrl}${WebRoutes.authSuccess}?code=${encodeURIComponent(code)}`;

  // Only this plugin's routes read forms (Apple's POST); everywhere else a form is still 415.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const assertConfigured = (provider: SocialProvider) => {
    if (!oidc.isConfigured(provider)) {
      throw new AppError(ErrorCode.ProviderNotConfigured, Messages.providerNotConfigured);
    }
  };

  const finishCallback = async (
    provider: SocialProvider,
    request: FastifyRequest,
    reply: FastifyReply,
    answer: 'json' | 'redirect',
  ) => {
    assertConfigured(provider);
    const binding = request.cookies[FLOW_COOKIE];
    try {
      const { user, tookOver } = await completeSocialSignIn(socialDeps, provider, {
        params: answerOf(request),
        binding,
        ip: request.ip,
      });
      if (tookOver) {
        request.log.info(
          { provider },
          'A verified provider identity took over an account whose e-mail was never verified: password removed, sessions revoked',
        );
      }
      if (answer === 'json') {
        // The flow cookie has done its job.
        reply.clearCookie(FLOW_COOKIE, clearFlowCookieOptions);
        return reply.send({ token: await startSession(socialDeps, user.id, false), user });
      }
      // A redirect carries a one-time code, never the token; the same cookie now binds the code
      // to this browser (it replaces the flow's value).
      const issued = await issueSignInCode(socialDeps, user.id);
      reply.setCookie(FLOW_COOKIE, issued.binding, codeCookieOptions(https));
      return reply.redirect(successUrl(issued.code), 302);
    } catch (error) {
      reply.clearCookie(FLOW_COOKIE, clearFlowCookieOptions);
      logRefusal(request.log, provider, error);
      if (answer === 'json') throw error;
      return reply.redirect(failedUrl, 302);
    }
  };

  app.post(
    ApiRoutes.auth.exchangeCode,
    {
      schema: {
        tags,
        summary:
          "Exchange a server-side social sign-in's one-time code (/auth/success?code=...) for { token, user }; only with that sign-in's cookie",
        body: ExchangeCodeRequestSchema,
        response: {
          200: AuthResponseSchema,
          ...errorResponses(ErrorCode.SocialSignInFailed, ErrorCode.RateLimited),
        },
      },
    },
    async (request, reply) => {
      const binding = request.cookies[FLOW_COOKIE];
      // One try per cookie, whatever happens.
      reply.clearCookie(FLOW_COOKIE, clearFlowCookieOptions);
      try {
        return await exchangeSignInCode(socialDeps, {
          code: request.body.code,
          binding,
          ip: request.ip,
        });
      } catch (error) {
        if (error instanceof SocialSignInError) {
          request.log.warn({ reason: error.reason }, 'Sign-in code exchange refused');
        }
        throw error;
      }
    },
  );

  for (const provider of SOCIAL_PROVIDERS) {
    const profile = providerProfiles[provider];

    app.get(
      socialStartPath(provider),
      {
        // A HEAD (link checkers, prefetchers) must not start or consume a sign-in.
        exposeHeadRoute: false,
        schema: {
          tags,
          summary: `Start signing in with ${provider}: redirects to the provider`,
          response: errorResponses(ErrorCode.ProviderNotConfigured),
        },
      },
      async (request, reply) => {
        assertConfigured(provider);
        try {
          const { authorizationUrl, binding } = await startSocialSignIn(
            socialDeps,
            provider,
            request.ip,
          );
          reply.setCookie(FLOW_COOKIE, binding, flowCookieOptions(profile, https));
          return reply.redirect(authorizationUrl, 302);
        } catch (error) {
          // Rate limit, or the provider's discovery document cannot be had: a browser
          // navigated here, so send it somewhere readable.
          logRefusal(request.log, provider, error);
          return reply.redirect(failedUrl, 302);
        }
      },
    );

    app.get(
      socialCallbackPath(provider),
      {
        exposeHeadRoute: false,
        schema: {
          tags,
          summary:
            profile.finish === 'json'
              ? `Finish signing in with ${provider}: { token, user } (the SPA's callback screen calls it)`
              : `Finish signing in with ${provider}: redirects to /auth/success?code=... (a one-time code for POST /api/auth/exchange-code; { token, user } for JSON callers)`,
          querystring: ProviderAnswerSchema,
          response: {
            200: AuthResponseSchema,
            ...errorResponses(
              ErrorCode.SocialSignInFailed,
              ErrorCode.ProviderNotConfigured,
              ErrorCode.RateLimited,
            ),
          },
        },
      },
      (request, reply) =>
        finishCallback(
          provider,
          request,
          reply,
          profile.finish === 'json' || wantsJson(request) ? 'json' : 'redirect',
        ),
    );

    if (profile.responseMode === 'form_post') {
      app.post(
        socialCallbackPath(provider),
        {
          schema: {
            tags,
            summary: `${provider}'s form POST answer: redirects to /auth/success?code=...`,
            consumes: ['application/x-www-form-urlencoded'],
            body: ProviderAnswerSchema.extend({ user: param, id_token: param }),
            response: errorResponses(ErrorCode.ProviderNotConfigured),
          },
        },
        (request, reply) => finishCallback(provider, request, reply, 'redirect'),
      );
    }
  }
  done();
};

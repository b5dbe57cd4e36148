import { ApiRoutes, PublicConfigSchema } from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { isProviderConfigured } from '../../config/config';
import type { AppDeps } from '../../deps';

/** What the web app may know about this deployment (never secrets). */
export const publicConfigRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (
  app,
  { deps },
  done,
) => {
  const { oauth, supportEmail } = deps.config;
  const body = {
    supportEmail,
    providers: {
      google: isProviderConfigured(oauth.google),
      microsoft: isProviderConfigured(oauth.microsoft),
      apple: isProviderConfigured(oauth.apple),
    },
    attempts: {
      examSeconds: deps.config.examDurationSeconds,
      trialSeconds: deps.config.trialDurationSeconds,
      trialQuestions: deps.config.trialQuestions,
    },
  };
  app.get(
    ApiRoutes.publicConfig,
    {
      schema: {
        tags: ['system'],
        summary: 'Support mailbox and configured sign-in providers',
        response: { 200: PublicConfigSchema },
      },
    },
    () => body,
  );
  done();
};

import { ApiRoutes, PublicConfigSchema } from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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
      google: Boolean(oauth.google.clientId),
      microsoft: Boolean(oauth.microsoft.clientId),
      apple: Boolean(oauth.apple.clientId),
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

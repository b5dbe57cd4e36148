import { z } from 'zod';

/**
 * What the web app needs to know about this deployment: the support mailbox used by the
 * support and delete-account pages, and which social sign-in providers are configured
 * (an unconfigured provider's button shows the spec's failure message instead of redirecting).
 */
export const PublicConfigSchema = z.object({
  supportEmail: z.string(),
  providers: z.object({ google: z.boolean(), microsoft: z.boolean(), apple: z.boolean() }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

import { z } from 'zod';

/**
 * What the web app needs to know about this deployment: the support mailbox used by the
 * support and delete-account pages, and which social sign-in providers are configured
 * (an unconfigured provider's button shows the spec's failure message instead of redirecting).
 */
export const PublicConfigSchema = z.object({
  supportEmail: z.string(),
  providers: z.object({ google: z.boolean(), microsoft: z.boolean(), apple: z.boolean() }),
  /**
   * The lengths this server gives exams and trials (EXAM_DURATION_SECONDS, TRIAL_DURATION_SECONDS,
   * TRIAL_QUESTIONS may change them), so the dashboard and the intro screens promise what the
   * server will do rather than the defaults.
   */
  attempts: z.object({
    examSeconds: z.number().int().positive(),
    trialSeconds: z.number().int().positive(),
    trialQuestions: z.number().int().positive(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

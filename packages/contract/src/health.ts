import { z } from 'zod';

/**
 * Scheduled backups as the server saw them (BACKUP_DIR, BACKUP_EVERY_HOURS): only administrators
 * get these details from GET /api/health (decision 022); everyone else gets status and database.
 */
export const BackupHealthSchema = z.object({
  /** Null when no schedule is configured. */
  schedule: z
    .object({ everyHours: z.number(), keep: z.number().int(), directory: z.string() })
    .nullable(),
  lastSuccess: z
    .object({
      at: z.iso.datetime(),
      file: z.string(),
      bytes: z.number().int(),
      rows: z.number().int(),
      seconds: z.number(),
    })
    .nullable(),
  /** The last failure (kept after later successes: compare the times, or read `failing`). */
  lastFailure: z.object({ at: z.iso.datetime(), message: z.string() }).nullable(),
  /** True when the latest scheduled backup failed. */
  failing: z.boolean(),
  nextAt: z.iso.datetime().nullable(),
});
export type BackupHealth = z.infer<typeof BackupHealthSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  backups: BackupHealthSchema.optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

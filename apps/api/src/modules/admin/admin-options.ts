import type { BackupHealth } from '@exam/contract';
import type { BackupStream } from '../../backup/backup-stream';

/** What buildApp needs for the administrators' routes and details (decision 022). */
export interface AdminOptions {
  /** DATA_DIR/admin-token (local-admin-token.ts); undefined: no local administrator. */
  localToken: string | undefined;
  /** Starts a consistent backup of the server's database as a stream (backup/backup-stream.ts). */
  startBackup(): Promise<BackupStream>;
  /** The backup schedule's state; undefined when no schedule is configured. */
  backupHealth?: () => BackupHealth;
}

/** The details GET /api/health shows administrators when no schedule is configured. */
export const NO_BACKUP_SCHEDULE: BackupHealth = {
  schedule: null,
  lastSuccess: null,
  lastFailure: null,
  failing: false,
  nextAt: null,
};

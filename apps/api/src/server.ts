import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { BackupSchedule } from './backup/backup-schedule';
import { startBackupStream } from './backup/backup-stream';
import { ConfigError, loadConfig } from './config/config';
import { resolveSecrets } from './config/secrets';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import { purgeExpiredRows } from './db/maintenance';
import { seedCities } from './db/seed';
import { createLogger } from './lib/logger';
import { StartupError } from './lib/startup-error';
import { seedQuestionBank } from './modules/bank/bank.service';
import { sweepOverdueExams } from './modules/exam/exam.service';
import { sweepOverdueTrials } from './modules/trial/trial.service';
import { systemClock } from './lib/clock';
import { createMailer } from './modules/mail/create-mailer';
import { resolveLocalAdminToken } from './modules/admin/local-admin-token';
import { localUrl, removeServerAddress, writeServerAddress } from './modules/admin/server-address';

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How often abandoned exams and trials (past deadline and grace) are finalised. */
const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * The process: configuration, database (migrated and seeded), app, listen; and a graceful stop
 * on SIGTERM/SIGINT (stop accepting, finish in-flight requests and mail, close the database).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = await resolveSecrets(loadConfig(process.env));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }

  const logger = createLogger(config.logLevel);
  const localAdminToken = await resolveLocalAdminToken(config.dataDir);
  const database = await openDatabase(config, logger);
  for (const applied of await migrateDatabase(database)) {
    logger.info({ migration: applied.name, ...applied.counts }, 'data migration applied');
  }
  await seedCities(database.db);
  await seedQuestionBank(database.db);
  const purge = () =>
    purgeExpiredRows(database.db, new Date()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Purging expired rows failed; will retry later'),
    );
  await purge();
  // unref: this timer alone never keeps the process alive.
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  // Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS; off by default; decision 022).
  const { dir: backupDir, everyHours, keep } = config.backup;
  const schedule =
    backupDir && everyHours
      ? new BackupSchedule({ handle: database, dir: backupDir, everyHours, keep, logger })
      : undefined;
  const mailer = createMailer(config, logger);
  const app = await buildApp(config, {
    db: database.db,
    mailer,
    logger,
    admin: {
      localToken: localAdminToken,
      startBackup: () => startBackupStream(database, systemClock.now()),
      ...(schedule ? { backupHealth: () => schedule.health() } : {}),
    },
  });

  // Abandoned exams and trials are finalised here too, not only when their student comes back.
  const sweep = async () => {
    const deps = { db: database.db, clock: systemClock, config, bankCaches: app.bankCaches };
    await sweepOverdueExams(deps).catch((error: unknown) =>
      logger.warn({ err: error }, 'Finalising overdue exams failed; will retry later'),
    );
    await sweepOverdueTrials(deps).catch((error: unknown) =>
      logger.warn({ err: error }, 'Finalising overdue trials failed; will retry later'),
    );
  };
  const sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests, then stopping`);
    clearInterval(purgeTimer);
    clearInterval(sweepTimer);
    try {
      await removeServerAddress(config.dataDir, process.pid);
      await schedule?.stop(); // a backup under way is finished, then no new one starts
      await app.close(); // stops accepting, waits for in-flight requests and background mail
      mailer.close();
      await database.close();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Unclean stop');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // Fastify logs this one line once listening (its address carries the real port when PORT=0).
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Listening on ${address}`,
  });
  if (database.kind === 'pglite') {
    // How `npm run db -- backup` reaches the one process that may open the embedded database.
    const url = localUrl(app.server.address() as AddressInfo);
    await writeServerAddress(config.dataDir, { pid: process.pid, url });
  }
  if (schedule) {
    await schedule.start();
    logger.info(
      { dir: backupDir, everyHours, keep, nextAt: schedule.health().nextAt },
      'Scheduled backups are on',
    );
  }
}

main().catch((error: unknown) => {
  // Expected problems get their message alone; anything else its full stack, to be debugged.
  console.error(
    'The server could not start:',
    error instanceof StartupError ? error.message : error,
  );
  process.exit(1);
});

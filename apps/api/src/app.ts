import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import { BackgroundTasks } from './lib/background-tasks';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { accountRoutes } from './modules/account/account.routes';
import type { AdminOptions } from './modules/admin/admin-options';
import { adminRoutes } from './modules/admin/admin.routes';
// issue 23 (questions)
import { adminQuestionRoutes } from './modules/admin-questions/admin-questions.routes';
import { BankCaches } from './modules/attempt/bank-caches';
import { authRoutes } from './modules/auth/auth.routes';
import { listenForBankChanges } from './modules/bank/bank-change-listener';
import { bankRoutes } from './modules/bank/bank.routes';
// issue 23: classes
import { classMembershipRoutes } from './modules/classes/class-membership.routes';
import { classesRoutes } from './modules/classes/classes.routes';
// issue 22: dashboard
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { examRoutes } from './modules/exam/exam.routes';
import { healthRoutes } from './modules/health/health.routes';
import { locationRoutes } from './modules/location/location.routes';
import type { Mailer } from './modules/mail/mailer';
import { practiceRoutes } from './modules/practice/practice.routes';
// issue 23 (insights): problem reports, item statistics, calibration from the console
import { calibrationRoutes } from './modules/calibration/calibration.routes';
import { itemStatsRoutes } from './modules/item-stats/item-stats.routes';
import { problemReportRoutes } from './modules/problem-reports/problem-reports.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { socialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { FORM_POST_CALLBACK_PATHS } from './modules/social-auth/social-providers';
import { trialRoutes } from './modules/trial/trial.routes';
// issue 23, roles: the admin console's accounts and roles
import { usersRoutes } from './modules/users/users.routes';
import { registerAdminAuth } from './plugins/admin-auth';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors';
import { registerInfrastructureResponses } from './plugins/infrastructure-responses';
import { registerNoStore } from './plugins/no-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerXsrf } from './plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for background work (mail being sent). Tests call it before reading a mailbox. */
    drainBackgroundTasks(): Promise<void>;
    /**
     * What the attempts keep in memory from the question bank (decision 028). It follows the
     * bank's version (decision 044): a change committed with `bumpBankVersion(tx)`, by this
     * process or another, drops it; `app.bankCaches.invalidate()` does so by hand.
     */
    bankCaches: BankCaches;
  }
}

export interface BuildAppOptions {
  db: Database;
  mailer: Mailer;
  clock?: Clock;
  /** The process logger; none (silent) when omitted, as in tests. */
  logger?: FastifyBaseLogger;
  /** The built SPA; defaults to apps/web/dist. */
  webDistDir?: string;
  /**
   * Administrators' access and the backup endpoint (decision 022); without it no route is for
   * administrators and the health check has no details.
   */
  admin?: AdminOptions;
}

/** JSON bodies here are small forms; routes that need more (imports) raise their own limit. */
const BODY_LIMIT_BYTES = 64 * 1024;

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Assembles the app without listening, so tests can `inject` requests into the real thing.
 * Order matters and tells every URL: infrastructure, documentation, API modules, then the SPA
 * and the not-found answers.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions,
): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https:');
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Malformed URLs and over-long path parameters: our error shape and headers, not Fastify's.
    frameworkErrors: frameworkErrorHandler({ https }),
    // Requests Node's HTTP parser refuses: the same shape and headers, straight on the socket.
    clientErrorHandler: clientErrorHandler({ https }),
    // While shutting down, new requests get 503 on kept-alive connections.
    return503OnClosing: true,
    // Behind a load balancer: request.ip is the client named in X-Forwarded-For, but only when
    // the request came from one of the configured proxies.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
  });
  const deps: AppDeps = {
    config,
    db: options.db,
    mailer: options.mailer,
    clock: options.clock ?? systemClock,
    background: new BackgroundTasks(app.log),
    bankCaches: new BankCaches(options.db),
  };

  // Request and response bodies are validated and serialized by the contract's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain or form body is 415, which also keeps cross-site HTML forms out.
  // (The one exception, Apple's form POST answer, is parsed inside socialAuthRoutes only.)
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerInfrastructureResponses(app, { xsrfExemptPostPaths: FORM_POST_CALLBACK_PATHS });
  await registerSecurityHeaders(app, { https });
  await app.register(cookie);
  registerXsrf(app, {
    secureCookie: https,
    exemptPostPaths: FORM_POST_CALLBACK_PATHS,
  });
  registerNoStore(app);
  registerAuth(app, { ...deps, sessionSecret: config.sessionSecret });
  const adminAccess = {
    db: deps.db,
    clock: deps.clock,
    sessionSecret: config.sessionSecret,
    localToken: options.admin?.localToken,
  };
  registerAdminAuth(app, adminAccess);
  app.decorate('drainBackgroundTasks', () => deps.background.drain());
  app.decorate('bankCaches', deps.bankCaches);
  // issue 23, roles: the caches follow bank changes made by any process (decision 044).
  const stopListening = await listenForBankChanges(deps.db, deps.bankCaches, app.log);
  app.addHook('onClose', async () => {
    await deps.background.drain();
    await stopListening();
  });
  await registerDocs(app);

  await app.register(healthRoutes, {
    deps,
    admin: options.admin && { ...options.admin, access: adminAccess },
  });
  await app.register(publicConfigRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(socialAuthRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(locationRoutes, { deps });
  await app.register(bankRoutes, { deps });
  await app.register(examRoutes, { deps });
  await app.register(practiceRoutes, { deps });
  await app.register(trialRoutes, { deps });
  // issue 22: dashboard
  await app.register(dashboardRoutes, { deps });
  // issue 23, roles: accounts and roles (admins)
  await app.register(usersRoutes, { deps });
  // issue 23 (questions): the question bank in the console
  await app.register(adminQuestionRoutes, { deps });
  // issue 23 (insights): problem reports, item statistics, calibration from the console
  await app.register(problemReportRoutes, { deps });
  await app.register(itemStatsRoutes, { deps });
  await app.register(calibrationRoutes, { deps });
  // issue 23: classes (teachers' classes; a student's join, list and leave)
  await app.register(classesRoutes, { deps });
  await app.register(classMembershipRoutes, { deps });
  if (options.admin) await app.register(adminRoutes, { deps, admin: options.admin });

  await registerSpa(app, { distDir: options.webDistDir ?? defaultWebDistDir });
  return app;
}

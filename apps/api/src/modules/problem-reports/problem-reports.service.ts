import {
  type AdminProblemReport,
  type AdminReportPage,
  ErrorCode,
  type MyProblemReport,
  ProblemReportMessages,
  type ReportStatus,
  type ReportProblemRequest,
  type ResolveReportRequest,
  ReportProblemRequestSchema,
  ResolveReportRequestSchema,
} from '@exam/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { bumpBankVersion } from '../bank/bank-version';
import type { BankCaches } from '../attempt/bank-caches';
import { blockedFor, countEvent, rateLimitedError } from '../rate-limit/rate-limit.service';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import {
  insertReport,
  listReportPage,
  listReportsOf,
  lockReport,
  markResolved,
  type MyReportRow,
  retireQuestion,
  wasShownTo,
} from './problem-reports.repository';
import { problemReportsPerHour } from './problem-reports.limits';

export interface ProblemReportDeps {
  db: Database;
  clock: Clock;
}

function toMyReport(row: MyReportRow): MyProblemReport {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * 'Report a problem' (docs/product.md, issue 23): only on a question the student was shown, so
 * a question id the student never met is 404 exactly like one that does not exist (ids cannot be
 * probed); one open report per student and question. Counted against the student's hourly limit
 * only when written.
 */
export async function reportProblem(
  deps: ProblemReportDeps,
  userId: string,
  questionId: string,
  request: ReportProblemRequest,
): Promise<MyProblemReport> {
  const body = ReportProblemRequestSchema.parse(request);
  const wait = await blockedFor(deps, problemReportsPerHour, userId);
  if (wait > 0) throw rateLimitedError(wait);
  if (!(await wasShownTo(deps.db, userId, questionId))) throw new AppError(ErrorCode.NotFound);
  const inserted = await insertReport(deps.db, {
    userId,
    questionId,
    reason: body.reason,
    text: body.text ?? '',
    createdAt: deps.clock.now(),
  });
  if (!inserted) throw new AppError(ErrorCode.AlreadyDone, ProblemReportMessages.alreadyReported);
  await countEvent(deps, problemReportsPerHour, userId);
  const [row] = await listReportsOf(deps.db, userId, inserted.id);
  if (!row) throw new Error('the report just written is missing');
  return toMyReport(row);
}

type AdminReportRow = Awaited<ReturnType<typeof listReportPage>>['rows'][number];

function toAdminReport(row: AdminReportRow): AdminProblemReport {
  return {
    ...row,
    sameQuestionOpen: Number(row.sameQuestionOpen),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The student's own reports, newest first. */
export async function listMyReports(
  deps: ProblemReportDeps,
  userId: string,
): Promise<MyProblemReport[]> {
  return (await listReportsOf(deps.db, userId)).map(toMyReport);
}

/** One page of the admin queue (open or resolved), newest first. */
export async function listReportQueue(
  deps: ProblemReportDeps,
  query: { status: ReportStatus; cursor?: string | undefined; limit: number },
): Promise<AdminReportPage> {
  const after =
    query.cursor === undefined
      ? undefined
      : (() => {
          const [createdAt, id] = decodeCursor(query.cursor, ['string', 'string'] as const);
          const date = new Date(createdAt);
          if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
            throw new AppError(ErrorCode.ValidationFailed, 'That page cursor is not valid.');
          }
          return { createdAt: date, id };
        })();
  const { rows, total } = await listReportPage(deps.db, {
    status: query.status,
    after,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const items = page.map(toAdminReport);
  return {
    items,
    total,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/**
 * Resolves an open report (409 ALREADY_DONE when it was resolved already). 'retired' also
 * retires the question, and the bank version moves in the same transaction so every process's
 * caches drop it; this process's caches are invalidated at once.
 */
export async function resolveReport(
  deps: ProblemReportDeps & { bankCaches: BankCaches; log: FastifyBaseLogger },
  adminId: string,
  reportId: string,
  request: ResolveReportRequest,
): Promise<AdminProblemReport> {
  const body = ResolveReportRequestSchema.parse(request);
  const now = deps.clock.now();
  const retired = await deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId);
    if (!report) throw new AppError(ErrorCode.NotFound);
    if (report.status === 'resolved') throw new AppError(ErrorCode.AlreadyDone);
    await markResolved(tx, reportId, {
      resolution: body.resolution,
      note: body.note ?? '',
      resolvedBy: adminId,
      resolvedAt: now,
    });
    if (body.resolution !== 'retired') return undefined;
    const changed = await retireQuestion(tx, report.questionId, now);
    if (changed) await bumpBankVersion(tx);
    return changed ? report.questionId : undefined;
  });
  if (retired !== undefined) deps.bankCaches.invalidate();
  deps.log.info(
    { reportId, resolution: body.resolution, retiredQuestionId: retired ?? null },
    'problem report resolved',
  );
  const { rows } = await listReportPage(deps.db, { status: 'resolved', limit: 1, only: reportId });
  const [row] = rows;
  if (!row) throw new Error('the report just resolved is missing');
  return toAdminReport(row);
}

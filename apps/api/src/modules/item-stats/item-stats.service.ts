import type { ItemFlag, ItemStats, ItemStatsPage } from '@exam/contract';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../problem-reports/keyset-cursor';
import {
  EXPOSURE_WINDOW_DAYS,
  type ItemStatsRow,
  listItemStatsPage,
} from './item-stats.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

function toItemStats(row: ItemStatsRow): ItemStats {
  const flags: ItemFlag[] = [];
  if (row.negative_discrimination) flags.push('negative-discrimination');
  if (row.almost_nobody_right) flags.push('almost-nobody-right');
  if (row.many_reports) flags.push('many-reports');
  return {
    questionId: row.question_id,
    lessonName: row.lesson_name,
    type: row.type,
    status: row.status,
    preview: row.preview,
    served: num(row.served),
    pCorrect: numOrNull(row.p_correct),
    pointBiserial: numOrNull(row.point_biserial),
    medianTimeSeconds: numOrNull(row.median_time),
    a: num(row.a),
    b: num(row.b),
    calibratedA: numOrNull(row.calibrated_a),
    calibratedB: numOrNull(row.calibrated_b),
    exposure: num(row.exposure),
    openReports: num(row.open_reports),
    flags,
  };
}

/**
 * `GET /api/admin/stats/items`: items that look broken first (docs/product.md, issue 23), a
 * page at a time. The cursor is the last row's (flags, served, id).
 */
export async function listItemStats(
  deps: { db: Database; clock: Clock },
  query: {
    lessonId?: string | undefined;
    flagged?: boolean | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<ItemStatsPage> {
  const after =
    query.cursor === undefined
      ? undefined
      : decodeCursor(query.cursor, ['number', 'number', 'string'] as const);
  const rows = await listItemStatsPage(deps.db, {
    since: new Date(deps.clock.now().getTime() - EXPOSURE_WINDOW_DAYS * DAY_MS),
    lessonId: query.lessonId,
    flagged: query.flagged,
    after: after && [after[0], after[1], after[2]],
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toItemStats),
    total: num(rows[0]?.total ?? 0),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([num(last.flag_count), num(last.served), last.question_id])
        : null,
  };
}

import { repairName } from '@exam/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toNameKey } from '../../lib/name-key';
import type { Database } from '../database';
import { cities, schools, users } from '../schema';

/**
 * Issue 17, finding 9 (docs/decisions/025): names stored before the name rule are brought under
 * it with `repairName`, the function that also cleans names from sign-in providers. Hidden and
 * control characters go, text becomes NFKC, a word mixing alphabets gets its look-alikes swapped
 * ('Cаiro' -> 'Cairo') or is split where the alphabet changes.
 *
 * Cities and schools that become the same name are merged into one: the row that was already
 * clean (what students see today), else the oldest. Students and schools of a merged city move
 * to the one kept; students of a merged school too. A name with nothing visible left is deleted:
 * its students' city or school becomes empty and the profile prompt asks them again. Usernames
 * are repaired in place ('Student' when nothing is left).
 */
export async function cleanStoredNames(tx: Database): Promise<Record<string, number>> {
  const counts: Counts = {
    citiesRenamed: 0,
    citiesMerged: 0,
    citiesDeleted: 0,
    schoolsRenamed: 0,
    schoolsMerged: 0,
    schoolsDeleted: 0,
    usernamesRepaired: 0,
  };
  await cleanCities(tx, counts);
  await cleanSchools(tx, counts);
  await cleanUsernames(tx, counts);
  return { ...counts };
}

interface Counts {
  citiesRenamed: number;
  citiesMerged: number;
  citiesDeleted: number;
  schoolsRenamed: number;
  schoolsMerged: number;
  schoolsDeleted: number;
  usernamesRepaired: number;
}

interface Row {
  id: string;
  name: string;
  nameKey: string;
}

interface Plan {
  /** Rows to delete outright: nothing visible was left of their name. */
  removed: Row[];
  /** Rows sharing a key after repair; the first is the one kept. */
  groups: Row[][];
  /** The repaired name of each row that stays. */
  names: Map<string, string>;
}

/**
 * Groups rows (oldest first) by their repaired key within `scope` (a school's city); the kept row
 * of a group is the first whose name and key were already right, else the oldest.
 */
function plan(rows: readonly (Row & { scope: string })[]): Plan {
  const removed: Row[] = [];
  const byKey = new Map<string, Row[]>();
  const names = new Map<string, string>();
  const clean = new Set<string>();
  for (const row of rows) {
    const name = repairName(row.name);
    if (name === '') {
      removed.push(row);
      continue;
    }
    const key = toNameKey(name);
    names.set(row.id, name);
    if (name === row.name && key === row.nameKey) clean.add(row.id);
    const group = `${row.scope}\u0000${key}`;
    byKey.set(group, [...(byKey.get(group) ?? []), row]);
  }
  const groups: Row[][] = [];
  for (const group of byKey.values()) {
    const kept = group.find((row) => clean.has(row.id)) ?? group[0];
    if (kept) groups.push([kept, ...group.filter((row) => row !== kept)]);
  }
  return { removed, groups, names };
}

/** Rows whose key must move out of the way before the final keys are written (unique keys). */
function rowsToMove(plan: Plan): string[] {
  const ids: string[] = [];
  for (const [kept, ...merged] of plan.groups) {
    const name = kept ? plan.names.get(kept.id) : undefined;
    if (kept && name !== undefined && (name !== kept.name || toNameKey(name) !== kept.nameKey)) {
      ids.push(kept.id);
    }
    ids.push(...merged.map((row) => row.id));
  }
  return [...ids, ...plan.removed.map((row) => row.id)];
}

const parkedKey = (id: string) => `migrating:${id}`;

async function cleanCities(tx: Database, counts: Counts): Promise<void> {
  const rows = await tx
    .select({ id: cities.id, name: cities.name, nameKey: cities.nameKey })
    .from(cities)
    .orderBy(asc(cities.createdAt), asc(cities.id));
  const cityPlan = plan(rows.map((row) => ({ ...row, scope: '' })));
  const moving = rowsToMove(cityPlan);
  for (const id of moving) {
    await tx
      .update(cities)
      .set({ nameKey: parkedKey(id) })
      .where(eq(cities.id, id));
  }
  for (const [kept, ...merged] of cityPlan.groups) {
    if (!kept) continue;
    for (const other of merged) {
      // Its schools join the kept city under parked keys; cleanSchools merges equal names.
      await tx
        .update(schools)
        .set({ cityId: kept.id, nameKey: sql`'migrating:' || ${schools.id}` })
        .where(eq(schools.cityId, other.id));
      await tx.update(users).set({ cityId: kept.id }).where(eq(users.cityId, other.id));
      await tx.delete(cities).where(eq(cities.id, other.id));
      counts.citiesMerged += 1;
    }
  }
  if (cityPlan.removed.length > 0) {
    // The foreign keys empty the students' city and school and delete the city's schools.
    await tx.delete(cities).where(
      inArray(
        cities.id,
        cityPlan.removed.map((row) => row.id),
      ),
    );
    counts.citiesDeleted += cityPlan.removed.length;
  }
  for (const [kept] of cityPlan.groups) {
    if (!kept || !moving.includes(kept.id)) continue;
    const name = cityPlan.names.get(kept.id) ?? kept.name;
    await tx
      .update(cities)
      .set({ name, nameKey: toNameKey(name) })
      .where(eq(cities.id, kept.id));
    if (name !== kept.name) counts.citiesRenamed += 1;
  }
}

async function cleanSchools(tx: Database, counts: Counts): Promise<void> {
  const rows = await tx
    .select({ id: schools.id, name: schools.name, nameKey: schools.nameKey, scope: schools.cityId })
    .from(schools)
    .orderBy(asc(schools.createdAt), asc(schools.id));
  const schoolPlan = plan(rows);
  const moving = rowsToMove(schoolPlan);
  for (const id of moving) {
    await tx
      .update(schools)
      .set({ nameKey: parkedKey(id) })
      .where(eq(schools.id, id));
  }
  for (const [kept, ...merged] of schoolPlan.groups) {
    if (!kept) continue;
    for (const other of merged) {
      await tx.update(users).set({ schoolId: kept.id }).where(eq(users.schoolId, other.id));
      await tx.delete(schools).where(eq(schools.id, other.id));
      counts.schoolsMerged += 1;
    }
  }
  if (schoolPlan.removed.length > 0) {
    await tx.delete(schools).where(
      inArray(
        schools.id,
        schoolPlan.removed.map((row) => row.id),
      ),
    );
    counts.schoolsDeleted += schoolPlan.removed.length;
  }
  for (const [kept] of schoolPlan.groups) {
    if (!kept || !moving.includes(kept.id)) continue;
    const name = schoolPlan.names.get(kept.id) ?? kept.name;
    await tx
      .update(schools)
      .set({ name, nameKey: toNameKey(name) })
      .where(eq(schools.id, kept.id));
    if (name !== kept.name) counts.schoolsRenamed += 1;
  }
}

/** Only usernames with something beyond printable ASCII or stray spaces can need repair. */
async function cleanUsernames(tx: Database, counts: Counts): Promise<void> {
  const suspects = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      sql`${users.username} ~ '[^ -~]' or ${users.username} like '%  %' or ${users.username} like ' %' or ${users.username} like '% '`,
    );
  for (const user of suspects) {
    const username = repairName(user.username) || 'Student';
    if (username === user.username) continue;
    await tx.update(users).set({ username }).where(eq(users.id, user.id));
    counts.usernamesRepaired += 1;
  }
}

/**
 * Signed-in students made straight in the database, for load benchmarks: 10,000 registrations
 * through the API would spend minutes in argon2 (one hashing slot on two cores) and hit the
 * per-address registration limits, which is not what these benchmarks measure. Each student is a
 * user row with a real city and school and one live session, exactly as registration leaves
 * them; the bearer tokens are signed here with the server's SESSION_SECRET.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database';
import { hashPassword } from '../../apps/api/src/modules/auth/password';
import { signSessionToken } from '../../apps/api/src/modules/auth/session-token';

export interface SeededStudent {
  userId: string;
  email: string;
  token: string;
}

/** A SESSION_SECRET for a benchmark's server (the seeder signs tokens with the same one). */
export function benchSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The password every seeded student has (for benchmarks that sign in for real). */
export const SEEDED_PASSWORD = 'Bench#Geometry2026';

/** Rows per INSERT: keeps each statement's parameters and memory small. */
const BATCH = 2_000;

/**
 * Creates `count` students (e-mails `<prefix>-<n>@bench.example.test`) in one school, each with a
 * 30-day session, and returns their tokens. One password hash is shared by all of them.
 */
export async function seedStudents(
  db: Database,
  options: { count: number; sessionSecret: string; prefix?: string },
): Promise<SeededStudent[]> {
  const prefix = options.prefix ?? 'bench';
  const passwordHash = await hashPassword(SEEDED_PASSWORD);
  const school = await ensureSchool(db);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  const students: SeededStudent[] = [];
  for (let start = 0; start < options.count; start += BATCH) {
    const end = Math.min(options.count, start + BATCH);
    const rows = await query<{ user_id: string; email: string; session_id: string }>(
      db,
      sql`
      with new_users as (
        insert into users (username, email, password_hash, city_id, school_id, created_at, updated_at)
        select 'Bench Student ' || g, ${prefix} || '-' || g || '@bench.example.test',
               ${passwordHash}, ${school.cityId}, ${school.schoolId}, ${now}, ${now}
        from generate_series(${start + 1}::int, ${end}::int) as g
        returning id, email
      ), new_sessions as (
        insert into sessions (user_id, created_at, expires_at, remember_me)
        select id, ${now}, ${expiresAt}, true from new_users
        returning id, user_id
      )
      select u.id as user_id, u.email, s.id as session_id
      from new_users u join new_sessions s on s.user_id = u.id`,
    );
    for (const row of rows) {
      const token = await signSessionToken(
        { userId: row.user_id, sessionId: row.session_id },
        now,
        expiresAt,
        options.sessionSecret,
      );
      students.push({ userId: row.user_id, email: row.email, token });
    }
  }
  return students;
}

/** The first seeded city and a school in it, created once. */
async function ensureSchool(db: Database): Promise<{ cityId: string; schoolId: string }> {
  const city = await query<{ id: string }>(db, sql`select id from cities order by name limit 1`);
  const cityId = city[0]?.id;
  if (!cityId) throw new Error('no city: seed the cities first (seedCities)');
  const existing = await query<{ id: string }>(
    db,
    sql`select id from schools where name_key = 'bench school' and city_id = ${cityId}`,
  );
  const found = existing[0]?.id;
  if (found) return { cityId, schoolId: found };
  const inserted = await query<{ id: string }>(
    db,
    sql`
    insert into schools (name, name_key, city_id) values ('Bench School', 'bench school', ${cityId})
    returning id`,
  );
  const schoolId = inserted[0]?.id;
  if (!schoolId) throw new Error('school insert returned no row');
  return { cityId, schoolId };
}

/** Raw SQL rows on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function query<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as { rows: Row[] };
  return result.rows;
}

import { ApiRoutes, nameProblem, normaliseName } from '@exam/contract';
import type { LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDataMigrations } from '../src/db/data-migrations';
import { cities, dataMigrations, schools, users } from '../src/db/schema';
import { toNameKey } from '../src/lib/name-key';
import { countRows, createUser, randomIp, uniqueEmail } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * Issue 17, finding 9 (names part; docs/decisions/025): city and school names are created
 * anonymously and shown in every student's suggestions, usernames reach mails. Names with a
 * right-to-left override, zero-width or C1 control characters, or a word mixing alphabets
 * ('Cаiro' with a Cyrillic а) are refused with a clear message and nothing is written; Arabic
 * names stay accepted; names are stored NFKC. A data migration brings stored names under the
 * rule, merging the cities and schools that become the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HIDDEN_MESSAGE = (label: string) =>
  `${label} contains hidden or control characters: please type it again`;
const MIXED_MESSAGE = (label: string) =>
  `${label} mixes letters from different alphabets in one word: please type each word in one alphabet`;

const HOSTILE = [
  ['right-to-left override', '\u202EoriaC', HIDDEN_MESSAGE],
  ['zero-width space', 'Ca\u200Biro', HIDDEN_MESSAGE],
  ['C1 control', 'Cai\u009Bro', HIDDEN_MESSAGE],
  ['Cyrillic look-alike', 'Cаiro', MIXED_MESSAGE],
] as const;

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ message: string }>().message).toBe(message);
}

const createCity = (name: string) =>
  t.post(ApiRoutes.location.cities, { name }, { ip: randomIp() });
const createSchool = (name: string, city: string) =>
  t.post(ApiRoutes.location.schools, { name, city }, { ip: randomIp() });

describe('creating cities and schools (anonymous, shown to everyone)', () => {
  it.each(HOSTILE)(
    'refuses a %s with a clear message and writes nothing',
    async (_, name, message) => {
      const before = [await countRows(t.db, cities), await countRows(t.db, schools)];
      expectRefused(await createCity(name), message('City'));
      expectRefused(await createSchool(name, 'Cairo'), message('School'));
      expectRefused(await createSchool('Nile School', name), message('City'));
      expect([await countRows(t.db, cities), await countRows(t.db, schools)]).toEqual(before);
      const listed = (await t.get(ApiRoutes.location.cities)).json<string[]>();
      expect(listed.filter((city) => nameProblem(city) !== undefined)).toEqual([]);
    },
  );

  it('accepts Arabic names, for Egyptian cities and schools', async () => {
    const created = await createCity('العاشر من رمضان');
    expect(created.statusCode, created.body).toBe(201);
    const school = await createSchool('مدرسة الشهيد أحمد زويل', 'العاشر من رمضان');
    expect(school.statusCode, school.body).toBe(201);
    expect(school.json()).toEqual({ name: 'مدرسة الشهيد أحمد زويل', city: 'العاشر من رمضان' });
  });

  it('stores the NFKC form, so a full-width spelling is the same city', async () => {
    const response = await createCity('Ｃａｉｒｏ');
    expect(response.statusCode).toBe(409);
    const spaced = await createCity('New   Hill   Town');
    expect(spaced.json()).toEqual({ name: 'New Hill Town' });
  });
});

describe('names of people', () => {
  const registration = (username: string) => ({
    username,
    email: uniqueEmail(),
    password: 'Geometry#2026',
    city: 'Cairo',
    school: 'Factory Test School',
  });

  it.each(HOSTILE)('refuses a username with a %s', async (_, name, message) => {
    await createUser(t); // makes sure the factory school exists
    const before = await countRows(t.db, users);
    const response = await t.post(ApiRoutes.auth.register, registration(`Ada ${name}`), {
      ip: randomIp(),
    });
    expectRefused(response, message('Name'));
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('accepts an Arabic username', async () => {
    const response = await t.post(ApiRoutes.auth.register, registration('محمد أحمد'), {
      ip: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ user: { username: string } }>().user.username).toBe('محمد أحمد');
  });

  it('refuses the same names in the profile (city and school)', async () => {
    const student = await createUser(t);
    const response = await t.put(
      ApiRoutes.auth.profile,
      { city: 'Cаiro', school: 'Factory Test School' },
      { token: student.token },
    );
    expectRefused(response, MIXED_MESSAGE('City'));
  });
});

describe('the data migration of stored names', () => {
  /** How the app computed keys before the rule: rows written then look like this. */
  const legacyKey = (name: string) => name.trim().toLowerCase();

  async function insertCity(name: string) {
    const [row] = await t.db
      .insert(cities)
      .values({ name, nameKey: legacyKey(name) })
      .returning({ id: cities.id });
    if (!row) throw new Error('no city');
    return row.id;
  }
  async function insertSchool(name: string, cityId: string) {
    const [row] = await t.db
      .insert(schools)
      .values({ name, nameKey: legacyKey(name), cityId })
      .returning({ id: schools.id });
    if (!row) throw new Error('no school');
    return row.id;
  }
  async function cityIdOf(name: string) {
    const [row] = await t.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
    if (!row) throw new Error(`no city ${name}`);
    return row.id;
  }
  async function insertUser(username: string, cityId: string | null, schoolId: string | null) {
    const [row] = await t.db
      .insert(users)
      .values({ username, email: uniqueEmail('legacy'), passwordHash: null, cityId, schoolId })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  }
  const userRow = async (id: string) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it('repairs names, merges the cities and schools that become the same, and moves every student', async () => {
    const cairo = await cityIdOf('Cairo');
    const giza = await cityIdOf('Giza');
    const nile = await insertSchool('Nile Language School', cairo);
    // Rows an attacker (or a stray keyboard) left before the rule.
    const fakeCairo = await insertCity('Cаiro');
    const fakeNile = await insertSchool('Nile Language School', fakeCairo);
    const fakeOnly = await insertSchool('Sphinx \u200BAcademy', fakeCairo);
    const fakeGiza = await insertCity('Giza\u200B');
    const fullWidth = await insertCity('Ｌｕｘｏｒ');
    const reversed = await insertCity('\u202Enwot yppah');
    const invisible = await insertCity('\u200B\u2066\u2069');
    const invisibleSchool = await insertSchool('\u3164', giza);
    const splitSchool = await insertSchool('Ahmedأحمد School', giza);
    const students = {
      fakeNile: await insertUser('Mаrk \u202ETwain', fakeCairo, fakeNile),
      fakeOnly: await insertUser('Plain Student', fakeCairo, fakeOnly),
      fakeGiza: await insertUser('\u200B', fakeGiza, null),
      invisible: await insertUser('محمد\u061C أحمد', invisible, null),
      invisibleSchool: await insertUser('Plain Student', giza, invisibleSchool),
      arabic: await insertUser('محمد أحمد', giza, splitSchool),
    };
    const usersBefore = await countRows(t.db, users);

    await t.db.delete(dataMigrations).where(eq(dataMigrations.name, '0006_clean_names'));
    const [report] = await runDataMigrations(t.db);
    expect(report?.name).toBe('0006_clean_names');
    expect(report?.counts).toMatchObject({
      citiesMerged: 3,
      citiesDeleted: 1,
      citiesRenamed: 1,
      schoolsMerged: 1,
      schoolsDeleted: 1,
      schoolsRenamed: 2,
      usernamesRepaired: 3,
    });

    // Merged: 'Cаiro' into Cairo (its schools too, 'Nile Language School' once), 'Giza\u200B'
    // into Giza, 'Ｌｕｘｏｒ' into Luxor.
    const gone = await t.db
      .select({ id: cities.id })
      .from(cities)
      .where(inArray(cities.id, [fakeCairo, fakeGiza, fullWidth, invisible]));
    expect(gone).toEqual([]);
    expect(await userRow(students.fakeNile)).toMatchObject({
      cityId: cairo,
      schoolId: nile,
      username: 'Mark Twain',
    });
    expect(await userRow(students.fakeOnly)).toMatchObject({ cityId: cairo, schoolId: fakeOnly });
    const [sphinx] = await t.db.select().from(schools).where(eq(schools.id, fakeOnly));
    expect(sphinx).toMatchObject({ name: 'Sphinx Academy', cityId: cairo });
    expect(await userRow(students.fakeGiza)).toMatchObject({ cityId: giza, username: 'Student' });
    // Renamed: the override removed; nothing visible left: deleted, students asked again.
    const [happy] = await t.db.select().from(cities).where(eq(cities.id, reversed));
    expect(happy?.name).toBe('nwot yppah');
    expect(await userRow(students.invisible)).toMatchObject({
      cityId: null,
      username: 'محمد أحمد',
    });
    expect(await userRow(students.invisibleSchool)).toMatchObject({ cityId: giza, schoolId: null });
    const [split] = await t.db.select().from(schools).where(eq(schools.id, splitSchool));
    expect(split?.name).toBe('Ahmed أحمد School');
    expect(await userRow(students.arabic)).toMatchObject({ username: 'محمد أحمد' });
    expect(await countRows(t.db, users)).toBe(usersBefore);

    // Every stored name now obeys the rule, with the key the app computes for it.
    for (const row of [
      ...(await t.db.select().from(cities)),
      ...(await t.db.select().from(schools)),
    ]) {
      expect(nameProblem(row.name), row.name).toBeUndefined();
      expect(normaliseName(row.name)).toBe(row.name);
      expect(row.nameKey).toBe(toNameKey(row.name));
    }
    for (const row of await t.db.select({ username: users.username }).from(users)) {
      expect(nameProblem(row.username), row.username).toBeUndefined();
    }
    // The suggestions a student sees: one Cairo, one Luxor.
    const listed = (await t.get(ApiRoutes.location.cities)).json<string[]>();
    expect(listed.filter((city) => city === 'Cairo' || city === 'Luxor')).toEqual([
      'Cairo',
      'Luxor',
    ]);

    // Recorded: it never runs twice.
    expect(await runDataMigrations(t.db)).toEqual([]);
  });
});

import { ApiRoutes, ErrorCode, Messages } from '@exam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, schools } from '../src/db/schema';
import { GOVERNORATES, seedCities } from '../src/db/seed';
import { countRows, randomIp } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const cityNames = async () => (await t.get(ApiRoutes.location.cities)).json<string[]>();
const addCity = (name: unknown, ip = randomIp()) =>
  t.post(ApiRoutes.location.cities, { name }, { ip });
const addSchool = (name: unknown, city: unknown, ip = randomIp()) =>
  t.post(ApiRoutes.location.schools, { name, city }, { ip });

describe('cities', () => {
  it("starts with Egypt's 27 governorates, sorted", async () => {
    const names = await cityNames();
    expect(names).toHaveLength(27);
    expect(new Set(names)).toEqual(new Set(GOVERNORATES));
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('seeding again (every start) adds nothing', async () => {
    const before = await countRows(t.db, cities);
    await seedCities(t.db);
    expect(await countRows(t.db, cities)).toBe(before);
  });

  it('adds a city: 201 with its trimmed name, then listed in order', async () => {
    const response = await addCity('  Sharm El Sheikh ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: 'Sharm El Sheikh' });
    const names = await cityNames();
    expect(names).toContain('Sharm El Sheikh');
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('refuses an existing city in any case or spacing with 409 "City already exists"', async () => {
    const before = await countRows(t.db, cities);
    for (const name of ['Cairo', 'cairo', ' CAIRO  ']) {
      const response = await addCity(name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: Messages.cityExists, code: ErrorCode.CityExists });
    }
    expect(await countRows(t.db, cities)).toBe(before);
  });

  it('refuses an empty, too long, non-string or control-character name with 400', async () => {
    const before = await countRows(t.db, cities);
    for (const name of ['', '   ', 'x'.repeat(101), 42, 'Cai\u0000ro']) {
      const response = await addCity(name);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.ValidationFailed);
    }
    expect((await t.post(ApiRoutes.location.cities, { name: 'X', country: 'EG' })).statusCode).toBe(
      400,
    );
    expect(await countRows(t.db, cities)).toBe(before);
  });
});

describe('schools', () => {
  it('adds a school to a city (city matched case-insensitively) and lists it with its city', async () => {
    const response = await addSchool('Nile Language School', ' giza ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: 'Nile Language School', city: 'Giza' });
    const listed = (await t.get(`${ApiRoutes.location.schools}?city=GIZA`)).json<unknown[]>();
    expect(listed).toContainEqual({ name: 'Nile Language School', city: 'Giza' });
  });

  it('refuses the same school again in that city, in any case, with 409', async () => {
    await addSchool('Alexandria STEM School', 'Alexandria');
    const before = await countRows(t.db, schools);
    const response = await addSchool('  alexandria stem SCHOOL', 'alexandria');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: Messages.schoolExists,
      code: ErrorCode.SchoolExists,
    });
    expect(await countRows(t.db, schools)).toBe(before);
  });

  it('allows the same school name in another city', async () => {
    expect((await addSchool('Port Academy', 'Port Said')).statusCode).toBe(201);
    expect((await addSchool('Port Academy', 'Suez')).statusCode).toBe(201);
  });

  it('refuses a school in an unknown city with 422 CITY_NOT_FOUND', async () => {
    const before = await countRows(t.db, schools);
    const response = await addSchool('Lost School', 'Atlantis');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: Messages.cityNotFound,
      code: ErrorCode.CityNotFound,
    });
    expect(await countRows(t.db, schools)).toBe(before);
  });

  it("lists only one city's schools with ?city=, all of them without it, sorted", async () => {
    await addSchool('Aswan High School', 'Aswan');
    await addSchool('aswan Girls School', 'Aswan');
    const aswan = (await t.get(`${ApiRoutes.location.schools}?city=%20aswan%20`)).json<
      { name: string; city: string }[]
    >();
    expect(aswan).toEqual([
      { name: 'aswan Girls School', city: 'Aswan' },
      { name: 'Aswan High School', city: 'Aswan' },
    ]);
    const all = (await t.get(ApiRoutes.location.schools)).json<{ city: string }[]>();
    expect(all.length).toBeGreaterThan(aswan.length);
    expect(new Set(all.map((school) => school.city)).size).toBeGreaterThan(1);
    expect((await t.get(`${ApiRoutes.location.schools}?city=`)).json()).toEqual(all);
    expect((await t.get(`${ApiRoutes.location.schools}?city=Atlantis`)).json()).toEqual([]);
  });

  it('refuses unknown query parameters with 400', async () => {
    const response = await t.get(`${ApiRoutes.location.schools}?town=Cairo`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unknown field: town',
      code: ErrorCode.ValidationFailed,
      issues: [{ path: 'query.town', message: 'Unknown field: town' }],
    });
  });

  it('refuses missing fields with both messages', async () => {
    const response = await t.post(ApiRoutes.location.schools, {});
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      `${Messages.schoolRequired}, ${Messages.cityRequired}`,
    );
  });
});

describe('creation rate limit', () => {
  it('allows 30 new cities or schools per IP address per hour, then 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let index = 0; index < 30; index += 1) {
      expect((await addSchool(`Limit School ${index}`, 'Minya', ip)).statusCode).toBe(201);
    }
    const limited = await addCity('One Too Many', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: Messages.rateLimited, code: ErrorCode.RateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(61);
    expect((await addCity('One Too Many', ip)).statusCode).toBe(201);
  });

  it('does not count "already exists" answers, so a class behind one address can sign up', async () => {
    const ip = randomIp();
    await addSchool('Shared Class School', 'Qena', ip);
    for (let index = 0; index < 40; index += 1) {
      expect((await addSchool('Shared Class School', 'Qena', ip)).statusCode).toBe(409);
    }
    expect((await addCity('Fresh Town', ip)).statusCode).toBe(201);
  });
});

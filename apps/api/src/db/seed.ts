import { toNameKey } from '../lib/name-key';
import type { Database } from './database';
import { cities } from './schema';

/** Egypt's 27 governorates: the cities a student can pick before anyone has added one. */
export const GOVERNORATES = [
  'Cairo',
  'Giza',
  'Alexandria',
  'Dakahlia',
  'Red Sea',
  'Beheira',
  'Faiyum',
  'Gharbia',
  'Ismailia',
  'Monufia',
  'Minya',
  'Qalyubia',
  'New Valley',
  'Suez',
  'Aswan',
  'Assiut',
  'Beni Suef',
  'Port Said',
  'Damietta',
  'Sharqia',
  'South Sinai',
  'Kafr El Sheikh',
  'Matrouh',
  'Luxor',
  'Qena',
  'North Sinai',
  'Sohag',
] as const;

/** Idempotent (runs at every start) and safe when several processes start together. */
export async function seedCities(db: Database): Promise<void> {
  await db
    .insert(cities)
    .values(GOVERNORATES.map((name) => ({ name, nameKey: toNameKey(name) })))
    .onConflictDoNothing({ target: cities.nameKey });
}

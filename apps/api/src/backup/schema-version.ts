import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { migrationsFolder as appMigrationsFolder } from '../db/migrate';
import type { AppliedMigration } from './backup-format';
import type { SqlSession } from './sql-session';
import { quoteIdent } from './sql-session';

/**
 * The schema version of a database is the list of drizzle migrations applied to it (the rows of
 * drizzle.__drizzle_migrations: each migration's `created_at`, the journal's `when`, and the
 * SHA-256 of its SQL file). Drizzle decides what to apply by comparing `when` with the last row;
 * so does this file. Restore uses it to rebuild a schema at exactly a backup's version inside its
 * own transaction (drizzle's migrator opens its own), by the same steps as drizzle's migrator.
 */
export interface JournalMigration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

const JournalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/** The migrations of this product, in order (apps/api/drizzle unless told otherwise). */
export function readJournal(folder: string = appMigrationsFolder): JournalMigration[] {
  const journal = JournalSchema.parse(
    JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => {
    const file = files[index];
    if (!file || file.folderMillis !== entry.when) {
      throw new Error(`The migration journal in ${folder} does not match its SQL files`);
    }
    return { tag: entry.tag, when: entry.when, hash: file.hash, statements: file.sql };
  });
}

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** What is applied, oldest first ([] when the database was never migrated). */
export async function appliedMigrations(
  session: SqlSession,
  journal: JournalMigration[],
): Promise<AppliedMigration[]> {
  const [exists] = await session.query(`select to_regclass('${MIGRATIONS_TABLE}') is not null`);
  if (exists?.[0] !== true) return [];
  const rows = await session.query(
    `select created_at::text, hash from ${MIGRATIONS_TABLE} order by created_at, id`,
  );
  const tags = new Map(journal.map((migration) => [migration.when, migration.tag]));
  return rows.map(([when, hash]) => ({
    when: Number(when),
    hash: String(hash),
    tag: tags.get(Number(when)) ?? null,
  }));
}

export interface SchemaComparison {
  /** How many of the journal's migrations the applied list covers (its length when it fits). */
  version: number;
  /** Applied migrations this product does not know, newer than its last one. */
  newer: AppliedMigration[];
  /** Applied migrations that are not a prefix of the journal (a foreign or edited history). */
  foreign: AppliedMigration[];
}

/**
 * Places an applied list against the journal: it must be the journal's first N migrations
 * (drizzle never skips one). Anything after the journal's last migration is "newer": a later
 * version of the product made it.
 */
export function compareWithJournal(
  applied: AppliedMigration[],
  journal: JournalMigration[],
): SchemaComparison {
  const last = journal.at(-1)?.when ?? 0;
  const newer = applied.filter((migration) => migration.when > last);
  const known = applied.filter((migration) => migration.when <= last);
  const foreign = known.filter((migration, index) => journal[index]?.when !== migration.when);
  return { version: known.length, newer, foreign };
}

/** The tag a version ends with ("0005_social_sign_in"), or null for version 0. */
export function tagAt(journal: JournalMigration[], version: number): string | null {
  return version === 0 ? null : (journal[version - 1]?.tag ?? null);
}

/**
 * Applies the journal's migrations from `from` (already applied) up to `to` (exclusive index),
 * in the caller's transaction, recording each as drizzle does, so that a later server start
 * finds them applied and goes on from there.
 */
export async function applyMigrations(
  session: SqlSession,
  journal: JournalMigration[],
  from: number,
  to: number,
): Promise<string[]> {
  await session.query('create schema if not exists drizzle');
  await session.query(`create table if not exists ${MIGRATIONS_TABLE} (
    id serial primary key,
    hash text not null,
    created_at bigint
  )`);
  const applied: string[] = [];
  for (const migration of journal.slice(from, to)) {
    for (const statement of migration.statements) {
      if (statement.trim() !== '') await session.query(statement);
    }
    await session.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.when,
    ]);
    applied.push(migration.tag);
  }
  return applied;
}

const SnapshotSchema = z.object({
  tables: z.record(z.string(), z.unknown()).default({}),
  enums: z.record(z.string(), z.unknown()).default({}),
  sequences: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Everything any of the product's migrations ever created ("public.users", ...), from drizzle's
 * snapshots: what a restore drops before rebuilding a schema at another version. Objects of
 * other applications in the same database are never named here, so never dropped.
 */
export function migrationObjects(folder: string = appMigrationsFolder): {
  tables: string[];
  types: string[];
  sequences: string[];
} {
  const meta = join(folder, 'meta');
  const objects = {
    tables: new Set<string>(),
    types: new Set<string>(),
    sequences: new Set<string>(),
  };
  for (const file of readdirSync(meta).filter((name) => name.endsWith('_snapshot.json'))) {
    const snapshot = SnapshotSchema.parse(JSON.parse(readFileSync(join(meta, file), 'utf8')));
    for (const name of Object.keys(snapshot.tables)) objects.tables.add(name);
    for (const name of Object.keys(snapshot.enums)) objects.types.add(name);
    for (const name of Object.keys(snapshot.sequences)) objects.sequences.add(name);
  }
  return {
    tables: [...objects.tables].sort(),
    types: [...objects.types].sort(),
    sequences: [...objects.sequences].sort(),
  };
}

/** Drops what the product's migrations create, and the record of them. */
export async function dropMigrationObjects(session: SqlSession, folder?: string): Promise<void> {
  const objects = migrationObjects(folder);
  const qualified = (name: string) => name.split('.').map(quoteIdent).join('.');
  for (const table of objects.tables) {
    await session.query(`drop table if exists ${qualified(table)} cascade`);
  }
  for (const sequence of objects.sequences) {
    await session.query(`drop sequence if exists ${qualified(sequence)} cascade`);
  }
  for (const type of objects.types) {
    await session.query(`drop type if exists ${qualified(type)} cascade`);
  }
  await session.query(`drop table if exists ${MIGRATIONS_TABLE}`);
}

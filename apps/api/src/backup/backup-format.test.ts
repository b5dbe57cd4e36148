import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup-format';
import type { CatalogTable } from './catalog';
import { loadOrder, selectRowsSql } from './catalog';
import { compareWithJournal } from './schema-version';

const table = (name: string, parents: string[] = []): CatalogTable => ({
  name,
  columns: [
    { name: 'id', type: 'uuid', collatable: false },
    { name: 'key', type: 'text', collatable: true },
  ],
  primaryKey: ['id'],
  parents,
});

describe('backup file names', () => {
  it('sort by time and hold no character a shell or a file system dislikes', () => {
    expect(backupFileName(new Date('2026-11-24T02:55:07.123Z'))).toBe(
      'exam-prep-backup-20261124-025507Z.jsonl.gz',
    );
  });
});

describe('the order tables are written and loaded in', () => {
  it('puts parents before children, ties by name', () => {
    const ordered = loadOrder([
      table('exam_answers', ['exams']),
      table('users', ['schools']),
      table('exams', ['users']),
      table('schools'),
      table('cities'),
    ]);
    expect(ordered.map((entry) => entry.name)).toEqual([
      'cities',
      'schools',
      'users',
      'exams',
      'exam_answers',
    ]);
  });

  it('refuses foreign keys that form a cycle', () => {
    expect(() => loadOrder([table('a', ['b']), table('b', ['a'])])).toThrow(/cycle/);
  });

  it('reads rows as text in key order, text compared byte by byte', () => {
    expect(selectRowsSql({ ...table('t'), primaryKey: ['key'] })).toBe(
      'select row_source."id"::text, row_source."key"::text from "t" as row_source order by row_source."key" collate "C"',
    );
  });
});

describe('schema versions against the journal', () => {
  const journal = [1, 2, 3].map((when) => ({
    tag: `000${when}_x`,
    when,
    hash: 'h',
    statements: [],
  }));
  const applied = (...whens: number[]) => whens.map((when) => ({ when, hash: 'h', tag: null }));

  it('places a prefix of the journal at its length', () => {
    expect(compareWithJournal(applied(1, 2), journal)).toEqual({
      version: 2,
      newer: [],
      foreign: [],
    });
  });

  it('calls migrations after the journal newer, and a gap foreign', () => {
    expect(compareWithJournal(applied(1, 2, 3, 4), journal).newer).toHaveLength(1);
    expect(compareWithJournal(applied(1, 3), journal).foreign).toHaveLength(1);
  });
});

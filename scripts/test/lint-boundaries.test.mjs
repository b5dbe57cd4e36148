// The boundary rules of eslint.config.js, each proven to fire: a small fixture that breaks the
// rule is linted as if it lived at the place the rule guards (ESLint's lintText with a file path;
// the imports resolve to the repository's real files), and the same place with an allowed
// import is linted as a control, so a rule that stopped matching fails here.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

// Type information is not what these rules read; a virtual file has none.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
});

/** The boundary errors of `code` linted as the file `path`: their messages. */
async function boundaryErrors(path, code) {
  return (await boundaryMessages(path, code)).map((message) => message.message);
}

/** The boundary errors of `code` linted as the file `path`: { line, message }. */
async function boundaryMessages(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result.messages
    .filter((message) => BOUNDARY_RULES.has(message.ruleId))
    .map(({ line, message }) => ({ line, message }));
}

/** The lines of `code` that have at least one boundary error. */
async function linesWithErrors(path, code) {
  const lines = (await boundaryMessages(path, code)).map((message) => message.line);
  return [...new Set(lines)].sort((a, b) => a - b);
}

describe('the lint keeps the boundaries of docs/architecture.md', () => {
  it('a web feature does not import another feature', async () => {
    const file = 'apps/web/src/features/exam/boundary-fixture.ts';
    const errors = await boundaryErrors(
      file,
      "import { startPractice } from '../practice/api/start-practice';\nexport { startPractice };\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('A web feature does not import another feature'),
    ]);
    const allowed = await boundaryErrors(
      file,
      "import { getExamDetails } from './api/get-exam-details';\nimport { formatTime } from '../../lib/format-time';\nexport { getExamDetails, formatTime };\n",
    );
    expect(allowed).toEqual([]);
  });

  it('packages/cat imports no workspace package and no Node module', async () => {
    const file = 'packages/cat/src/boundary-fixture.ts';
    const code = [
      "import { z } from '@exam/contract';",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { LESSONS } from '../../bank/src/lessons';",
      'export { z, readFileSync, join, LESSONS };',
    ].join('\n');
    expect(await linesWithErrors(file, code)).toEqual([1, 2, 3, 4]);
    const errors = await boundaryErrors(file, code);
    expect(
      errors.every((message) => /pure/.test(message) || /no workspace package/.test(message)),
    ).toBe(true);
    const allowed = await boundaryErrors(
      file,
      "import { createRng } from './rng';\nexport { createRng };\n",
    );
    expect(allowed).toEqual([]);
  });

  it('packages/bank imports no workspace package and no Node module', async () => {
    const file = 'packages/bank/src/boundary-fixture.ts';
    const code =
      "import { createHash } from 'node:crypto';\nimport { startSession } from '@exam/cat';\nexport { createHash, startSession };\n";
    expect(await linesWithErrors(file, code)).toEqual([1, 2]);
    const allowed = await boundaryErrors(file, "import { z } from 'zod';\nexport { z };\n");
    expect(allowed).toEqual([]);
  });

  it('a routes file does not import a repository', async () => {
    const file = 'apps/api/src/modules/exam/boundary-fixture.routes.ts';
    const errors = await boundaryErrors(
      file,
      "import * as repository from './exam.repository';\nexport { repository };\n",
    );
    expect(errors).toEqual([expect.stringContaining('Routes stay thin')]);
    const allowed = await boundaryErrors(
      file,
      "import * as service from './exam.service';\nexport { service };\n",
    );
    expect(allowed).toEqual([]);
  });

  it('packages/contract imports zod only', async () => {
    const file = 'packages/contract/src/boundary-fixture.ts';
    const code = [
      "import { useState } from 'react';",
      "import { randomUUID } from 'node:crypto';",
      "import { LESSONS } from '../../bank/src/lessons';",
      'export { useState, randomUUID, LESSONS };',
    ].join('\n');
    expect(await linesWithErrors(file, code)).toEqual([1, 2, 3]);
    const errors = await boundaryErrors(file, code);
    expect(errors.every((message) => message.includes('contract imports zod only'))).toBe(true);
    const allowed = await boundaryErrors(
      file,
      "import { z } from 'zod';\nimport { ROUTES } from './routes';\nexport { z, ROUTES };\n",
    );
    expect(allowed).toEqual([]);
  });

  it('the web app does not import the API', async () => {
    const file = 'apps/web/src/lib/boundary-fixture.ts';
    const errors = await boundaryErrors(
      file,
      "import { buildApp } from '../../../api/src/app';\nexport { buildApp };\n",
    );
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.every((message) => message.includes('over HTTP only'))).toBe(true);
  });
});

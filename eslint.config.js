// Type-aware linting for the whole monorepo. The boundary rules at the end keep the dependency
// direction of docs/architecture.md ("Dependency rules"), each one checked by a fixture in
// scripts/test/lint-boundaries.test.mjs so that none can silently stop firing.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Node's own modules, with and without the `node:` prefix. */
const nodeModules = ['node:*', ...builtinModules.filter((name) => !name.startsWith('_'))];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      'apps/api/drizzle/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', '*.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // ---- Boundaries. Import strings are checked by no-restricted-imports; where a relative path
  // could cross a boundary unseen, import-x/no-restricted-paths checks the resolved file.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/web',
              from: 'apps/api',
              message: 'The web app talks to the API over HTTP only.',
            },
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A web feature does not import another feature: move what both need to components/ or lib/.',
            })),
            {
              target: ['packages/cat', 'packages/bank'],
              from: ['apps', 'packages/contract'],
              message: 'packages/cat and packages/bank are pure: they import no workspace package.',
            },
            {
              target: 'packages/cat',
              from: 'packages/bank',
              message: 'packages/cat imports no workspace package.',
            },
            {
              target: 'packages/bank',
              from: 'packages/cat',
              message: 'packages/bank imports no workspace package.',
            },
            {
              target: 'packages/contract',
              from: ['apps', 'packages/cat', 'packages/bank'],
              message: 'contract imports zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@exam/api', '@exam/api/*', '**/apps/api/**'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/cat/src/**/*.ts', 'packages/bank/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeModules
            .filter((name) => !name.includes('*'))
            .map((name) => ({
              name,
              message: 'packages/cat and packages/bank are pure: no I/O, no Node modules.',
            })),
          patterns: [
            {
              group: ['@exam/*', 'node:*'],
              message:
                'packages/cat and packages/bank are pure: no workspace package, no Node modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Everything but zod and the package's own files.
              group: ['*', '!zod', '!zod/**', '!./**', '!../**', '!.'],
              message: 'contract imports zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/*.repository.ts', '*.repository', '*.repository.ts'],
              message: 'Routes stay thin: a route calls a service, never a repository.',
            },
          ],
        },
      ],
    },
  },
);

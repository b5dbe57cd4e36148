// The closing list of failed tests that `npm test` prints, read from the two JSON reports.
import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures } from '../test-failures.mjs';

describe('the failed tests named at the end of npm test', () => {
  it('takes the first non-empty line of an error, without terminal colours', () => {
    expect(
      firstLine('\n  \x1b[31mError: expect(received).toBe(expected)\x1b[39m\n\nExpected: 2'),
    ).toBe('Error: expect(received).toBe(expected)');
    expect(firstLine(undefined)).toBe('');
  });

  it('names each failed Vitest case with its file, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/api/test/exam.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'the exam ends on time', status: 'passed', failureMessages: [] },
            {
              fullName: 'the exam refuses a late answer',
              status: 'failed',
              failureMessages: ['AssertionError: expected 200 to be 409\n    at exam.test.ts:10'],
            },
          ],
        },
        {
          name: '/repo/apps/web/src/broken.test.tsx',
          status: 'failed',
          message: 'Failed to load url ./missing',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures('unit', report, '/repo')).toEqual([
      'unit: apps/api/test/exam.test.ts › the exam refuses a late answer: AssertionError: expected 200 to be 409',
      'unit: apps/web/src/broken.test.tsx: Failed to load url ./missing',
    ]);
    expect(vitestFailures('unit', undefined, '/repo')).toEqual([]);
  });

  it('names each unexpected Playwright result with its file, describe blocks and title', () => {
    const report = {
      suites: [
        {
          title: 'practice.spec.ts',
          file: 'practice.spec.ts',
          specs: [{ title: 'a session', tests: [{ status: 'expected', results: [{}] }] }],
          suites: [
            {
              title: 'at a phone width',
              file: 'practice.spec.ts',
              specs: [
                {
                  title: 'the reason reads well',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { error: { message: 'first try' } },
                        {
                          error: {
                            message: 'Error: locator.click: Test timeout of 120000ms exceeded.',
                          },
                        },
                      ],
                    },
                  ],
                },
                { title: 'a flaky one', tests: [{ status: 'flaky', results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures('browser', report)).toEqual([
      'browser: practice.spec.ts › at a phone width › the reason reads well: Error: locator.click: Test timeout of 120000ms exceeded.',
    ]);
  });
});

import { minutesText } from '@exam/contract';
import type { StudentLimit } from '../rate-limit/student-limits';

/**
 * Per-admin limits on the console's expensive question requests (issue 23): an import checks and
 * writes up to 20 MB, an export reads the whole bank, a check parses, draws and marks. An editor
 * previews as they type (the web app waits for a pause), so the check's limit is generous; a
 * script hammering any of them is stopped. Keyed by the account, like the students' limits.
 */
export const QUESTION_IMPORTS_PER_HOUR = 60;
export const QUESTION_EXPORTS_PER_HOUR = 60;
export const QUESTION_CHECKS_PER_HOUR = 2_000;

export const questionImports: StudentLimit = {
  rule: {
    name: 'admin-question-imports:user',
    limit: QUESTION_IMPORTS_PER_HOUR,
    windowSeconds: 3600,
  },
  message: (wait) =>
    `You have sent ${QUESTION_IMPORTS_PER_HOUR} imports within an hour. You can import again in ${minutesText(wait)}.`,
};

export const questionExports: StudentLimit = {
  rule: {
    name: 'admin-question-exports:user',
    limit: QUESTION_EXPORTS_PER_HOUR,
    windowSeconds: 3600,
  },
  message: (wait) =>
    `You have exported the bank ${QUESTION_EXPORTS_PER_HOUR} times within an hour. You can export again in ${minutesText(wait)}.`,
};

export const questionChecks: StudentLimit = {
  rule: {
    name: 'admin-question-checks:user',
    limit: QUESTION_CHECKS_PER_HOUR,
    windowSeconds: 3600,
  },
  message: (wait) =>
    `The preview has been asked for ${QUESTION_CHECKS_PER_HOUR} times within an hour. It works again in ${minutesText(wait)}.`,
};

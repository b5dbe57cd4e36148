import {
  AdminProblemReportSchema,
  AdminQuestionPageSchema,
  AdminQuestionSchema,
  AdminUserSchema,
  CalibrationProposalSchema,
  CalibrationRunSchema,
  CheckQuestionResponseSchema,
  ImportQuestionsResponseSchema,
  ItemStatsPageSchema,
  LessonNameListSchema,
  UserSchema,
} from '@exam/contract';
import { describe, expect, it } from 'vitest';
import * as fixtures from './admin-fixtures';

describe('the web admin fixtures', () => {
  it.each([
    ['adminUser', UserSchema, fixtures.adminUser],
    ['lessonNames', LessonNameListSchema, fixtures.lessonNames],
    ['questionPage', AdminQuestionPageSchema, fixtures.questionPage],
    ['adminQuestion', AdminQuestionSchema, fixtures.adminQuestion],
    ['checkResponse', CheckQuestionResponseSchema, fixtures.checkResponse],
    ['importDryRun', ImportQuestionsResponseSchema, fixtures.importDryRun],
    ['reportItem', AdminProblemReportSchema, fixtures.reportItem],
    ['statsPage', ItemStatsPageSchema, fixtures.statsPage],
    ['proposal', CalibrationProposalSchema, fixtures.proposal],
    ['calibrationRun', CalibrationRunSchema, fixtures.calibrationRun],
    ['account', AdminUserSchema, fixtures.accounts[0]],
  ] as const)('%s matches the contract', (_name, schema, value) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });
});

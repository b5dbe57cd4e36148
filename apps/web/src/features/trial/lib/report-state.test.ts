import { describe, expect, it } from 'vitest';
import { trialResult } from '../../../test/trial-fixtures';
import { readTrialReportState, toTrialReportState } from './report-state';

describe('trial report navigation state', () => {
  it('carries the finished trial without the last verdict and reads it back', () => {
    const result = trialResult({
      timerExpired: true,
      feedback: { questionId: 't3', questionNumber: 3, isCorrect: false },
    });
    const state = toTrialReportState(result);
    expect(state.trialReport).not.toHaveProperty('feedback');
    expect(state.trialReport).not.toHaveProperty('completed');
    expect(readTrialReportState(structuredClone(state))).toEqual(state.trialReport);
    expect(readTrialReportState(state)?.timerExpired).toBe(true);
  });

  it('is null without usable state', () => {
    expect(readTrialReportState(null)).toBeNull();
    expect(readTrialReportState({ topic: 'Geometry & Trigonometry' })).toBeNull();
    expect(
      readTrialReportState({ trialReport: { ...trialResult(), questions: [{ id: 'x' }] } }),
    ).toBeNull();
  });
});

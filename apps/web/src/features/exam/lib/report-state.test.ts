import { describe, expect, it } from 'vitest';
import { result } from '../../../test/exam-fixtures';
import { readReportState, toReportState } from './report-state';

describe('report navigation state', () => {
  it('carries the spec fields of a result and reads them back', () => {
    const state = toReportState(result({ timerExpired: true }));
    expect(state).toMatchObject({
      performance: 0.734,
      averageTimeSpent: 42.37,
      timerExpired: true,
      totalQuestions: 9,
    });
    expect(state.detailedPerformance).toHaveLength(3);
    expect(readReportState(structuredClone(state))).toEqual(state);
  });

  it('is null without usable state', () => {
    expect(readReportState(null)).toBeNull();
    expect(readReportState({ topic: 'Geometry & Trigonometry' })).toBeNull();
    expect(
      readReportState({ performance: 0.5, averageTimeSpent: 1, detailedPerformance: [{}] }),
    ).toBeNull();
  });
});

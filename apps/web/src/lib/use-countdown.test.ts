import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('rounds partial seconds up and never goes below zero', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(9_000, 10_000)).toBe(0);
  });

  it('shows the server time first, ticks each second and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    const now = Date.now();
    const { result } = renderHook(() =>
      useCountdown({ deadlineAt: now + 3_000, remainingSeconds: 3 }, onExpire),
    );
    expect(result.current).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1_010);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('resyncs to a new deadline', () => {
    const start = Date.now();
    const { result, rerender } = renderHook(
      ({ deadlineAt, remainingSeconds }) =>
        useCountdown({ deadlineAt, remainingSeconds }, () => undefined),
      { initialProps: { deadlineAt: start + 100_000, remainingSeconds: 100 } },
    );
    act(() => {
      vi.advanceTimersByTime(2_010);
    });
    expect(result.current).toBe(98);
    rerender({ deadlineAt: Date.now() + 50_000, remainingSeconds: 50 });
    expect(result.current).toBe(50);
    act(() => {
      vi.advanceTimersByTime(1_010);
    });
    expect(result.current).toBe(49);
  });

  it('is null without a clock', () => {
    const { result } = renderHook(() => useCountdown(null, () => undefined));
    expect(result.current).toBeNull();
  });
});

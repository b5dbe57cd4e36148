import { useDeferredValue } from 'react';

/**
 * The value, rendered in a background render: the first render (and every render right after the
 * value changes) sees the previous value (`null` at first, a skeleton's cue), then React renders
 * again with the new one in an interruptible, time-sliced pass that yields to the browser every few
 * milliseconds. A large section (the dashboard's 32 lessons, its charts' tables, a long list of
 * past exams) then never blocks a phone's main thread for its whole render at once, which is what
 * Lighthouse's total blocking time counts.
 */
export function useBackgroundValue<T>(value: T | undefined): T | null {
  return useDeferredValue(value ?? null, null);
}

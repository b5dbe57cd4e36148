import { useEffect, useEffectEvent, useState } from 'react';

/** Whole seconds left until `deadlineAt` (epoch ms), rounded up so 0 means the time is up. */
export function secondsLeft(deadlineAt: number, now: number): number {
  return Math.max(0, Math.ceil((deadlineAt - now) / 1000));
}

/** A server reading: `remainingSeconds` as received, and the local deadline it gives. */
export type CountdownClock = { deadlineAt: number; remainingSeconds: number };

/**
 * A countdown to a local deadline (docs/product.md §9: ticks each second). The deadline comes from the
 * server's remainingSeconds on each answer (received at + remaining), so the display resyncs on
 * every answer; ticks land on the deadline's second boundaries so the shown second never lags.
 * `onExpire` runs once per deadline when it is reached (from the timer, not from a render).
 */
export function useCountdown(clock: CountdownClock | null, onExpire: () => void): number | null {
  const deadlineAt = clock?.deadlineAt ?? null;
  const [tick, setTick] = useState<{ deadlineAt: number; now: number } | null>(null);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (deadlineAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      setTick({ deadlineAt, now });
      const msLeft = deadlineAt - now;
      if (msLeft <= 0) {
        expire();
        return;
      }
      // Wake just after the next whole second before the deadline.
      timer = setTimeout(update, (msLeft % 1000 || 1000) + 5);
    };
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [deadlineAt]);

  if (clock === null) return null;
  // Until the first tick for a new deadline, show what the server said.
  if (tick === null || tick.deadlineAt !== clock.deadlineAt) return clock.remainingSeconds;
  return secondsLeft(tick.deadlineAt, tick.now);
}

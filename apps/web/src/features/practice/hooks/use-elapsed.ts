import { useEffect, useState } from 'react';
import { elapsedSeconds, type ElapsedClock } from './practice-session-reducer';

/** Seconds since the session started, counting up each second from the server's reading. */
export function useElapsed(clock: ElapsedClock | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || !clock) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [clock, running]);
  // Until the first tick after a new reading, show the reading itself.
  return elapsedSeconds(clock, clock ? Math.max(now, clock.receivedAt) : now);
}

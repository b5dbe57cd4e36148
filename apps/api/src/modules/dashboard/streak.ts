import { addDays } from './zoned-days';

/**
 * The streak (issue 22): the run of active days (at least one practice answer checked, or an
 * exam or trial finished) ending today, or ending yesterday while today has none yet, so a
 * student who has not practised yet today does not see their streak drop to 0 in the morning.
 * Pure; days are calendar dates 'YYYY-MM-DD' in the student's time zone.
 */
export function streakOf(
  activeDays: ReadonlySet<string>,
  today: string,
): { days: number; activeToday: boolean } {
  const activeToday = activeDays.has(today);
  let day = activeToday ? today : addDays(today, -1);
  let days = 0;
  while (activeDays.has(day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return { days, activeToday };
}

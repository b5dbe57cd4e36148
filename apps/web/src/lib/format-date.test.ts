import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes day, short month, year and 24-hour time (en-GB)', () => {
    expect(formatDate(new Date(2026, 2, 4, 9, 5).toISOString())).toBe('4 Mar 2026, 09:05');
    expect(formatDate(new Date(2026, 10, 22, 15, 40).toISOString())).toBe('22 Nov 2026, 15:40');
    expect(formatDate(new Date(2026, 0, 1, 0, 7).toISOString())).toBe('1 Jan 2026, 00:07');
  });

  it('writes the same parts in Arabic (ar-EG) with Western digits', () => {
    const text = formatDate(new Date(2026, 2, 4, 9, 5).toISOString(), 'ar-EG-u-nu-latn');
    expect(text).toContain('مارس');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/09:05/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

import { ItemFlagLabels, ProblemReasonLabels, ResolutionLabels, RoleLabels } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALES } from '../../../i18n/i18n';
import { tAdmin, type AdminMessageId } from '../catalog';
import { formatCount, formatDateTime, formatDecimal, formatPercent } from './format';

const stripMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe("the console's figures", () => {
  it('read as en-GB in English, as they always have', () => {
    const locale = INTL_LOCALES.en;
    expect(formatCount(12345, locale)).toBe('12,345');
    expect(formatDecimal(-0.21, locale)).toBe('-0.21');
    expect(formatPercent(0.125, locale)).toBe('13%');
    expect(formatDateTime('2026-11-24T14:05:00', locale)).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime('not a date', locale)).toBe('not a date');
  });

  it('read with Western digits in Arabic, the month in Arabic', () => {
    const locale = INTL_LOCALES.ar;
    expect(formatCount(12345, locale)).toBe('12,345');
    expect(stripMarks(formatDecimal(-0.21, locale))).toBe('-0.21');
    expect(stripMarks(formatPercent(0.125, locale))).toBe('13%');
    const date = formatDateTime('2026-11-24T14:05:00', locale);
    expect(date).toMatch(/نوفمبر/);
    expect(date).toMatch(/2026/);
  });
});

describe("the console's catalog", () => {
  it('says in English what the contract says (reasons, resolutions, flags, roles)', () => {
    const pairs = [
      ['admin.reason', ProblemReasonLabels],
      ['admin.resolution', ResolutionLabels],
      ['admin.flag', ItemFlagLabels],
      ['admin.role', RoleLabels],
    ] as const;
    for (const [prefix, labels] of pairs) {
      for (const [key, text] of Object.entries(labels)) {
        const id = `${prefix}.${key}` as AdminMessageId;
        expect(tAdmin(id), id).toBe(text);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { RegisterRequestSchema } from './auth';
import { NAME_MAX_LENGTH } from './constants';
import { CreateCityRequestSchema, CreateSchoolRequestSchema } from './location';
import { nameProblem, normaliseName, repairName } from './names';
import { SignupFormSchema } from './signup-form';

/** Issue 17, finding 9: the one rule for usernames, cities and schools (docs/decisions/025). */

const ACCEPTED = [
  'Cairo',
  'Kafr El Sheikh',
  "St. Mary's School",
  'El-Nasr Boys School',
  'Zoë Ünal',
  'Ahmed 2nd',
  // Egyptian students and schools write their names in Arabic, with or without diacritics.
  'محمد أحمد',
  'مُحَمَّد',
  'محـمد',
  'مدرسة الشهيد أحمد زويل الثانوية',
  'القاهرة ٢',
  // Each word in one alphabet is fine.
  'مدرسة Cairo',
  'Ελληνικό Σχολείο',
  'Москва',
  '東京都立高校',
];

const HIDDEN = {
  'right-to-left override': '\u202EoriaC',
  'left-to-right isolate': 'Cai\u2066ro',
  'Arabic letter mark': 'محمد\u061C',
  'zero-width space': 'Ca\u200Biro',
  'zero-width joiner': 'Cai\u200Dro',
  'word joiner': 'Cai\u2060ro',
  'byte order mark inside': 'Cai\uFEFFro',
  'soft hyphen': 'Cai\u00ADro',
  'C1 control (CSI)': 'Cai\u009Bro',
  'C1 control (NEL)': 'Cai\u0085ro',
  'tag character': 'Cairo\u{E0041}',
  'Hangul filler': 'Cairo \u3164',
  'variation selector': 'Cairo\uFE0F',
};

const MIXED = {
  'Cyrillic а in a Latin word': 'Cаiro',
  'Cyrillic С and о': 'Саirо',
  'Greek Rho': 'Ρaris',
  'Latin and Arabic in one word': 'Ahmedأحمد',
};

describe('the name rule', () => {
  it.each(ACCEPTED)('accepts %s', (name) => {
    expect(nameProblem(normaliseName(name))).toBeUndefined();
  });

  it.each(Object.entries(HIDDEN))('refuses a %s', (_, name) => {
    expect(nameProblem(normaliseName(name))).toBe('hidden');
  });

  it.each(Object.entries(MIXED))('refuses a word mixing alphabets: %s', (_, name) => {
    expect(nameProblem(normaliseName(name))).toBe('mixedScripts');
  });

  it('normalises to NFKC with single spaces', () => {
    expect(normaliseName('  Ｃａｉｒｏ   Ｗｅｓｔ ')).toBe('Cairo West');
    expect(normaliseName('ﬁrst ﬂoor')).toBe('first floor');
    // Arabic presentation forms become the ordinary letters.
    expect(normaliseName('ﻣﺤﻤﺪ')).toBe('محمد');
    expect(normaliseName('Cairo\u00A0\u3000West')).toBe('Cairo West');
  });
});

describe('the schemas that carry names', () => {
  const register = (fields: Record<string, string>) =>
    RegisterRequestSchema.safeParse({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Geometry#2026',
      city: 'Cairo',
      school: 'Nile School',
      ...fields,
    });

  it('store the normalised name', () => {
    const parsed = register({ username: ' Ａｄａ  Lovelace ', city: 'ｃａｉｒｏ' });
    expect(parsed.success && parsed.data).toMatchObject({
      username: 'Ada Lovelace',
      city: 'cairo',
    });
    expect(CreateCityRequestSchema.parse({ name: 'القاهرة' })).toEqual({ name: 'القاهرة' });
  });

  it('say which field and why, in words a student understands', () => {
    expect(register({ city: 'Cаiro' }).error?.issues.map((issue) => issue.message)).toEqual([
      'City mixes letters from different alphabets in one word: please type each word in one alphabet',
    ]);
    expect(register({ username: 'Ada\u202E' }).error?.issues.map((issue) => issue.message)).toEqual(
      ['Name contains hidden or control characters: please type it again'],
    );
    expect(
      CreateSchoolRequestSchema.safeParse({ name: 'Nile\u200BSchool', city: 'Cairo' }).error
        ?.issues[0]?.message,
    ).toBe('School contains hidden or control characters: please type it again');
  });

  it('give the same messages in the sign-up form, before anything is sent', () => {
    const result = SignupFormSchema.safeParse({
      firstName: 'Ad\u200Ba',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Geometry#2026',
      phoneNumber: '0100',
      city: 'Cаiro',
      school: 'مدرسة النيل',
      terms: true,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'First name contains hidden or control characters: please type it again',
      'City mixes letters from different alphabets in one word: please type each word in one alphabet',
    ]);
  });
});

describe('repairName (provider names and rows stored before the rule)', () => {
  it.each([
    ['Cаiro', 'Cairo'],
    ['Саirо', 'Cairo'],
    ['Мoсква', 'Москва'],
    ['Ρaris', 'Paris'],
    ['\u202EoriaC', 'oriaC'],
    ['Ca\u200Biro \u2066School\u2069', 'Cairo School'],
    ['Tab\there\nand\u0085there', 'Tab here and there'],
    ['Ahmedأحمد', 'Ahmed أحمد'],
    ['Ｃａｉｒｏ', 'Cairo'],
    ['\u200B\u200D\uFEFF', ''],
  ])('repairs %j to %j', (raw, repaired) => {
    expect(repairName(raw)).toBe(repaired);
  });

  it.each(ACCEPTED)('leaves the acceptable %s as it is', (name) => {
    expect(repairName(name)).toBe(name);
  });

  it('always gives an acceptable name of at most 100 characters, or nothing (seeded random text)', () => {
    // Letters of several alphabets, look-alikes, digits, spaces and every kind of hidden character.
    const palette = [
      ...'aeoCPXcpxyАаеоСсрхΡροαحمدأ٢3 -.',
      '\u202E',
      '\u200B',
      '\u0085',
      '\t',
      '\uFEFF',
      '\u3164',
      'Ｃ',
      'ﬁ',
      '\u{E0041}',
      '😀',
      '\uD800',
    ];
    let seed = 20261125;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let sample = 0; sample < 2000; sample += 1) {
      const length = 1 + Math.floor(next() * 120);
      let raw = '';
      for (let i = 0; i < length; i += 1) raw += palette[Math.floor(next() * palette.length)];
      const repaired = repairName(raw);
      expect(repaired.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
      if (repaired !== '') expect(nameProblem(repaired), JSON.stringify(raw)).toBeUndefined();
      expect(repairName(repaired)).toBe(repaired);
      expect(normaliseName(repaired)).toBe(repaired);
    }
  });
});

import {
  checkAnswer,
  unmarkableReason,
  UNREADABLE_REASON,
  type CheckableQuestion,
} from '@exam/bank';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { localReason, LRI, PDI, REASON_RULE_IDS, reasonMessageIds } from '.';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

// ---------------------------------------------------------------- the checker's own reasons

type Settings = Partial<CheckableQuestion>;

/** Keys of every kind the checker marks, each with the marking fields that change its reasons. */
const NUMBER_SETTINGS: Settings[] = [
  {},
  { exact: true },
  { decimals: 0 },
  { decimals: 1 },
  { decimals: 2 },
  { decimals: 7 },
  { decimals: 2, trueValue: 4.2426 },
  { tolerance: 0.1 },
  { unit: 'cm' },
  { unit: 'units' },
];
const KEYS: [string, Settings[]][] = [
  ['5', NUMBER_SETTINGS],
  ['-4/5', NUMBER_SETTINGS],
  ['3√2', NUMBER_SETTINGS],
  ['4.24', NUMBER_SETTINGS],
  ['12.5', NUMBER_SETTINGS],
  ['114.6', NUMBER_SETTINGS],
  ['π/6', NUMBER_SETTINGS],
  ['2π/3', NUMBER_SETTINGS],
  ['30°', NUMBER_SETTINGS],
  ['√3/2', NUMBER_SETTINGS],
  ['cos 13°', NUMBER_SETTINGS],
  ['7 cm', NUMBER_SETTINGS],
  ['126 cm²', [{}]],
  ['12 units', [{}]],
  ['12 square units', [{}]],
  ['8 cubic units', [{}]],
  ['60 km/h', [{}]],
  ['30°, 150°', [{}, { decimals: 1 }]],
  ['3, -2', [{}, { exact: true }, { unit: 'cm' }]],
  ['π/6, 5π/6', [{}, { exact: true }]],
  ['2, 3, 4', [{}]],
  ['(3, -4)', [{}, { decimals: 1 }]],
  ['(√3/2, 1/2)', [{}, { exact: true }]],
  ['(4.25, 3)', [{}, { decimals: 2 }, { decimals: 0 }]],
  ['(3√2, 1)', [{}, { exact: true }]],
  ['(30°, 2)', [{}]],
  ['(12.5, 1)', [{}]],
  ['(1, 2, 3)', [{}]],
  ['π/4 + πk', [{}]],
  ['45° + 180°k', [{}]],
  ['2kπ ± π/3', [{}]],
  ['QII', [{}]],
  ['No solution', [{}]],
  ['undefined', [{}, { synonyms: ['not defined'] }]],
  ['@@', [{}]],
  ['abc', [{ kind: 'number' }, { kind: 'point' }, { kind: 'general' }]],
];
const TYPED = [
  ...['', '   ', 'abc', '((', '🙂', '5', '-5', '5.0', '5 cm', '5 apples', '4', '4.2', '-4.2'],
  ...['4.24', '4.243', '-4.243', '4.2426', '4.25', '4.3', '4/5', '-4/5', '0.8', '-0.8', '3√2'],
  ...['-3√2', '12.5', '12.52', '12.6', '13', '114.6', '114.59', '115', '114.60', '0.5236'],
  ...['0.52', '0.5', 'π/6', '-π/6', '30°', '-30°', '30', '31°', '2π/3', '2.094', '2.09', '120°'],
  ...['7', '7 cm', '7 m', '7.0 cm', '126', '126 cm²', '126 m²', '12', '12 units', '12 cm'],
  ...['12 square units', '12 m', '8', '8 cm³', '8 m²', '60', '60 km/h', '60 mph', '0.866'],
  ...[
    '0.87',
    '√3/2',
    '0.974',
    '0.97',
    'cos 13°',
    '3, -2',
    '-2, 3',
    '3, 2',
    '3, 3',
    '3',
    '3 cm, -2 cm',
  ],
  ...['3 m, -2 m', '3.0, -2.0', '3.1, -2', '30°, 150°', '150°, 30°', '30°, 30°', '30°, 31°', '30°'],
  ...['30.0°, 150°', 'π/6, 5π/6', '0.52, 5π/6', 'π/6, π/6', '2, 3, 4', '2, 3', '4, 3, 2, 5'],
  ...['2, 2, 3', '(3, -4)', '(-4, 3)', '(3, 4)', '(-3, -4)', '(3, 5)', '(4, -4)', '3, -4'],
  ...['(3, -4, 1)', '(3.0, -4)', '(3.04, -4)', '(0.87, 0.5)', '(0.866, 0.5)', '(√3/2, 1/2)'],
  ...['(4.2, 3)', '(4.3, 3)', '(4.25, 3)', '(4, 3)', '(4.2 cm, 3)', '(4.24, 1)', '(4.2426, 1)'],
  ...['(3√2, 1)', '(4.2, 1)', '(π/6, 2)', '(30°, 2)', '(12.52, 1)', '(12.5, 1)', '(1, 2)'],
  ...[
    '(1, 2, 3)',
    '(1, 2, 4)',
    '(1, 2)',
    'π/4 + πk',
    '5π/4 + πk',
    'π/4 + 2πk',
    'π/4 + 2πk, 5π/4 + 2πk',
  ],
  ...['45° + 180°k', '45° + 360°k', '45°', 'π/4', '0.785 + 3.142k', '2kπ ± π/3', '2kπ + π/3'],
  ...['QII', 'second quadrant', 'Q3', 'no solution', 'none', 'undefined', 'not defined', 'DNE'],
];

function checkerReasons(): Set<string> {
  const reasons = new Set<string>();
  for (const [answer, settings] of KEYS) {
    for (const setting of settings) {
      for (const given of TYPED) {
        reasons.add(checkAnswer({ type: 'short_answer', answer, ...setting }, given).reason);
      }
    }
  }
  const options = ['sin 30°', 'cos 30°', '1/2'];
  for (const mode of ['index', 'text'] as const) {
    for (const given of ['0', '1', '2', '7', '-1', 'x', 'sin 30°', 'cos 30°', 'tan 30°']) {
      const mcq: CheckableQuestion = { type: 'MCQ', answer: 'cos 30°', options, mode };
      reasons.add(checkAnswer(mcq, given).reason);
    }
  }
  const kinds = [undefined, 'text', 'number', 'list', 'point', 'general'] as const;
  for (const answer of ['', ' ', '@@', '5', 'QII', '(1, 2)', '1, 2', 'π/4 + πk']) {
    for (const kind of kinds) {
      const reason = unmarkableReason(answer, kind);
      if (reason !== null) reasons.add(reason);
    }
  }
  return reasons;
}

let reasons: string[] = [];
beforeAll(() => {
  reasons = [...checkerReasons()].sort();
});

/** The Arabic text outside the isolated maths parts. */
const outsideMaths = (text: string) =>
  text.replace(new RegExp(`${LRI}[^${LRI}${PDI}]*${PDI}`, 'g'), '');

describe("localReason over the checker's own reasons", () => {
  it('collects many different reasons from the real checker', () => {
    expect(reasons.length).toBeGreaterThan(150);
    expect(reasons).toContain(UNREADABLE_REASON);
  });

  it('knows every one of them, and shows it in Arabic with no Latin letter outside the maths', async () => {
    const unknown = reasons.filter((reason) => reasonMessageIds(reason) === null);
    expect(unknown).toEqual([]);
    await act(() => activateLanguage('ar'));
    const notArabic = reasons.filter((reason) => {
      const shown = localReason(reason);
      const words = outsideMaths(shown);
      return shown === reason || /[A-Za-z]/.test(words) || !/[\u0600-\u06FF]/.test(words);
    });
    expect(notArabic.map((reason) => [reason, localReason(reason)])).toEqual([]);
  });

  it('has no rule the checker never needs: every message is reached by a real reason', () => {
    const reached = new Set(reasons.flatMap((reason) => reasonMessageIds(reason) ?? []));
    const apiOnly = (id: string) => id.startsWith('reason.api.');
    expect(REASON_RULE_IDS.filter((id) => !reached.has(id) && !apiOnly(id))).toEqual([]);
  });

  it('gives every reason back word for word in English (the English catalog is the checker’s)', () => {
    expect(reasons.filter((reason) => localReason(reason) !== reason)).toEqual([]);
  });
});

// ---------------------------------------------------------------- exact Arabic

const ltr = (maths: string) => `${LRI}${maths}${PDI}`;

describe('localReason in Arabic', () => {
  it('translates the sentences, keeping the maths as typed, left to right', async () => {
    await act(() => activateLanguage('ar'));
    expect(localReason('could not read your answer')).toBe('لم نتمكّن من قراءة إجابتك');
    expect(localReason('Your answer 115 is not accurate enough: give one decimal place')).toBe(
      `إجابتك ${ltr('115')} ليست دقيقة بما يكفي: قرّبها إلى منزلة عشرية واحدة`,
    );
    expect(localReason('Your answer 4.2 is not accurate enough: give two decimal places')).toBe(
      `إجابتك ${ltr('4.2')} ليست دقيقة بما يكفي: قرّبها إلى منزلتين عشريتين`,
    );
    expect(localReason('Your answer 4.2 is not accurate enough: give no decimal places')).toBe(
      `إجابتك ${ltr('4.2')} ليست دقيقة بما يكفي: قرّبها إلى أقرب عدد صحيح`,
    );
    expect(localReason('Correct: 3√2 ≈ 4.243 matches 4.243')).toBe(
      `صحيح: ${ltr('3√2 ≈ 4.243')} تطابق ${ltr('4.243')}`,
    );
    expect(localReason('Give the exact value in terms of π, e.g. 2π/3')).toBe(
      `اكتب القيمة المضبوطة بدلالة π، مثل ${ltr('2π/3')}`,
    );
    expect(localReason('You gave 1 of the 2 answers: some are missing')).toBe(
      'كتبت 1 من أصل إجابتين: بعض الإجابات ناقصة',
    );
    expect(localReason('Give your answer in radians')).toBe('اكتب إجابتك بالراديان');
  });

  it("names the coordinate in Arabic, and translates a coordinate's own reason", async () => {
    await act(() => activateLanguage('ar'));
    expect(localReason('The y-coordinate has the wrong sign')).toBe('إشارة الإحداثي الصادي خاطئة');
    expect(localReason('The x-coordinate: is not accurate enough: give two decimal places')).toBe(
      'الإحداثي السيني: ليس دقيقًا بما يكفي: قرّبه إلى منزلتين عشريتين',
    );
    expect(localReason('The x-coordinate: cm is close but not exact')).toBe(
      'الإحداثي السيني: قريب من الإجابة لكنه ليس مضبوطًا',
    );
    expect(localReason('A coordinate: Give the exact value, e.g. 2√5')).toBe(
      `أحد الإحداثيات: اكتب القيمة المضبوطة، مثل ${ltr('2√5')}`,
    );
    expect(localReason('The coordinates are in the wrong order: x comes first')).toBe(
      `ترتيب الإحداثيات خاطئ: يأتي الإحداثي ${ltr('x')} أولًا`,
    );
  });

  it('translates the generic units, in the sentence and in an answer', async () => {
    await act(() => activateLanguage('ar'));
    expect(localReason('The answer is in square units')).toBe('اكتب الإجابة بالوحدات المربعة');
    expect(localReason('The answer is in cm²')).toBe(`اكتب الإجابة بوحدة ${ltr('cm²')}`);
    expect(localReason('5 units is not one of the answers')).toBe(
      `${ltr('5')} وحدات ليس من الإجابات الصحيحة`,
    );
    expect(localReason('Correct: 3√2 square units ≈ 4.243 matches 3√2')).toBe(
      `صحيح: ${ltr('3√2')} وحدات مربعة ${ltr('≈ 4.243')} تطابق ${ltr('3√2')}`,
    );
  });

  it("translates the API's own texts around the checker, the bank's mistake as it is", async () => {
    await act(() => activateLanguage('ar'));
    expect(localReason('Please choose one of the options.')).toBe('اختر أحد الاختيارات.');
    expect(localReason('A common mistake gives this option: using sin for cos.')).toBe(
      `هذا الاختيار ناتج عن خطأ شائع: ${ltr('using sin for cos')}.`,
    );
  });

  it('shows a sentence it does not know as it came', async () => {
    await act(() => activateLanguage('ar'));
    expect(localReason('A newer checker sentence')).toBe('A newer checker sentence');
    expect(localReason('The x-coordinate: a newer tail')).toBe('The x-coordinate: a newer tail');
    expect(localReason('')).toBe('');
  });
});

describe('localReason in English', () => {
  it('gives the reason unchanged, with no isolates', () => {
    for (const reason of [
      'Your answer 4.2 is not accurate enough: give at least three significant figures',
      'The x-coordinate: cm is close but not exact',
      'The answer is in square units',
      'A common mistake gives this option: using sin for cos.',
      'Something else',
    ]) {
      expect(localReason(reason)).toBe(reason);
    }
  });
});

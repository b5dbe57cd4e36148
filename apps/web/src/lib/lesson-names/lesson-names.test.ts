import { LESSONS, TOPIC, UNITS } from '@exam/bank';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { lessonText } from '.';
import arabicSource from './catalog/ar.json?raw';

// The source text: an imported catalog arrives compiled (config/compile-catalogs.ts).
const ar = JSON.parse(arabicSource) as Record<string, string>;

const bankTexts = [
  TOPIC,
  ...UNITS.map((unit) => unit.name),
  ...LESSONS.flatMap((lesson) => [lesson.name, lesson.description]),
];

afterEach(async () => {
  await activateLanguage('en');
});

describe('lesson names in the interface language', () => {
  it('has an Arabic title for the topic, every unit, and every lesson and description', () => {
    expect(bankTexts.filter((text) => !ar[`lesson.${text}`])).toEqual([]);
  });

  it('writes the Arabic in Arabic words: no Latin letters, only the maths of degrees', () => {
    expect(Object.values(ar).filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  });

  it('keeps English as the bank writes it, and shows an unknown name as it came', async () => {
    expect(lessonText('The sine rule')).toBe('The sine rule');
    await activateLanguage('ar');
    expect(lessonText('The sine rule')).toBe('قاعدة الجيب');
    expect(lessonText(TOPIC)).toBe('الهندسة وحساب المثلثات');
    expect(lessonText('A lesson added next year')).toBe('A lesson added next year');
  });
});

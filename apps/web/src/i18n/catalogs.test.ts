import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, compileCatalog } from '../../config/compile-catalogs';

// Every catalog as its source text (`?raw`: not compiled), in whichever folder owns it.
const sources = import.meta.glob<string>('../**/catalog/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
type Catalog = Record<string, string>;
const catalogs = Object.entries(sources).map(([path, text]) => ({
  feature: path.replace(/^\.\.\//, '').replace(/\/catalog\/\w+\.json$/, ''),
  language: path.slice(-7, -5),
  messages: JSON.parse(text) as Catalog,
}));
const inLanguage = (language: string) => catalogs.filter((c) => c.language === language);

/** What a message takes from the code: its {placeholders} and <n>elements</n>, sorted. */
function slots(message: string): string[] {
  const found = [...message.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((match) =>
    match[1] !== undefined ? `{${match[1]}}` : `<${match[2]}>`,
  );
  return [...new Set(found)].sort();
}

describe('the message catalogs', () => {
  it('come in pairs: each feature has English and Arabic, and nothing else', () => {
    expect(catalogs.length).toBeGreaterThan(0);
    expect(inLanguage('en').map((c) => c.feature)).toEqual(inLanguage('ar').map((c) => c.feature));
    expect(catalogs.filter((c) => c.language !== 'en' && c.language !== 'ar')).toEqual([]);
  });

  it('have the same message ids in English and Arabic, feature by feature', () => {
    for (const english of inLanguage('en')) {
      const arabic = inLanguage('ar').find((c) => c.feature === english.feature);
      expect(Object.keys(arabic?.messages ?? {}).sort(), english.feature).toEqual(
        Object.keys(english.messages).sort(),
      );
    }
  });

  it('never give one id to two features (the runtime merges every catalog)', () => {
    const ids = inLanguage('en').flatMap((c) => Object.keys(c.messages));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('compile in ICU message format, every one of them', () => {
    for (const { feature, language, messages } of catalogs) {
      expect(Object.keys(compileCatalog(messages)), `${feature} ${language}`).toHaveLength(
        Object.keys(messages).length,
      );
    }
  });

  it('take the same placeholders and elements in both languages', () => {
    const differing: string[] = [];
    for (const english of inLanguage('en')) {
      const arabic = inLanguage('ar').find((c) => c.feature === english.feature)?.messages ?? {};
      for (const [id, message] of Object.entries(english.messages)) {
        if (slots(message).join() !== slots(arabic[id] ?? '').join()) differing.push(id);
      }
    }
    expect(differing).toEqual([]);
  });

  it('are found by the build in a feature or a shared folder, and no other JSON is', () => {
    const found = (path: string) => CATALOG_FILE.test(path);
    expect(found('/app/apps/web/src/features/auth/catalog/ar.json')).toBe(true);
    expect(found('/app/apps/web/src/components/attempt/catalog/en.json')).toBe(true);
    expect(found('/app/apps/web/src/app/catalog/ar.json')).toBe(true);
    expect(found('/app/apps/web/src/catalog/ar.json')).toBe(false);
    expect(found('/app/apps/web/src/features/auth/catalog/messages.json')).toBe(false);
    expect(found('/app/apps/web/src/features/auth/data/en.json')).toBe(false);
  });

  it('name the message that does not compile', () => {
    expect(() => compileCatalog({ 'broken.one': 'You have {count, plural, one {#}' })).toThrow(
      /message "broken\.one"/,
    );
  });
});

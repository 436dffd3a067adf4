/** The API's messages are translated in full: same keys and placeholders, no Estonian left in ru/en. */
import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES } from './i18n';

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else
    for (const [k, v] of Object.entries(value as object))
      flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const markers = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]).sort();

/** Same in every language by design: the site's name, and the PDFs' labels (Latin fonts only). */
const SAME_BY_DESIGN = (key: string, text: string) =>
  text === 'Küünal' || key.startsWith('payments.document.');

describe('API messages', () => {
  const et = flatten(MESSAGES.et);
  for (const locale of LOCALES.filter((l) => l !== 'et')) {
    it(`${locale}: every key, placeholder and text translated`, () => {
      const texts = flatten(MESSAGES[locale]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(et).sort());
      const problems: string[] = [];
      for (const [key, text] of Object.entries(texts)) {
        if (markers(text).join() !== markers(et[key]!).join())
          problems.push(`${key}: placeholders`);
        if (SAME_BY_DESIGN(key, et[key]!)) continue;
        if (text === et[key]) problems.push(`${key}: still Estonian`);
        if (locale === 'ru' && !/\p{Script=Cyrillic}/u.test(text))
          problems.push(`${key}: no Russian`);
      }
      expect(problems).toEqual([]);
    });
  }
});

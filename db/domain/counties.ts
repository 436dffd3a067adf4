import type { Locale } from './locales';
import { slugify } from './slugs';

/** URL slug of a county: "Lääne-Viru maakond" → "laane-viru". Always from the Estonian name. */
export function countySlug(name: string): string {
  return slugify(name.replace(/\s*maakond$/i, ''));
}

/**
 * The 15 counties' Russian names, in the customary form of the stem and -маа ("Харью" →
 * "Харьюмаа"), keyed by their Estonian name without " maakond"; in English a county is "<name> County", as the Estonian state writes it
 * ("Harju County"). The one place these names live: the API's /api/counties and the app's cards
 * both read it.
 */
const RUSSIAN_STEMS: Readonly<Record<string, string>> = {
  Harju: 'Харью',
  Hiiu: 'Хийу',
  'Ida-Viru': 'Ида-Виру',
  Järva: 'Ярва',
  Jõgeva: 'Йыгева',
  Lääne: 'Ляэне',
  'Lääne-Viru': 'Ляэне-Виру',
  Pärnu: 'Пярну',
  Põlva: 'Пылва',
  Rapla: 'Рапла',
  Saare: 'Сааре',
  Tartu: 'Тарту',
  Valga: 'Валга',
  Viljandi: 'Вильянди',
  Võru: 'Выру',
};

/**
 * A county's name in a language, from its Estonian name ("Harju maakond" → "Harju County",
 * "Харьюмаа"); Estonian, and a name that is not a county's, as given.
 */
export function countyName(estonianName: string, locale: Locale): string {
  const short = /^(.+) maakond$/.exec(estonianName)?.[1];
  if (locale === 'et' || short === undefined || !(short in RUSSIAN_STEMS)) return estonianName;
  return locale === 'en' ? `${short} County` : `${RUSSIAN_STEMS[short]!}маа`;
}

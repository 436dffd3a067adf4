/**
 * The counties' names in English and Russian (Estonian: db/domain/counties.ts).
 */
import { ESTONIAN_NAMES } from './counties';
import type { Locale } from './locales';

/**
 * Their Russian names in ESTONIAN_NAMES's order, in the customary form: the stem and -маа
 * ("Харью" → "Харьюмаа"). In English a county is "<name> County", as the Estonian state writes
 * it ("Harju County"). The one place these names live: the API's /api/counties and the app's
 * texts (countyNamesIn) both read it.
 */
const RUSSIAN_STEMS = [
  'Харью',
  'Хийу',
  'Ида-Виру',
  'Ярва',
  'Йыгева',
  'Ляэне',
  'Ляэне-Виру',
  'Пярну',
  'Пылва',
  'Рапла',
  'Сааре',
  'Тарту',
  'Валга',
  'Вильянди',
  'Выру',
];

/**
 * A county's name in a language, from its Estonian name ("Harju maakond" → "Harju County",
 * "Харьюмаа"); Estonian, and a name that is not a county's, as given.
 */
export function countyName(estonianName: string, locale: Locale): string {
  const short = /^(.+) maakond$/.exec(estonianName)?.[1] ?? '';
  const index = ESTONIAN_NAMES.indexOf(short);
  if (locale === 'et' || index < 0) return estonianName;
  return locale === 'en' ? `${short} County` : `${RUSSIAN_STEMS[index]!}маа`;
}

/**
 * The app's texts' `counties`: each county's name in a language by its Estonian name, which is
 * how notices give it (Estonian: the names themselves).
 */
export function countyNamesIn(locale: Exclude<Locale, 'et'>): Record<string, string> {
  return Object.fromEntries(
    ESTONIAN_NAMES.map((short) => [`${short} maakond`, countyName(`${short} maakond`, locale)]),
  );
}

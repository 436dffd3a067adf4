/**
 * The weekdays' names in the site's languages, written once for the company page, the owner's
 * hours form and the server's schema.org hours. Estonian and Russian in lower case, as they
 * stand in running text; `capital` for a label that starts a line.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../vocabulary/locales';
import type { Weekday } from './opening-hours';

export const WEEKDAY_NAMES: Record<Locale, Record<Weekday, string>> = {
  et: {
    E: 'esmaspäev',
    T: 'teisipäev',
    K: 'kolmapäev',
    N: 'neljapäev',
    R: 'reede',
    L: 'laupäev',
    P: 'pühapäev',
  },
  en: {
    E: 'Monday',
    T: 'Tuesday',
    K: 'Wednesday',
    N: 'Thursday',
    R: 'Friday',
    L: 'Saturday',
    P: 'Sunday',
  },
  ru: {
    E: 'понедельник',
    T: 'вторник',
    K: 'среда',
    N: 'четверг',
    R: 'пятница',
    L: 'суббота',
    P: 'воскресенье',
  },
};

/** A weekday's name in `language` (Estonian for a language the site does not speak). */
export function weekdayName(day: Weekday, language: string, capital = false): string {
  const locale = (LOCALES as readonly string[]).includes(language)
    ? (language as Locale)
    : DEFAULT_LOCALE;
  const name = WEEKDAY_NAMES[locale][day];
  return capital ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

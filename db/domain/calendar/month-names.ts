/**
 * The months' names as they stand after a day number in running text, in the site's languages
 * (Estonian adessive "25. novembril", Russian genitive "25 ноября"), and a day written that way.
 */
import type { Locale } from '../vocabulary/locales';

export const DAY_MONTH_NAMES: Record<Locale, readonly string[]> = {
  et: [
    'jaanuaril',
    'veebruaril',
    'märtsil',
    'aprillil',
    'mail',
    'juunil',
    'juulil',
    'augustil',
    'septembril',
    'oktoobril',
    'novembril',
    'detsembril',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/** 'YYYY-MM-DD' in words: "25. novembril 2026", "25 November 2026", "25 ноября 2026" */
export function dayInWords(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = DAY_MONTH_NAMES[locale][(month ?? 1) - 1];
  return `${day}${locale === 'et' ? '.' : ''} ${name} ${year}`;
}

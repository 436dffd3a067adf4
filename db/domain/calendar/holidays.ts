/**
 * Estonian public holidays (riigipühad) under the Holidays and Days of National Importance Act
 * (pühade ja tähtpäevade seadus, § 2). Days are ISO calendar dates, YYYY-MM-DD, in Estonian time.
 */
import { isoDay } from './dates';

/** One public holiday: its date and its name in Estonian and English. */
export interface PublicHoliday {
  date: string;
  et: string;
  en: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const golden = year % 19; // the year's place in the 19-year Metonic cycle
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const lunarCorrection = Math.floor((century + 8) / 25);
  const moonShift = Math.floor((century - lunarCorrection + 1) / 3);
  // roughly the days from 21 March to the Paschal full moon
  const epact = (19 * golden + century - leapCenturies - moonShift + 15) % 30;
  const weekdayShift =
    (32 + 2 * (century % 4) + 2 * Math.floor(yearOfCentury / 4) - epact - (yearOfCentury % 4)) % 7;
  const correction = Math.floor((golden + 11 * epact + 22 * weekdayShift) / 451);
  const monthAndDay = epact + weekdayShift - 7 * correction + 114; // month × 31 + day − 1
  const month = Math.floor(monthAndDay / 31);
  const day = (monthAndDay % 31) + 1;
  return isoDay(year, month, day);
}

/** Every public holiday of a year, in date order (Christmas Eve included, as the act says). */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const easterMonth = Number(easter.slice(5, 7));
  const easterDay = Number(easter.slice(8, 10));
  const fromEaster = (days: number) => isoDay(year, easterMonth, easterDay + days);
  const holidays: PublicHoliday[] = [
    { date: isoDay(year, 1, 1), et: 'Uusaasta', en: "New Year's Day" },
    { date: isoDay(year, 2, 24), et: 'Iseseisvuspäev', en: 'Independence Day' },
    { date: fromEaster(-2), et: 'Suur reede', en: 'Good Friday' },
    { date: easter, et: 'Ülestõusmispühade 1. püha', en: 'Easter Sunday' },
    { date: isoDay(year, 5, 1), et: 'Kevadpüha', en: 'Spring Day' },
    { date: fromEaster(49), et: 'Nelipühade 1. püha', en: 'Pentecost' },
    { date: isoDay(year, 6, 23), et: 'Võidupüha', en: 'Victory Day' },
    { date: isoDay(year, 6, 24), et: 'Jaanipäev', en: 'Midsummer Day' },
    {
      date: isoDay(year, 8, 20),
      et: 'Taasiseseisvumispäev',
      en: 'Day of Restoration of Independence',
    },
    { date: isoDay(year, 12, 24), et: 'Jõululaupäev', en: 'Christmas Eve' },
    { date: isoDay(year, 12, 25), et: 'Esimene jõulupüha', en: 'Christmas Day' },
    { date: isoDay(year, 12, 26), et: 'Teine jõulupüha', en: 'Boxing Day' },
  ];
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const holidaysByYear = new Map<number, Set<string>>();

/** Whether a YYYY-MM-DD day is an Estonian public holiday; false for anything malformed. */
export function isPublicHoliday(date: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(date);
  if (!match) return false;
  const year = Number(match[1]);
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(publicHolidays(year).map((h) => h.date));
    holidaysByYear.set(year, days);
  }
  return days.has(date);
}

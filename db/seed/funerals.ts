/**
 * Places of farewell per county, and the farewell sentence of a death notice.
 */
import { DAY_MONTH_NAMES } from '#domain/calendar/month-names';
import { calendarDay, DAY_MS } from './calendar';
import { chance, pick, randomInt, type Rng } from './random';

export interface CountyFunerals {
  /** The county's name without "maakond", in the order of counties.csv (county id = index + 1) */
  county: string;
  /** Share of notices with Slavic names (Ida-Viru and Tallinn have large Russian-speaking communities) */
  slavicShare: number;
  /** Where the farewell is held ("… kirikus", inessive) and the burial ("… kalmistule", allative) */
  farewells: readonly (readonly [venue: string, cemetery: string])[];
}

export const COUNTY_FUNERALS: readonly CountyFunerals[] = [
  {
    county: 'Harju',
    slavicShare: 0.15,
    farewells: [
      ['Tallinna Kaarli kirikus', 'Tallinna Metsakalmistule'],
      ['Tallinna Metsakalmistu kabelis', 'Tallinna Metsakalmistule'],
      ['Tallinna Krematooriumi suures saalis', 'Pärnamäe kalmistule'],
      ['Rahumäe kalmistu kabelis', 'Rahumäe kalmistule'],
      ['Keila Miikaeli kirikus', 'Keila kalmistule'],
      ['Tallinna Aleksander Nevski katedraalis', 'Aleksander Nevski kalmistule'],
    ],
  },
  {
    county: 'Hiiu',
    slavicShare: 0.02,
    farewells: [
      ['Kärdla kirikus', 'Kärdla kalmistule'],
      ['Pühalepa Laurentsiuse kirikus', 'Pühalepa kalmistule'],
      ['Emmaste kirikus', 'Emmaste kalmistule'],
    ],
  },
  {
    county: 'Ida-Viru',
    slavicShare: 0.6,
    farewells: [
      ['Jõhvi Mihkli kirikus', 'Jõhvi kalmistule'],
      ['Iisaku kirikus', 'Iisaku kalmistule'],
      ['Narva Aleksandri kirikus', 'Narva Siivertsi kalmistule'],
      ['Narva Kristuse Ülestõusmise peakirikus', 'Narva Siivertsi kalmistule'],
      ['Kohtla-Järve kalmistu kabelis', 'Kohtla-Järve kalmistule'],
    ],
  },
  {
    county: 'Järva',
    slavicShare: 0.03,
    farewells: [
      ['Paide Püha Risti kirikus', 'Paide kalmistule'],
      ['Türi Martini kirikus', 'Türi kalmistule'],
      ['Ambla Maarja kirikus', 'Ambla kalmistule'],
    ],
  },
  {
    county: 'Jõgeva',
    slavicShare: 0.05,
    farewells: [
      ['Palamuse Laurentsiuse kirikus', 'Palamuse kalmistule'],
      ['Põltsamaa Niguliste kirikus', 'Põltsamaa kalmistule'],
      ['Torma kirikus', 'Torma kalmistule'],
    ],
  },
  {
    county: 'Lääne',
    slavicShare: 0.03,
    farewells: [
      ['Haapsalu Jaani kirikus', 'Haapsalu kalmistule'],
      ['Ridala kirikus', 'Ridala kalmistule'],
      ['Martna kirikus', 'Martna kalmistule'],
    ],
  },
  {
    county: 'Lääne-Viru',
    slavicShare: 0.05,
    farewells: [
      ['Rakvere Kolmainu kirikus', 'Rakvere kalmistule'],
      ['Väike-Maarja kirikus', 'Väike-Maarja kalmistule'],
      ['Kadrina Katariina kirikus', 'Kadrina kalmistule'],
      ['Haljala kirikus', 'Haljala kalmistule'],
    ],
  },
  {
    county: 'Pärnu',
    slavicShare: 0.04,
    farewells: [
      ['Pärnu Eliisabeti kirikus', 'Pärnu Alevi kalmistule'],
      ['Pärnu Metsakalmistu kabelis', 'Pärnu Metsakalmistule'],
      ['Tori Jüri kirikus', 'Tori kalmistule'],
      ['Audru kirikus', 'Audru kalmistule'],
    ],
  },
  {
    county: 'Põlva',
    slavicShare: 0.03,
    farewells: [
      ['Põlva Maarja kirikus', 'Põlva kalmistule'],
      ['Räpina Miikaeli kirikus', 'Räpina kalmistule'],
      ['Kanepi kirikus', 'Kanepi kalmistule'],
    ],
  },
  {
    county: 'Rapla',
    slavicShare: 0.02,
    farewells: [
      ['Rapla Maarja-Magdaleena kirikus', 'Rapla kalmistule'],
      ['Juuru Mihkli kirikus', 'Juuru kalmistule'],
      ['Märjamaa kirikus', 'Märjamaa kalmistule'],
    ],
  },
  {
    county: 'Saare',
    slavicShare: 0.02,
    farewells: [
      ['Kuressaare Laurentiuse kirikus', 'Kuressaare kalmistule'],
      ['Kihelkonna Mihkli kirikus', 'Kihelkonna kalmistule'],
      ['Muhu Katariina kirikus', 'Muhu kalmistule'],
    ],
  },
  {
    county: 'Tartu',
    slavicShare: 0.06,
    farewells: [
      ['Tartu Pauluse kirikus', 'Tartu Pauluse kalmistule'],
      ['Tartu Jaani kirikus', 'Raadi kalmistule'],
      ['Raadi kalmistu kabelis', 'Raadi kalmistule'],
      ['Nõo kirikus', 'Nõo kalmistule'],
    ],
  },
  {
    county: 'Valga',
    slavicShare: 0.05,
    farewells: [
      ['Valga Jaani kirikus', 'Valga kalmistule'],
      ['Otepää Maarja kirikus', 'Otepää kalmistule'],
      ['Helme kirikus', 'Helme kalmistule'],
    ],
  },
  {
    county: 'Viljandi',
    slavicShare: 0.03,
    farewells: [
      ['Viljandi Jaani kirikus', 'Viljandi Metsakalmistule'],
      ['Viljandi Pauluse kirikus', 'Viljandi Metsakalmistule'],
      ['Suure-Jaani kirikus', 'Suure-Jaani kalmistule'],
      ['Karksi kirikus', 'Karksi kalmistule'],
    ],
  },
  {
    county: 'Võru',
    slavicShare: 0.03,
    farewells: [
      ['Võru Katariina kirikus', 'Võru kalmistule'],
      ['Rõuge Maarja kirikus', 'Rõuge kalmistule'],
      ['Urvaste kirikus', 'Urvaste kalmistule'],
    ],
  },
];

/** Weekdays in the adessive, Sunday first as in Date#getUTCDay. */
const WEEKDAYS_ADESSIVE = [
  'pühapäeval',
  'esmaspäeval',
  'teisipäeval',
  'kolmapäeval',
  'neljapäeval',
  'reedel',
  'laupäeval',
] as const;

export function funeralInfo(rng: Rng, deathDayNumber: number, county: CountyFunerals): string {
  const [venue, cemetery] = pick(rng, county.farewells);
  const roll = rng();
  if (roll < 0.07) return 'Ärasaatmine toimub lähedaste ringis.';
  if (roll < 0.14) return `Urn sängitatakse hiljem ${cemetery}.`;
  const dayNumber = deathDayNumber + randomInt(rng, 4, 10);
  const { month, day } = calendarDay(dayNumber);
  const weekday = chance(rng, 0.5)
    ? `${WEEKDAYS_ADESSIVE[new Date(dayNumber * DAY_MS).getUTCDay()]}, `
    : '';
  const time = `kell ${randomInt(rng, 11, 14)}${chance(rng, 0.25) ? '.30' : ''}`;
  const farewell = `Ärasaatmine ${weekday}${day}. ${DAY_MONTH_NAMES.et[month - 1]} ${time} ${venue}.`;
  return chance(rng, 0.6) ? `${farewell} Sängitamine ${cemetery}.` : farewell;
}

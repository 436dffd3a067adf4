/**
 * The directory's demo providers: invented names (never real companies) in towns of every
 * county, with services, hours of every kind the directory shows (office hours, split hours,
 * 24 h, unknown, temporarily closed), price lists (some confirmed over 12 months ago) and a
 * 24/7 transport line on some.
 */
import { isoDay, tallinnWallClock } from '#domain/calendar/dates';
import {
  sameEveryDay,
  type DayHours,
  type OpeningHours,
  type OpenInterval,
} from '#domain/calendar/opening-hours';
import { slugify } from '#domain/pages/slugs';
import { completePrice, type GroupPrice, type PriceGroup } from '#domain/rules/prices';
import { chance, pick, randomInt, shuffle, type Rng } from './random';
import { SERVICE_CATEGORIES } from './services';

export const DEMO_COMPANY_COUNT = 80;

/** A town a company may sit in (an EHAK settlement with its position). */
export interface Town {
  id: number;
  name: string;
  countyId: number;
  lat: number;
  lon: number;
}

export interface CompanyPlan {
  name: string;
  slug: string;
  description: string;
  phone: string;
  email: string;
  website: string | null;
  address: string;
  placeId: number;
  countyId: number;
  lat: number;
  lon: number;
  openingHours: Partial<OpeningHours>;
  transportPhone: string | null;
  prices: GroupPrice[];
  cremationFromCents: number | null;
  burialFromCents: number | null;
  /** slugs of SERVICE_CATEGORIES */
  services: string[];
  createdAt: number;
}

const NAME_STEMS = [
  'Sinilille',
  'Nurmenuku',
  'Pihlaka',
  'Kiviaia',
  'Hämariku',
  'Igaviku',
  'Kadakasalu',
  'Vahtralehe',
  'Hõbekuuse',
  'Koidukiire',
  'Tähevalguse',
  'Kaasikutee',
  'Rukkililli',
  'Järvekalda',
  'Metsatuka',
  'Kellatorni',
  'Õhtutähe',
  'Vaikse Oru',
  'Lepalinnu',
  'Pilveveere',
  'Kuldnoka',
  'Kastanisalu',
  'Haavapuu',
  'Jõekääru',
  'Sammalmäe',
  'Künnapuu',
  'Luigelahe',
  'Lumikellukese',
  'Männisalu',
  'Tammeoksa',
  'Pärnapuu',
  'Kaseoksa',
  'Kanarbiku',
  'Põldmarja',
  'Valgevälja',
  'Hiieveere',
  'Ristipuu',
  'Vaarikamäe',
  'Kalmuküla',
  'Mälestusaia',
];
const NAME_KINDS = [
  'Matusebüroo',
  'Matuseteenused',
  'Leinamaja',
  'Matusekodu',
  'Ärasaatmisteenus',
  'Leinateenused',
];
const STREETS = [
  'Pargi',
  'Kalmistu',
  'Jaama',
  'Kooli',
  'Posti',
  'Vabaduse',
  'Aia',
  'Rahu',
  'Kiriku',
  'Metsa',
];

const interval = (from: string, to: string): OpenInterval => ({ from, to });
const open = (...intervals: OpenInterval[]): DayHours => ({ kind: 'intervals', intervals });
const CLOSED: DayHours = { kind: 'closed' };

/** The day `days` from `now` in Tallinn, YYYY-MM-DD. */
function dayFrom(now: number, days: number): string {
  const clock = tallinnWallClock(now);
  return isoDay(clock.year, clock.month, clock.day + days);
}

/** Hours of one of the kinds the directory must show honestly. */
function planHours(rng: Rng, now: number): Partial<OpeningHours> {
  const roll = rng();
  if (roll < 0.12) return {}; // not known
  if (roll < 0.22) {
    return {
      week: sameEveryDay({ kind: 'allDay' }),
      holidays: { kind: 'asWeekday' },
      closedUntil: null,
    };
  }
  const start = pick(rng, ['08:00', '09:00', '09:00', '10:00']);
  const end = pick(rng, ['16:00', '17:00', '17:00', '18:00']);
  const weekday =
    roll < 0.4
      ? open(interval(start, '12:00'), interval('13:00', end))
      : open(interval(start, end));
  const saturday = chance(rng, 0.5)
    ? open(interval('10:00', pick(rng, ['13:00', '14:00', '15:00'])))
    : CLOSED;
  return {
    week: { ...sameEveryDay(weekday), L: saturday, P: CLOSED },
    holidays: chance(rng, 0.7) ? CLOSED : open(interval('10:00', '13:00')),
    // a few are closed for a while (a renovation, a holiday)
    closedUntil: roll > 0.94 ? dayFrom(now, randomInt(rng, 3, 40)) : null,
  };
}

/** [lowest, highest] "from" price of each group in cents, VAT included. */
const PRICE_RANGES: Record<PriceGroup, [number, number]> = {
  transport: [6_000, 14_000],
  preparation: [5_000, 16_000],
  coffin: [18_000, 60_000],
  cremation: [18_000, 27_000],
  urn: [3_000, 15_000],
  burial: [25_000, 50_000],
  ceremonyHall: [8_000, 25_000],
  wake: [20_000, 60_000],
};

function planPrices(rng: Rng, now: number): GroupPrice[] {
  if (chance(rng, 0.12)) return [];
  // most confirm their list within the year; some lists are older than 12 months
  const confirmedOn = dayFrom(now, -randomInt(rng, 5, chance(rng, 0.25) ? 600 : 330));
  return (Object.keys(PRICE_RANGES) as PriceGroup[]).flatMap((group) => {
    const [low, high] = PRICE_RANGES[group];
    if (!chance(rng, group === 'transport' || group === 'coffin' ? 0.95 : 0.8)) return [];
    const fromCents = Math.round(randomInt(rng, low, high) / 500) * 500;
    return [{ group, fromCents, confirmedOn }];
  });
}

const SERVICE_SHARE: Record<string, number> = {
  surnuvedu: 0.9,
  matusetalitus: 0.8,
  tuhastamine: 0.6,
  'kirstud-ja-urnid': 0.85,
  leinasaal: 0.4,
  peielaud: 0.3,
  'lilled-ja-parjad': 0.5,
  hauatahised: 0.25,
  kalmistutood: 0.35,
  muusika: 0.3,
};

const phone = (rng: Rng) => `+372 5${randomInt(rng, 100, 999)} ${randomInt(rng, 1000, 9999)}`;

/**
 * DEMO_COMPANY_COUNT companies: one in each county first, the rest in towns picked at random
 * (counties with more towns get more), each a little off its town's centre.
 */
export function planCompanies(
  rng: Rng,
  townsByCounty: Map<number, Town[]>,
  now: number,
): CompanyPlan[] {
  const counties = [...townsByCounty.keys()].sort((a, b) => a - b);
  const allTowns = counties.flatMap((id) => townsByCounty.get(id)!);
  const names = shuffle(
    rng,
    NAME_STEMS.flatMap((stem) => NAME_KINDS.map((kind) => `${stem} ${kind}`)),
  );
  return Array.from({ length: DEMO_COMPANY_COUNT }, (_, i) => {
    const town =
      i < counties.length ? pick(rng, townsByCounty.get(counties[i]!)!) : pick(rng, allTowns);
    const name = chance(rng, 0.5) ? `${names[i]!} OÜ` : names[i]!;
    const slug = slugify(name);
    const prices = planPrices(rng, now);
    const services = SERVICE_CATEGORIES.map((s) => s.slug).filter((s) =>
      chance(rng, SERVICE_SHARE[s] ?? 0.3),
    );
    if (services.length === 0) services.push('matusetalitus');
    return {
      name,
      slug,
      description: `${name} on pereettevõte, mis aitab lähedase ärasaatmisel ${town.name} ja selle ümbruse peresid. Räägime läbi iga sammu ja leiame lahenduse, mis sobib teie soovide ja eelarvega.`,
      phone: phone(rng),
      email: `info@${slug}.example.ee`,
      website: chance(rng, 0.7) ? `https://${slug}.example.ee` : null,
      address: `${pick(rng, STREETS)} ${randomInt(rng, 1, 60)}, ${town.name}`,
      placeId: town.id,
      countyId: town.countyId,
      lat: Math.round((town.lat + (rng() - 0.5) * 0.008) * 1e5) / 1e5,
      lon: Math.round((town.lon + (rng() - 0.5) * 0.012) * 1e5) / 1e5,
      openingHours: planHours(rng, now),
      transportPhone: chance(rng, 0.45) ? phone(rng) : null,
      prices,
      cremationFromCents: completePrice(prices, 'cremation')?.cents ?? null,
      burialFromCents: completePrice(prices, 'burial')?.cents ?? null,
      services,
      createdAt: now - randomInt(rng, 30, 900) * 86_400_000,
    };
  });
}

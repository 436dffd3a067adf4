/**
 * Funeral price lists in the same groups for every company: each group has a "from" price in
 * integer euro cents, VAT included, and the day the company last confirmed it. A "complete"
 * price adds up the groups a cremation or a coffin burial cannot do without.
 */
import { isIsoDay, isoDay, tallinnWallClock } from '../calendar/dates';
import type { Locale } from '../vocabulary/locales';

/** The price groups, in the order a price list shows them. */
export const PRICE_GROUPS = [
  'transport', // collecting the deceased and driving to the hall, crematorium or cemetery
  'preparation', // washing, dressing and cold storage
  'coffin',
  'cremation', // the crematorium's work
  'urn',
  'burial', // a coffin burial: grave digging and lowering, filling and the mound
  'ceremonyHall',
  'wake',
] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

/** Each group's name as Estonian funeral homes' price lists word it, in English and Russian. */
export const PRICE_GROUP_LABELS: Record<PriceGroup, Record<Locale, string>> = {
  transport: {
    et: 'Surnuveo teenus',
    en: 'Transport of the deceased',
    ru: 'Перевозка умершего',
  },
  preparation: {
    et: 'Lahkunu ettevalmistamine ja hoiustamine',
    en: 'Preparation and storage',
    ru: 'Подготовка и хранение тела',
  },
  coffin: { et: 'Kirst', en: 'Coffin', ru: 'Гроб' },
  cremation: { et: 'Tuhastamine', en: 'Cremation', ru: 'Кремация' },
  urn: { et: 'Urn', en: 'Urn', ru: 'Урна' },
  burial: { et: 'Kirstumatus', en: 'Coffin burial', ru: 'Погребение в гробу' },
  ceremonyHall: { et: 'Leinasaal', en: 'Ceremony hall', ru: 'Траурный зал' },
  wake: { et: 'Peielaud', en: 'Wake', ru: 'Поминальный стол' },
};

/** A group's name in `language` (Estonian for a language the site does not speak). */
export function priceGroupLabel(group: PriceGroup, language: Locale | (string & {})): string {
  const labels = PRICE_GROUP_LABELS[group];
  return labels[language as Locale] ?? labels.et;
}

/** The two complete options the directory compares. */
export type CompleteOption = 'cremation' | 'burial';

/**
 * The groups a complete option needs: a cremation only (no ceremony) needs transport, a coffin
 * (cremation needs one too), the cremation and an urn; a coffin burial needs transport, a coffin
 * and the burial. Preparation, the hall and the wake are extras a family may do without.
 */
export const COMPLETE_OPTION_GROUPS: Record<CompleteOption, readonly PriceGroup[]> = {
  cremation: ['transport', 'coffin', 'cremation', 'urn'],
  burial: ['transport', 'coffin', 'burial'],
};

/** One line of a company's price list. */
export interface GroupPrice {
  group: PriceGroup;
  /** The lowest price in the group, euro cents, VAT included. */
  fromCents: number;
  /** The day the company last confirmed the price, YYYY-MM-DD. */
  confirmedOn: string;
}

/** The highest price a line may carry (100 000 €), against typing slips. */
export const MAX_PRICE_CENTS = 10_000_000;

/** Whether an amount is whole cents from 0 to MAX_PRICE_CENTS. */
export function isValidPriceCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_PRICE_CENTS;
}

/**
 * The lowest complete price of an option: the sum of each needed group's lowest "from" price,
 * dated the day it became what it is (the newest confirmation among the lines used: the sum
 * changed, or was confirmed, then); null when a needed group has no price.
 */
export function completePrice(
  prices: readonly GroupPrice[],
  option: CompleteOption,
): { cents: number; confirmedOn: string } | null {
  let cents = 0;
  let confirmedOn = '';
  for (const group of COMPLETE_OPTION_GROUPS[option]) {
    const lowest = prices
      .filter((line) => line.group === group)
      .reduce<GroupPrice | null>(
        (best, line) => (!best || line.fromCents < best.fromCents ? line : best),
        null,
      );
    if (!lowest) return null;
    cents += lowest.fromCents;
    if (lowest.confirmedOn > confirmedOn) confirmedOn = lowest.confirmedOn;
  }
  return { cents, confirmedOn };
}

/** How long a confirmed price stays confirmed. */
export const PRICE_CONFIRMATION_MONTHS = 12;

/**
 * Whether a price confirmed on a day (YYYY-MM-DD) still counts as confirmed at `now`: through
 * the same day 12 months later in Estonian time (29 February moves to 28 February); false
 * when the date is malformed.
 */
export function isPriceConfirmed(confirmedOn: string, now: number | Date): boolean {
  if (!isIsoDay(confirmedOn)) return false;
  const [confirmedYear, confirmedMonth, confirmedDay] = confirmedOn.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const months = confirmedMonth - 1 + PRICE_CONFIRMATION_MONTHS;
  const year = confirmedYear + Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastConfirmedDay = isoDay(year, month, Math.min(confirmedDay, lastDayOfMonth));
  const clock = tallinnWallClock(now);
  return isoDay(clock.year, clock.month, clock.day) <= lastConfirmedDay;
}

import { describe, expect, it } from 'vitest';
import {
  completePrice,
  type GroupPrice,
  isPriceConfirmed,
  isValidPriceCents,
  PRICE_GROUP_LABELS,
  PRICE_GROUPS,
  priceGroupLabel,
} from './prices';

const utc = (iso: string) => Date.parse(iso);
const line = (
  group: GroupPrice['group'],
  fromCents: number,
  confirmedOn = '2026-05-01',
): GroupPrice => ({
  group,
  fromCents,
  confirmedOn,
});

describe('price groups', () => {
  it('label every group in Estonian and English', () => {
    expect(PRICE_GROUPS).toHaveLength(8);
    for (const group of PRICE_GROUPS) {
      expect(PRICE_GROUP_LABELS[group].et).not.toBe('');
      expect(PRICE_GROUP_LABELS[group].en).not.toBe('');
    }
    expect(PRICE_GROUP_LABELS.cremation.et).toBe('Tuhastamine');
    expect(PRICE_GROUP_LABELS.burial.et).toBe('Kirstumatus');
  });

  it('label every group in Russian, in Cyrillic', () => {
    for (const group of PRICE_GROUPS) {
      expect(PRICE_GROUP_LABELS[group].ru).toMatch(/^\p{Script=Cyrillic}/u);
    }
    expect(PRICE_GROUP_LABELS.cremation.ru).toBe('Кремация');
    expect(PRICE_GROUP_LABELS.burial.ru).toBe('Погребение в гробу');
    expect(priceGroupLabel('wake', 'ru')).toBe('Поминальный стол');
    expect(priceGroupLabel('wake', 'en')).toBe('Wake');
    // a language the site does not speak reads Estonian
    expect(priceGroupLabel('wake', 'de')).toBe('Peielaud');
  });
});

describe('completePrice', () => {
  const list = [
    line('transport', 9_000, '2026-03-10'),
    line('coffin', 25_000),
    line('coffin', 18_000, '2025-12-01'), // a cheaper coffin, confirmed earlier
    line('cremation', 29_000),
    line('urn', 4_500),
    line('burial', 35_000),
    line('ceremonyHall', 12_000, '2024-01-01'), // an extra: never in a complete price
    line('wake', 1_500, '2024-01-01'),
  ];

  it('adds the lowest price of each needed group, dated by its newest line', () => {
    // cremation: 90 € + 180 € + 290 € + 45 € = 605 €, current since the newest line (01.05.2026)
    expect(completePrice(list, 'cremation')).toEqual({ cents: 60_500, confirmedOn: '2026-05-01' });
    // burial: 90 € + 180 € + 350 € = 620 €
    expect(completePrice(list, 'burial')).toEqual({ cents: 62_000, confirmedOn: '2026-05-01' });
    // not the oldest line's day (the coffin's 01.12.2025), nor an extra's
    const older = list.map((l) => (l.group === 'burial' ? { ...l, confirmedOn: '2026-01-15' } : l));
    expect(completePrice(older, 'burial')?.confirmedOn).toBe('2026-03-10');
  });

  it('has no complete price when a needed group is missing', () => {
    expect(
      completePrice(
        list.filter((l) => l.group !== 'urn'),
        'cremation',
      ),
    ).toBeNull();
    expect(
      completePrice(
        list.filter((l) => l.group !== 'urn'),
        'burial',
      )?.cents,
    ).toBe(62_000);
    expect(completePrice([], 'burial')).toBeNull();
  });
});

describe('isValidPriceCents', () => {
  it('takes whole cents from 0 to 100 000 €', () => {
    expect(isValidPriceCents(0)).toBe(true);
    expect(isValidPriceCents(10_000_000)).toBe(true);
    expect(isValidPriceCents(10_000_001)).toBe(false);
    expect(isValidPriceCents(-1)).toBe(false);
    expect(isValidPriceCents(12.5)).toBe(false);
    expect(isValidPriceCents(Number.NaN)).toBe(false);
  });
});

describe('isPriceConfirmed (12 months, Estonian days)', () => {
  it('holds through the same day a year later and lapses the day after', () => {
    // 2027-05-01 00:30 in Tallinn (summer time) is 2027-04-30 21:30 UTC
    expect(isPriceConfirmed('2026-05-01', utc('2027-04-30T21:30:00Z'))).toBe(true);
    expect(isPriceConfirmed('2026-05-01', utc('2027-05-01T20:59:00Z'))).toBe(true); // 23:59
    expect(isPriceConfirmed('2026-05-01', utc('2027-05-01T21:00:00Z'))).toBe(false); // 2 May 00:00
    expect(isPriceConfirmed('2026-05-01', utc('2026-05-01T08:00:00Z'))).toBe(true);
  });

  it('crosses a year end and clamps 29 February', () => {
    expect(isPriceConfirmed('2025-12-15', utc('2026-12-15T12:00:00Z'))).toBe(true);
    expect(isPriceConfirmed('2025-12-15', utc('2026-12-16T12:00:00Z'))).toBe(false);
    expect(isPriceConfirmed('2024-02-29', utc('2025-02-28T12:00:00Z'))).toBe(true);
    expect(isPriceConfirmed('2024-02-29', utc('2025-03-01T12:00:00Z'))).toBe(false);
  });

  it('is false for a malformed date', () => {
    expect(isPriceConfirmed('01.05.2026', utc('2026-05-02T12:00:00Z'))).toBe(false);
    expect(isPriceConfirmed('2026-02-30', utc('2026-03-01T12:00:00Z'))).toBe(false);
  });
});

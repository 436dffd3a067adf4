/**
 * Prices, VAT rate and seller details from the settings table (JSON values), with the
 * published defaults when a database was not seeded (NO_DEMO=1); written once for both
 * databases (decision 0109): each reads the values as JSON text (SQLite's text column,
 * PostgreSQL's jsonb as text), parsed here.
 */
import type pg from 'pg';
import type { Database } from '#db/client';
import { all, pgDb, sql, sqliteDb, type Db, type Flow } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';

export interface Pricing {
  /** VAT included */
  privateCents: number;
  businessCents: number;
  vatRateBp: number;
  currency: 'EUR';
}

/** Who issues invoices and receipts (settings key `seller`). */
export interface Seller {
  name: string;
  regCode: string;
  vatNo: string;
  address: string;
  email: string;
  iban: string;
}

export const DEFAULT_PRICING: Pricing = {
  privateCents: 2900,
  businessCents: 4900,
  // Estonia's standard rate since 1 July 2025
  vatRateBp: 2400,
  currency: 'EUR',
};

const DEFAULT_SELLER: Seller = {
  name: 'Küünal',
  regCode: '',
  vatNo: '',
  address: '',
  email: '',
  iban: '',
};

const whole = (value: unknown, fallback: number) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback;

/** The prices from the settings' values (`setting(key)`: parsed JSON, undefined when not set) */
export function pricingOf(setting: (key: string) => unknown): Pricing {
  return {
    privateCents: whole(setting('price_private_cents'), DEFAULT_PRICING.privateCents),
    businessCents: whole(setting('price_business_cents'), DEFAULT_PRICING.businessCents),
    vatRateBp: whole(setting('vat_rate_bp'), DEFAULT_PRICING.vatRateBp),
    currency: 'EUR',
  };
}

const PRICING_KEYS = ['price_private_cents', 'price_business_cents', 'vat_rate_bp'];

/** The seller from the value of the setting `seller` (parsed JSON, undefined when not set) */
export function sellerOf(value: unknown): Seller {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text = (key: keyof Seller) =>
    typeof stored[key] === 'string' ? (stored[key] as string) : DEFAULT_SELLER[key];
  return {
    name: text('name'),
    regCode: text('regCode'),
    vatNo: text('vatNo'),
    address: text('address'),
    email: text('email'),
    iban: text('iban'),
  };
}

const settingsNamed = sql<{ key: string; value: string }, [string[]]>('pricing_settings', {
  sqlite: 'SELECT key, value FROM settings WHERE key IN (SELECT value FROM json_each($1))',
  pg: 'SELECT key, value::text AS value FROM settings WHERE key = ANY($1::text[])',
});

/** The settings' values by key (parsed from their JSON), undefined when one is not set */
function* settingsOf(keys: string[]): Flow<(key: string) => unknown> {
  const rows = yield* all(settingsNamed, keys);
  const values = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  return (key) => values.get(key);
}

const pricingStoreOf = <Tx>(db: Db<Tx>) => ({
  pricing: () =>
    db.read(function* () {
      return pricingOf(yield* settingsOf(PRICING_KEYS));
    }),
  seller: () =>
    db.read(function* () {
      return sellerOf((yield* settingsOf(['seller']))('seller'));
    }),
});

export const createPricingStore = ({ sqlite }: Database) => pricingStoreOf(sqliteDb(sqlite));

export type PricingStore = ReturnType<typeof pricingStoreOf>;

export const createPgPricing = (pool: pg.Pool): Port<PricingStore> =>
  portOf(pricingStoreOf(pgDb(pool)));

/**
 * Prices, VAT rate and seller details from the settings table (JSON values), with the
 * published defaults when a database was not seeded (NO_DEMO=1).
 */
import type BetterSqlite3 from 'better-sqlite3';

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

export function createPricingStore(sqlite: BetterSqlite3.Database) {
  const read = sqlite.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const setting = (key: string): unknown => {
    const raw = read.get(key) as string | undefined;
    return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  };
  return {
    pricing(): Pricing {
      return {
        privateCents: whole(setting('price_private_cents'), DEFAULT_PRICING.privateCents),
        businessCents: whole(setting('price_business_cents'), DEFAULT_PRICING.businessCents),
        vatRateBp: whole(setting('vat_rate_bp'), DEFAULT_PRICING.vatRateBp),
        currency: 'EUR',
      };
    },
    seller(): Seller {
      const value = setting('seller');
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
    },
  };
}
export type PricingStore = ReturnType<typeof createPricingStore>;

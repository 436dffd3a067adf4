/**
 * Prices, VAT rate and seller details from the settings table (JSON values), with the
 * published defaults when a database was not seeded (NO_DEMO=1).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { settings } from '../../../../db/schema';
import { param } from '../../lib/placeholders';

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

/** The settings keys pricingOf reads */
export const PRICING_KEYS = ['price_private_cents', 'price_business_cents', 'vat_rate_bp'];

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

export function createPricingStore({ db }: Database) {
  const read = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, param('key')))
    .prepare();
  /** The setting's value (parsed from its JSON), undefined when it is not set */
  const setting = (key: string): unknown => read.get({ key })?.value;
  return {
    pricing: (): Pricing => pricingOf(setting),
    seller: (): Seller => sellerOf(setting('seller')),
  };
}
export type PricingStore = ReturnType<typeof createPricingStore>;

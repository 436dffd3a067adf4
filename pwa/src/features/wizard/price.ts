/**
 * The payment step's price (pure, unit-tested). Prices come VAT included from GET /api/pricing;
 * the VAT in them is counted as the server's orders count it (db/domain/money.ts).
 */
import { vatOf } from '#domain/rules/money';

export interface Pricing {
  privateCents: number;
  businessCents: number;
  /** Basis points: 2400 = 24 % */
  vatRateBp: number;
}

export interface Price {
  totalCents: number;
  vatCents: number;
  netCents: number;
  vatRateBp: number;
}

export function priceFor(pricing: Pricing, payerType: 'private' | 'business'): Price {
  const totalCents = payerType === 'business' ? pricing.businessCents : pricing.privateCents;
  const vatCents = vatOf(totalCents, pricing.vatRateBp);
  return { totalCents, vatCents, netCents: totalCents - vatCents, vatRateBp: pricing.vatRateBp };
}

// Amounts are written the Estonian way in every language of the site, as on the invoices.
const euro = new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('et-EE', { style: 'percent', maximumFractionDigits: 2 });

/** 2900 → "29,00 €" (with a no-break space) */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** 2400 → "24%" */
export function formatRate(rateBp: number): string {
  return percent.format(rateBp / 10_000);
}

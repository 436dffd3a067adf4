/**
 * Money as integer euro cents. Prices are VAT included (what the payer sees), so VAT is taken
 * out of the gross: VAT = round(gross × rate / (1 + rate)).
 */

/** VAT contained in a VAT-inclusive amount, rate in basis points (2400 = 24 %). */
export function vatOf(grossCents: number, rateBp: number): number {
  return Math.round((grossCents * rateBp) / (10_000 + rateBp));
}

/** 2339 → "23.39", as PayPal's `value` fields want it. */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "23.39" (or "23.4", "23") → 2339; null for anything that is not a plain decimal amount. */
export function fromDecimal(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Euros as typed in a form ("450", "450,5", "1 200.50") in cents; null when it is not an amount. */
export function fromTypedEuros(typed: string): number | null {
  return fromDecimal(typed.replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

/** 2339 → "23,39 €" (Estonian notation; the English text uses the same). */
export function formatEuro(cents: number): string {
  return `${toDecimal(cents).replace('.', ',')} €`;
}

/** 23.39 (an amount in euros, as the service requests' API answers it) → "23,39 €" */
export const formatEuroAmount = (euros: number): string => formatEuro(Math.round(euros * 100));

/** 2400 → "24%" (or "22,5%") */
export function formatRate(rateBp: number): string {
  return `${String(rateBp / 100).replace('.', ',')}%`;
}

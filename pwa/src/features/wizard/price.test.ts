import { describe, expect, it } from 'vitest';
import { formatEuro, formatRate, priceFor } from './price';

const pricing = { privateCents: 2900, businessCents: 3900, vatRateBp: 2400 };

describe('priceFor', () => {
  it('takes the VAT out of the VAT-inclusive price of the payer type', () => {
    expect(priceFor(pricing, 'private')).toEqual({
      totalCents: 2900,
      vatCents: 561,
      netCents: 2339,
      vatRateBp: 2400,
    });
    const business = priceFor(pricing, 'business');
    expect(business.totalCents).toBe(3900);
    expect(business.vatCents + business.netCents).toBe(3900);
  });
  it('has no VAT at a zero rate', () => {
    expect(priceFor({ ...pricing, vatRateBp: 0 }, 'private').vatCents).toBe(0);
  });
});

describe('formatEuro and formatRate', () => {
  it('write amounts the Estonian way', () => {
    expect(formatEuro(2900)).toBe('29,00\u00a0€');
    expect(formatEuro(561)).toBe('5,61\u00a0€');
    expect(formatEuro(123456)).toBe('1234,56\u00a0€');
  });
  it('write the VAT rate as a percentage', () => {
    expect(formatRate(2400)).toBe('24%');
    expect(formatRate(2250)).toBe('22,5%');
  });
});

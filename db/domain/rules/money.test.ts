import { describe, expect, it } from 'vitest';
import {
  formatEuro,
  formatEuroAmount,
  formatRate,
  fromDecimal,
  fromTypedEuros,
  toDecimal,
  vatOf,
} from './money';

describe('vatOf (VAT contained in a VAT-inclusive price)', () => {
  it('takes 24 % out of the gross, rounded to whole cents', () => {
    // 2900 × 24 / 124 = 561.29…, 4900 × 24 / 124 = 948.38…
    expect(vatOf(2900, 2400)).toBe(561);
    expect(vatOf(4900, 2400)).toBe(948);
    expect(vatOf(12_400, 2400)).toBe(2400);
    expect(vatOf(0, 2400)).toBe(0);
  });

  it('rounds half a cent up', () => {
    // 20 %: the VAT of a gross is gross / 6, so 3 cents hold 0.5 and 9 cents 1.5
    expect(vatOf(3, 2000)).toBe(1);
    expect(vatOf(9, 2000)).toBe(2);
    expect(vatOf(2, 2000)).toBe(0);
  });

  it('leaves a net amount that adds up to the gross, at fractional rates too', () => {
    for (const rateBp of [900, 2000, 2200, 2250, 2400]) {
      for (let gross = 0; gross <= 5000; gross += 7) {
        const vat = vatOf(gross, rateBp);
        expect(Number.isInteger(vat)).toBe(true);
        expect(Math.abs(vat - (gross * rateBp) / (10_000 + rateBp))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('is zero at a zero rate', () => {
    expect(vatOf(2900, 0)).toBe(0);
  });
});

describe('decimal amounts (PayPal value fields)', () => {
  it('writes cents as a plain decimal with two places', () => {
    expect(toDecimal(2339)).toBe('23.39');
    expect(toDecimal(2300)).toBe('23.00');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(0)).toBe('0.00');
    expect(toDecimal(-150)).toBe('-1.50');
  });

  it('reads one or two decimal places, or none', () => {
    expect(fromDecimal('23.39')).toBe(2339);
    expect(fromDecimal('23.4')).toBe(2340);
    expect(fromDecimal('23')).toBe(2300);
    expect(fromDecimal('0.05')).toBe(5);
  });

  it('refuses anything but a plain non-negative decimal', () => {
    for (const value of ['23.456', '-1.00', '1,00', '', '.5', '1.', ' 1.00', '1e3', 'NaN']) {
      expect(fromDecimal(value)).toBeNull();
    }
  });

  it('reads back what it writes', () => {
    for (let cents = 0; cents < 100_000; cents += 37) {
      expect(fromDecimal(toDecimal(cents))).toBe(cents);
    }
  });
});

describe('money for people', () => {
  it('uses a decimal comma and the euro sign after the amount', () => {
    expect(formatEuro(2339)).toBe('23,39 €');
    expect(formatEuro(2900)).toBe('29,00 €');
  });

  it('writes an amount in euros the same way, to the cent', () => {
    expect(formatEuroAmount(1450.5)).toBe('1450,50 €');
    expect(formatEuroAmount(0.1 + 0.2)).toBe('0,30 €');
  });

  it('writes rates as percent with a decimal comma when needed', () => {
    expect(formatRate(2400)).toBe('24%');
    expect(formatRate(2250)).toBe('22,5%');
  });
});

describe('fromTypedEuros (an amount as typed in a form)', () => {
  it('reads a comma or a point and spaces between thousands', () => {
    expect(fromTypedEuros('1500,5')).toBe(150050);
    expect(fromTypedEuros(' 1 200.50 ')).toBe(120050);
    expect(fromTypedEuros('99')).toBe(9900);
  });

  it('refuses what is not an amount', () => {
    expect(fromTypedEuros('-1')).toBeNull();
    expect(fromTypedEuros('12,345')).toBeNull();
    expect(fromTypedEuros('abc')).toBeNull();
    expect(fromTypedEuros('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay } from '#domain/calendar/dates';
import { initialOffer, offerFormSchema, toOfferBody } from './offer-values';

const DAY = 24 * 3600_000;

describe('the offer form', () => {
  it('starts empty, valid for a week', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(initialOffer(now)).toEqual({
      totalEuros: '',
      includes: '',
      message: '',
      validUntil: '02.12.2026',
    });
  });

  it('maps to the offer body: euros as a number, texts trimmed', () => {
    expect(
      toOfferBody({
        totalEuros: ' 1 450,50 ',
        includes: ' Kirst, transport ',
        message: '',
        validUntil: ' 31.12.2026 ',
      }),
    ).toEqual({
      totalEuros: 1450.5,
      includes: 'Kirst, transport',
      message: '',
      validUntil: '31.12.2026',
    });
  });

  it('refuses a missing, zero or negative price, no inclusions and a past date', () => {
    const issues = (values: Parameters<typeof toOfferBody>[0]) => {
      const result = offerFormSchema.safeParse(values);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    const good = {
      totalEuros: '900',
      includes: 'Kirst',
      message: '',
      validUntil: formatDay(Date.now() + DAY),
    };
    expect(issues(good)).toEqual({});
    expect(issues({ ...good, totalEuros: '' })).toEqual({ totalEuros: 'required' });
    expect(issues({ ...good, totalEuros: '0' })).toEqual({ totalEuros: 'invalid' });
    expect(issues({ ...good, totalEuros: '-5' })).toEqual({ totalEuros: 'invalid' });
    expect(issues({ ...good, includes: ' ' })).toEqual({ includes: 'required' });
    expect(issues({ ...good, validUntil: '01.01.2020' })).toEqual({ validUntil: 'invalid' });
  });
});

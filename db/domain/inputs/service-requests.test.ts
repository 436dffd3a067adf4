import { describe, expect, it } from 'vitest';
import {
  closingOf,
  isPastDay,
  offerInput,
  providerSettingsInput,
  REQUEST_MAX_AGE_MS,
  serviceRequestInput,
  tallinnDayEnd,
  tallinnIsoDay,
} from './service-requests';

const valid = {
  services: [1, 2],
  placeId: 62,
  funeralDate: '20.06.2026',
  message: '  Tere  ',
  name: 'Mari',
  email: 'Mari@Example.ee',
  maxProviders: 5,
  terms: true,
  privacy: true,
};

describe('days in Tallinn', () => {
  it('takes the day from Tallinn’s clock, not UTC’s', () => {
    // 22:30 UTC on 14 June is 01:30 on 15 June in Tallinn (UTC+3)
    const lateUtc = Date.parse('2026-06-14T22:30:00Z');
    expect(tallinnIsoDay(lateUtc)).toBe('2026-06-15');
    expect(isPastDay('14.06.2026', lateUtc)).toBe(true);
    expect(isPastDay('15.06.2026', lateUtc)).toBe(false);
    expect(tallinnDayEnd('2026-06-15')).toBe(Date.parse('2026-06-15T21:00:00Z'));
    expect(tallinnDayEnd('2026-12-15')).toBe(Date.parse('2026-12-15T22:00:00Z'));
  });

  it('closes at the end of the funeral day or after 14 days, whichever is first', () => {
    const sent = Date.parse('2026-06-15T09:00:00Z');
    expect(closingOf(sent, '2026-06-20')).toEqual({
      closesAt: Date.parse('2026-06-20T21:00:00Z'),
      reason: 'date',
    });
    expect(closingOf(sent, '2026-08-01')).toEqual({
      closesAt: sent + REQUEST_MAX_AGE_MS,
      reason: 'age',
    });
    expect(closingOf(sent, null).reason).toBe('age');
  });
});

describe('inputs', () => {
  const issues = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('accepts a request and trims its texts', () => {
    const parsed = serviceRequestInput.parse(valid);
    expect(parsed.message).toBe('Tere');
    expect(parsed.phone).toBeNull();
  });

  it('names the field of each bad value', () => {
    expect(issues(serviceRequestInput.safeParse({ ...valid, services: [] }))).toEqual({
      services: 'required',
    });
    expect(issues(serviceRequestInput.safeParse({ ...valid, maxProviders: 11 }))).toEqual({
      maxProviders: 'tooLarge',
    });
    expect(issues(serviceRequestInput.safeParse({ ...valid, message: 'x'.repeat(2001) }))).toEqual({
      message: 'tooLong',
    });
    expect(issues(serviceRequestInput.safeParse({ ...valid, funeralDate: '31.04.2026' }))).toEqual({
      funeralDate: 'date',
    });
    expect(issues(serviceRequestInput.safeParse({ ...valid, terms: false }))).toEqual({
      terms: 'mustAccept',
    });
    expect(issues(serviceRequestInput.safeParse({ ...valid, website: 'x' }))).toEqual({
      website: 'honeypot',
    });
    expect(
      serviceRequestInput.safeParse({ ...valid, funeralDate: null, website: '' }).success,
    ).toBe(true);
  });

  it('calls an empty required day missing, not malformed (#26)', () => {
    const offer = { includes: 'Kirst', totalEuros: 100 };
    expect(issues(offerInput.safeParse({ ...offer, validUntil: '' }))).toEqual({
      validUntil: 'required',
    });
    expect(issues(offerInput.safeParse({ ...offer, validUntil: '  ' }))).toEqual({
      validUntil: 'required',
    });
    expect(issues(offerInput.safeParse({ ...offer, validUntil: '2026-06-20' }))).toEqual({
      validUntil: 'date',
    });
  });

  it('takes prices in whole cents above zero', () => {
    const offer = { includes: 'Kirst', validUntil: '20.06.2026' };
    expect(offerInput.safeParse({ ...offer, totalEuros: 1234.56 }).success).toBe(true);
    expect(issues(offerInput.safeParse({ ...offer, totalEuros: 0 }))).toEqual({
      totalEuros: 'tooSmall',
    });
    expect(issues(offerInput.safeParse({ ...offer, totalEuros: 1.001 }))).toEqual({
      totalEuros: 'invalid',
    });
    expect(issues(offerInput.safeParse({ ...offer, totalEuros: 2_000_000 }))).toEqual({
      totalEuros: 'tooLarge',
    });
  });

  it('keeps a provider’s radius between 5 and 500 km', () => {
    const settings = { counties: [], services: [], push: true, email: false };
    expect(providerSettingsInput.safeParse({ ...settings, radiusKm: 50 }).success).toBe(true);
    expect(issues(providerSettingsInput.safeParse({ ...settings, radiusKm: 4 }))).toEqual({
      radiusKm: 'tooSmall',
    });
  });
});

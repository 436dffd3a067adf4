import { describe, expect, it } from 'vitest';
import { UNKNOWN_HOURS, sameEveryDay } from '#domain/calendar/opening-hours';
import {
  type EditableCompany,
  centsToEuros,
  companyBody,
  companyEditForm,
  editValuesOf,
  eurosToCents,
  formFieldOf,
} from './edit-values';

const company: EditableCompany = {
  name: 'Õhtutähe Leinamaja',
  description: 'Pereettevõte',
  logo: '/uploads/logo.webp',
  logoImageId: 9,
  phone: '+372 5555 1234',
  email: null,
  website: null,
  address: 'Tallinna 1',
  transportPhone: null,
  services: [{ id: 3 }, { id: 5 }],
  prices: [
    { group: 'transport', fromCents: 12000, confirmedOn: '2025-01-10' },
    { group: 'coffin', fromCents: 45050, confirmedOn: '2025-01-10' },
  ],
  hours: {
    week: {
      ...sameEveryDay({ kind: 'closed' }),
      E: { kind: 'intervals', intervals: [{ from: '09:00', to: '17:00' }] },
    },
    holidays: { kind: 'asWeekday' },
    closedUntil: null,
  },
  place: { id: 77 },
  lat: 58.38,
  lon: 24.5,
};

describe('euros and cents', () => {
  it('reads typed euros with a comma or a point, spaces ignored', () => {
    expect(eurosToCents('450')).toBe(45000);
    expect(eurosToCents('450,5')).toBe(45050);
    expect(eurosToCents('1 200.05')).toBe(120005);
    expect(eurosToCents(' ')).toBeNull();
  });
  it('refuses what is not an amount or is over the limit', () => {
    expect(eurosToCents('12,345')).toBeNaN();
    expect(eurosToCents('-5')).toBeNaN();
    expect(eurosToCents('abc')).toBeNaN();
    expect(eurosToCents('100001')).toBeNaN();
  });
  it('writes cents back as the form shows them', () => {
    expect(centsToEuros(45000)).toBe('450');
    expect(centsToEuros(45050)).toBe('450,50');
    expect(centsToEuros(5)).toBe('0,05');
  });
});

describe('the form and the API', () => {
  const parse = (values: ReturnType<typeof editValuesOf>) => companyEditForm.parse(values);

  it('sends back what it was given, prices keeping their confirmation days', () => {
    const body = companyBody(parse(editValuesOf(company)), company.prices, false);
    expect(body).toEqual({
      description: 'Pereettevõte',
      logoImageId: 9,
      phone: '+372 5555 1234',
      email: null,
      website: null,
      address: 'Tallinna 1',
      transportPhone: null,
      serviceIds: [3, 5],
      prices: [
        { group: 'transport', fromCents: 12000, confirmedOn: '2025-01-10' },
        { group: 'coffin', fromCents: 45050, confirmedOn: '2025-01-10' },
      ],
      hours: company.hours,
      placeId: 77,
      lat: 58.38,
      lon: 24.5,
    });
  });

  it('a changed price or "Kinnitan hinnad" leaves the day to the server (today)', () => {
    const values = editValuesOf(company);
    values.prices.transport = '130';
    const changed = companyBody(parse(values), company.prices, false);
    expect(changed.prices).toEqual([
      { group: 'transport', fromCents: 13000 },
      { group: 'coffin', fromCents: 45050, confirmedOn: '2025-01-10' },
    ]);
    const reconfirmed = companyBody(parse(editValuesOf(company)), company.prices, true);
    expect(reconfirmed.prices.every((line) => !('confirmedOn' in line))).toBe(true);
  });

  it('keeps intervals while a day is another kind, and sends only the chosen kind', () => {
    const values = editValuesOf(company);
    expect(values.hours.T).toEqual({ kind: 'closed', intervals: [{ from: '09:00', to: '17:00' }] });
    values.hours.E.kind = 'closed';
    values.closedUntil = '2026-12-01';
    const body = companyBody(parse(values), company.prices, false);
    expect(body.hours.week.E).toEqual({ kind: 'closed' });
    expect(body.hours.closedUntil).toBe('2026-12-01');
  });

  it('unknown hours stay unknown', () => {
    const values = editValuesOf({ ...company, hours: UNKNOWN_HOURS });
    expect(companyBody(parse(values), [], false).hours).toEqual(UNKNOWN_HOURS);
  });

  it('puts a day’s problem on that day', () => {
    const values = editValuesOf(company);
    values.hours.K = { kind: 'intervals', intervals: [{ from: '12:00', to: '10:00' }] };
    values.prices.urn = '1,234';
    const result = companyEditForm.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toContainEqual(['hours.K', 'endNotAfterStart']);
    expect(paths).toContainEqual(['prices.urn', 'invalid']);
  });

  it('maps the API’s field names onto the form’s fields', () => {
    expect(formFieldOf('hours.week.N')).toBe('hours.N');
    expect(formFieldOf('hours.holidays')).toBe('holidays');
    expect(formFieldOf('hours.closedUntil')).toBe('closedUntil');
    expect(formFieldOf('prices.2.group')).toBe('prices');
    expect(formFieldOf('lat')).toBe('placeId');
    expect(formFieldOf('email')).toBe('email');
  });
});

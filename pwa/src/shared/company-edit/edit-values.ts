/**
 * The company edit form's values and the way to and from the API (pure, unit-tested): prices
 * are typed in euros ("450,50") and sent in cents; each day's hours are one kind with its
 * intervals kept while another kind is chosen; a price keeps its confirmation date unless its
 * amount changed or the owner confirms the list again (then the server stamps today).
 */
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  type DayHours,
  type HolidayHours,
  type HoursProblem,
  type OpeningHours,
  type OpenInterval,
  validateOpeningHours,
  WEEKDAYS,
  type Weekday,
} from '#domain/calendar/opening-hours';
import { MAX_PRICE_CENTS, PRICE_GROUPS, type PriceGroup } from '#domain/rules/prices';
import { fromTypedEuros, toDecimal } from '#domain/rules/money';
import { adminCompanyInput } from '#domain/inputs/company-input';

export const DAY_KINDS = ['unknown', 'closed', 'allDay', 'intervals'] as const;
export type DayKind = (typeof DAY_KINDS)[number];
export type HolidayKind = DayKind | 'asWeekday';

/** One day in the form: its kind, and its intervals (kept while another kind is chosen). */
export interface DayValue {
  kind: HolidayKind;
  intervals: OpenInterval[];
}

export type HoursDay = Weekday | 'holidays';

const interval = z.object({ from: z.string(), to: z.string() });
const dayValue = z.object({
  kind: z.enum([...DAY_KINDS, 'asWeekday']),
  intervals: z.array(interval),
});
/** Euros as typed ("450", "450,5", "1 200.50") in cents; null when empty; NaN when unreadable. */
export function eurosToCents(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  const cents = fromTypedEuros(compact);
  return cents !== null && cents <= MAX_PRICE_CENTS ? cents : Number.NaN;
}

/** Cents as the form shows them: "450" or "450,50". */
export function centsToEuros(cents: number): string {
  const [whole, fraction] = toDecimal(cents).split('.') as [string, string];
  return fraction === '00' ? whole : `${whole},${fraction}`;
}

const weekShape = Object.fromEntries(WEEKDAYS.map((day) => [day, dayValue])) as Record<
  Weekday,
  typeof dayValue
>;

const api = adminCompanyInput.shape;

/** The form's schema: the texts by the API's schema, the hours by validateOpeningHours. */
export const companyEditForm = z
  .object({
    // the API's own rules (lengths, e-mail, web address); empty becomes null
    /** Shown to the admin only; the owner's form keeps the company's own */
    name: api.name,
    description: api.description,
    phone: api.phone,
    email: api.email,
    website: api.website,
    address: api.address,
    transportPhone: api.transportPhone,
    logoImageId: z.number().nullable(),
    serviceIds: z.array(z.string()),
    prices: z.record(
      z.enum(PRICE_GROUPS),
      z.string().refine((v) => !Number.isNaN(eurosToCents(v)), { error: 'invalid' }),
    ),
    hours: z.object(weekShape),
    holidays: dayValue,
    closedUntil: z.string(),
    placeId: z.number().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  })
  .superRefine((values, ctx) => {
    for (const problem of validateOpeningHours(toOpeningHours(values))) {
      ctx.addIssue({ code: 'custom', path: hoursPath(problem.where), message: problem.problem });
    }
  });

export type CompanyEditValues = z.input<typeof companyEditForm>;
export type CompanyEditOutput = z.output<typeof companyEditForm>;
export type EditForm = UseFormReturn<CompanyEditValues, unknown, CompanyEditOutput>;

/** Where a day's problem shows in the form (the day's whole field). */
export function hoursPath(where: HoursProblem['where']): string[] {
  if (where === 'holidays' || where === 'closedUntil') return [where];
  return ['hours', where];
}

/**
 * The form field an API field error belongs to: the hours' problems ("hours.E.intervals.0",
 * "hours.week.E") land on the day, the pin's on the place, anything else under a top-level
 * field on that field.
 */
export function formFieldOf(apiField: string): string {
  const parts = apiField.split('.');
  if (parts[0] === 'hours') {
    const day = parts.find((part): part is Weekday =>
      (WEEKDAYS as readonly string[]).includes(part),
    );
    if (day) return `hours.${day}`;
    if (parts.includes('holidays')) return 'holidays';
    if (parts.includes('closedUntil')) return 'closedUntil';
    return 'hours.E';
  }
  if (parts[0] === 'prices' && parts.length > 1) return 'prices';
  // the pin has no field of its own: its problems show at the place
  if (parts[0] === 'lat' || parts[0] === 'lon') return 'placeId';
  return parts[0] ?? apiField;
}

function dayHours(value: DayValue): HolidayHours {
  if (value.kind === 'intervals') return { kind: 'intervals', intervals: value.intervals };
  return { kind: value.kind };
}

function dayValueOf(hours: HolidayHours): DayValue {
  return hours.kind === 'intervals'
    ? { kind: 'intervals', intervals: hours.intervals.map((i) => ({ ...i })) }
    : { kind: hours.kind, intervals: [{ from: '09:00', to: '17:00' }] };
}

/** The form's hours as stored (a weekday cannot be "as on a weekday": it reads as unknown). */
export function toOpeningHours(
  values: Pick<CompanyEditValues, 'hours' | 'holidays' | 'closedUntil'>,
): OpeningHours {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = dayHours(values.hours[day]);
      return [day, hours.kind === 'asWeekday' ? { kind: 'unknown' } : hours];
    }),
  ) as Record<Weekday, DayHours>;
  const closedUntil = values.closedUntil.trim();
  return { week, holidays: dayHours(values.holidays), closedUntil: closedUntil || null };
}

/** What the form reads of a company (the API's CompanyDetail has all this). */
export interface EditableCompany {
  name: string;
  description: string;
  logo: string | null;
  logoImageId: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  transportPhone: string | null;
  services: readonly { id: number }[];
  prices: readonly { group: PriceGroup; fromCents: number; confirmedOn: string }[];
  hours: OpeningHours;
  place: { id: number } | null;
  lat: number | null;
  lon: number | null;
}

/** The company as the form shows it: the edited fields and the page's state */
export interface EditedCompany extends EditableCompany {
  slug: string;
  verified: boolean;
  updatedAt: number | null;
  prices: readonly {
    group: PriceGroup;
    fromCents: number;
    confirmedOn: string;
    confirmed: boolean;
  }[];
}

/** The form's starting values from the company. */
export function editValuesOf(company: EditableCompany): CompanyEditValues {
  const prices = Object.fromEntries(PRICE_GROUPS.map((group) => [group, ''])) as Record<
    PriceGroup,
    string
  >;
  for (const line of company.prices) prices[line.group] = centsToEuros(line.fromCents);
  return {
    name: company.name,
    description: company.description,
    logoImageId: company.logoImageId,
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    address: company.address ?? '',
    transportPhone: company.transportPhone ?? '',
    serviceIds: company.services.map((service) => String(service.id)),
    prices,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, dayValueOf(company.hours.week[day])]),
    ) as Record<Weekday, DayValue>,
    holidays: dayValueOf(company.hours.holidays),
    closedUntil: company.hours.closedUntil ?? '',
    placeId: company.place?.id ?? null,
    lat: company.lat,
    lon: company.lon,
  };
}

/**
 * The PUT /api/account/company body's edited part. A price line keeps its confirmation date
 * when its amount is unchanged, unless `reconfirm`; without a date the server stamps today.
 */
export function companyBody(
  values: CompanyEditOutput,
  previous: EditableCompany['prices'],
  reconfirm: boolean,
) {
  const prices = PRICE_GROUPS.flatMap((group) => {
    const fromCents = eurosToCents(values.prices[group]);
    if (fromCents === null || Number.isNaN(fromCents)) return [];
    const before = previous.find((line) => line.group === group);
    const keep = !reconfirm && before?.fromCents === fromCents;
    return [keep ? { group, fromCents, confirmedOn: before.confirmedOn } : { group, fromCents }];
  });
  return {
    description: values.description,
    logoImageId: values.logoImageId,
    phone: values.phone,
    email: values.email,
    website: values.website,
    address: values.address,
    transportPhone: values.transportPhone,
    serviceIds: values.serviceIds.map(Number),
    prices,
    hours: toOpeningHours(values),
    placeId: values.placeId,
    lat: values.lat,
    lon: values.lon,
  };
}

/**
 * Service requests: the family's request and the provider's offer and settings as the
 * API validates them (issue messages are validation keys, see validation.ts), the shapes it
 * answers with, and the rules of time: days are Tallinn days, written DD.MM.YYYY in the API and
 * stored YYYY-MM-DD. The stored enumerations (REQUEST_STATUSES, OFFER_STATUSES) are zod-free in
 * statuses.ts.
 */
import { z } from 'zod';
import { emailField } from './auth';
import { DAY_PATTERN, parseDay, tallinnDayStart, tallinnWallClock } from '../calendar/dates';
import { isoOfDay } from '../calendar/day-text';
import type { OfferStatus, RequestCloseReason, RequestStatus } from '../vocabulary/statuses';
import { intParam, LIST_LIMITS } from './validation';
import { pagePath } from '../pages/page-links';

const DAY_MS = 24 * 3600_000;

export const REQUEST_LIMITS = {
  servicesMax: 20,
  attendeesMax: 2000,
  euroMax: 1_000_000,
  messageMax: 2000,
  nameMax: 100,
  phoneMax: 40,
  providersMax: 10,
  providersDefault: 5,
  /** Requests one e-mail address may send in a Tallinn day */
  perEmailPerDay: 3,
  /** Requests one visitor may send in 24 hours */
  perVisitorPerDay: 10,
} as const;

/** How long the mailed confirmation link works */
export const CONFIRM_LINK_TTL_MS = DAY_MS;
/** An open request closes itself this long after it was sent, if its funeral date is not earlier */
export const REQUEST_MAX_AGE_MS = 14 * DAY_MS;
/** A request and its contact are deleted this long after it ended (or was sent, unconfirmed) */
export const REQUEST_KEEP_MS = 90 * DAY_MS;

// ------------------------------------------------------------------ days

/** The Tallinn calendar day of an instant, YYYY-MM-DD. */
export function tallinnIsoDay(instant: number): string {
  const { year, month, day } = tallinnWallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a YYYY-MM-DD Tallinn day ends (the next day's start). */
export function tallinnDayEnd(iso: string): number {
  return tallinnDayStart(
    Number(iso.slice(0, 4)),
    Number(iso.slice(5, 7)),
    Number(iso.slice(8)) + 1,
  );
}

/** Whether a DD.MM.YYYY day is before the Tallinn day of `now`. */
export function isPastDay(day: string, now: number): boolean {
  const iso = isoOfDay(day);
  return iso !== null && iso < tallinnIsoDay(now);
}

/** The settlement as providers and the family see it: the EHAK name and its municipality */
export const settlementName = (r: { settlement: string; municipalityName: string | null }) =>
  r.municipalityName && r.municipalityName !== r.settlement
    ? `${r.settlement}, ${r.municipalityName}`
    : r.settlement;

/** When an open request closes by itself, and why: its funeral day's end or its 14th day. */
export function closingOf(
  createdAt: number,
  funeralIso: string | null,
): { closesAt: number; reason: RequestCloseReason } {
  const byAge = createdAt + REQUEST_MAX_AGE_MS;
  if (funeralIso === null) return { closesAt: byAge, reason: 'age' };
  const byDate = tallinnDayEnd(funeralIso);
  return byDate <= byAge
    ? { closesAt: byDate, reason: 'date' }
    : { closesAt: byAge, reason: 'age' };
}

// ------------------------------------------------------------------ inputs

/** A DD.MM.YYYY day that exists; an empty one is missing ("required"), not malformed. */
export const dayField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(DAY_PATTERN, { error: 'date' })
  .refine((v) => parseDay(v) !== null, { error: 'date' });

const idList = (max: number) =>
  z
    .array(
      z.number({ error: 'invalid' }).int({ error: 'integer' }).positive({ error: 'invalid' }),
      {
        error: 'invalid',
      },
    )
    .max(max, { error: 'tooLarge' });

/** Euros with at most two decimals, up to a million; a price must be above 0, a budget may be 0 */
const euros = (positive: boolean) => {
  const number = z.number({ error: 'invalid' });
  return (positive ? number.gt(0, { error: 'tooSmall' }) : number.min(0, { error: 'tooSmall' }))
    .max(REQUEST_LIMITS.euroMax, { error: 'tooLarge' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'invalid' });
};

const mustAccept = z.literal(true, { error: 'mustAccept' });

/**
 * POST /api/requests. "Not in the past" depends on the clock: the API checks it (isPastDay).
 * `website` is the honeypot: a person leaves it empty.
 */
export const serviceRequestInput = z.object({
  services: idList(REQUEST_LIMITS.servicesMax).min(1, { error: 'required' }),
  placeId: z.number({ error: 'required' }).int({ error: 'integer' }).positive({ error: 'place' }),
  funeralDate: dayField.nullable(),
  attendees: z
    .number({ error: 'invalid' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(REQUEST_LIMITS.attendeesMax, { error: 'tooLarge' })
    .nullish(),
  budgetEuros: euros(false).nullish(),
  message: z
    .string({ error: 'required' })
    .trim()
    .max(REQUEST_LIMITS.messageMax, { error: 'tooLong' }),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REQUEST_LIMITS.nameMax, { error: 'tooLong' }),
  email: emailField,
  phone: z
    .string({ error: 'invalid' })
    .trim()
    .max(REQUEST_LIMITS.phoneMax, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  maxProviders: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(REQUEST_LIMITS.providersMax, { error: 'tooLarge' }),
  terms: mustAccept,
  privacy: mustAccept,
  website: z.string().max(0, { error: 'honeypot' }).optional(),
});
export type ServiceRequestInput = z.input<typeof serviceRequestInput>;
export type ServiceRequestData = z.output<typeof serviceRequestInput>;

/** POST /api/provider/requests/:id/offers. "Today or later" is checked by the API (isPastDay). */
export const offerInput = z.object({
  totalEuros: euros(true),
  includes: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(REQUEST_LIMITS.messageMax, { error: 'tooLong' }),
  message: z
    .string({ error: 'invalid' })
    .trim()
    .max(REQUEST_LIMITS.messageMax, { error: 'tooLong' })
    .default(''),
  validUntil: dayField,
  clientKey: z.uuid({ error: 'invalid' }).optional(),
});
export type OfferInput = z.input<typeof offerInput>;

/** PUT /api/provider/settings */
export const providerSettingsInput = z.object({
  radiusKm: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(5, { error: 'tooSmall' })
    .max(500, { error: 'tooLarge' }),
  counties: idList(15),
  services: idList(REQUEST_LIMITS.servicesMax),
  push: z.boolean({ error: 'invalid' }),
  email: z.boolean({ error: 'invalid' }),
});
export type ProviderSettings = z.output<typeof providerSettingsInput>;

/** A provider's settings until they save their own */
export const DEFAULT_PROVIDER_SETTINGS: ProviderSettings = {
  radiusKm: 50,
  counties: [],
  services: [],
  push: true,
  email: true,
};

/** The family's private token, `?token=` on their endpoints */
export const requestTokenQuery = z.object({
  token: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' }),
});

/** POST /api/requests/:id/accept */
export const acceptOfferInput = z.object({
  offerId: z.number({ error: 'required' }).int({ error: 'integer' }).positive({ error: 'invalid' }),
});

export const PROVIDER_LIST_STATUSES = ['open', 'offered', 'closed'] as const;

/** GET /api/provider/requests: pages are 1-based, as the directory's search */
export const providerRequestsQuery = z.object({
  page: intParam(1, LIST_LIMITS.pageMax, 1),
  take: intParam(1, LIST_LIMITS.takeMax, 20),
  service: intParam(0, 1_000_000, 0).transform((v) => (v === 0 ? undefined : v)),
  status: z.enum(PROVIDER_LIST_STATUSES, { error: 'invalid' }).default('open'),
});

// ------------------------------------------------------------------ answers

export interface ServiceRef {
  id: number;
  name: string;
}

export interface ProviderOffer {
  id: number;
  totalEuros: number;
  includes: string;
  message: string;
  validUntil: string;
  status: OfferStatus;
  createdAt: string;
}

/** An offer on the family's page: the provider's offer with its company and distance */
export interface FamilyOffer extends ProviderOffer {
  company: {
    id: number;
    name: string;
    slug: string;
    logoUrl: string | null;
    rating: number | null;
    reviewCount: number;
    phone: string | null;
  };
  distanceKm: number;
}

/** GET /api/requests/:id?token= */
export interface FamilyRequest {
  id: number;
  status: RequestStatus;
  closeReason: RequestCloseReason | null;
  services: ServiceRef[];
  settlement: string;
  county: string;
  funeralDate: string | null;
  attendees: number | null;
  budgetEuros: number | null;
  message: string;
  name: string;
  email: string;
  phone: string | null;
  maxProviders: number;
  providersAsked: number;
  createdAt: string;
  confirmedAt: string | null;
  closesAt: string;
  warnings: string[];
  offers: FamilyOffer[];
}

/** One request in the provider's inbox: never the family's contact, never more than the settlement */
export interface ProviderRequestItem {
  id: number;
  services: ServiceRef[];
  settlement: string;
  county: string;
  distanceKm: number;
  funeralDate: string | null;
  budgetEuros: number | null;
  message: string;
  providersAsked: number;
  status: RequestStatus;
  alertedAt: string;
  read: boolean;
  myOffer: ProviderOffer | null;
  /** The settlement's EHAK centre, for the map */
  mapLat: number;
  mapLon: number;
}

/** GET /api/provider/requests/:id: the contact only once this provider's offer was accepted */
export interface ProviderRequestDetail extends ProviderRequestItem {
  attendees: number | null;
  name?: string;
  email?: string;
  phone?: string | null;
}

// ------------------------------------------------------------------ links

/** The family's private page and the provider's view of a request */
export const familyRequestPath = (id: number) => pagePath('serviceRequestPage', { id });
export const providerRequestPath = (id: number) => pagePath('providerRequest', { id });

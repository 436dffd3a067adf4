/**
 * Service requests' rules, as pure functions and row shapes both databases' adapters and the
 * flows (flows.ts) share: a request's columns and row, the refusals of a new one, the checks of
 * its confirmation and acceptance, the family's page and the offers' shape.
 */
import { dateWarnings, warningTexts } from '#domain/rules/cemetery-rules';
import { dayOfIso, isoOfDay } from '#domain/calendar/day-text';
import {
  closingOf,
  tallinnIsoDay,
  CONFIRM_LINK_TTL_MS,
  REQUEST_LIMITS,
  settlementName,
  type ProviderOffer,
  type FamilyRequest,
  type ServiceRef,
  type ServiceRequestData,
} from '#domain/inputs/service-requests';
import type { OfferStatus, RequestCloseReason, RequestStatus } from '#domain/vocabulary/statuses';
import type { Locale } from '#domain/vocabulary/locales';
import { DomainError } from '../../lib/errors';
import type { MailSender, ThrottleCheck } from '../../stores/throttle';
import { averageRating } from '../companies/store';
import { uploadUrl } from '../notices/queries';

/** A request row with what its views and mails need of its place */
export interface RequestRow {
  id: number;
  tokenHash: string;
  status: RequestStatus;
  closeReason: RequestCloseReason | null;
  placeId: number;
  funeralDate: string | null;
  attendees: number | null;
  budgetCents: number | null;
  message: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  maxProviders: number;
  providersAsked: number;
  locale: Locale;
  createdAt: number;
  confirmedAt: number | null;
  closesAt: number;
  settlement: string;
  municipalityName: string | null;
  county: string;
  countyId: number;
  lat: number;
  lon: number;
}

/** A request's columns (the aliases quoted: PostgreSQL would fold them to lower case) */
export const REQUEST_COLUMNS = `r.id, r.token_hash AS "tokenHash", r.status,
  r.close_reason AS "closeReason", r.place_id AS "placeId", r.funeral_date AS "funeralDate",
  r.attendees, r.budget_cents AS "budgetCents", r.message, r.contact_name AS "contactName",
  r.contact_email AS "contactEmail", r.contact_phone AS "contactPhone",
  r.max_providers AS "maxProviders", r.providers_asked AS "providersAsked", r.locale,
  r.created_at AS "createdAt", r.confirmed_at AS "confirmedAt", r.closes_at AS "closesAt",
  p.name AS settlement, p.municipality_name AS "municipalityName", co.name AS county,
  p.county_id AS "countyId", p.lat, p.lon`;
/** A request's (`r`) place (`p`) and county (`co`) */
export const PLACE_JOINS =
  'JOIN places p ON p.id = r.place_id JOIN counties co ON co.id = p.county_id';
export const REQUEST_FROM = `service_requests r ${PLACE_JOINS}`;

export const centsToEuros = (cents: number | null) => (cents === null ? null : cents / 100);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An offer's own columns, as both sides' queries select them */
export interface OfferColumns {
  id: number;
  totalCents: number;
  includes: string;
  message: string;
  validUntil: string;
  status: OfferStatus;
  createdAt: number;
}

/** An offer as its provider sees it (and, with its company, the family) */
export const offerOf = (o: OfferColumns): ProviderOffer => ({
  id: o.id,
  totalEuros: o.totalCents / 100,
  includes: o.includes,
  message: o.message,
  validUntil: dayOfIso(o.validUntil),
  status: o.status,
  createdAt: iso(o.createdAt)!,
});

/** An offer as the family's page reads it, with its company */
export interface FamilyOfferRow extends OfferColumns {
  companyId: number;
  name: string;
  slug: string;
  logoFile: string | null;
  reviewCount: number;
  ratingSum: number;
  phone: string | null;
  distanceKm: number;
}

/** The offers of request `param` with their companies, cheapest first */
export const familyOffersSql = (param: string) =>
  `SELECT o.id, c.id AS "companyId", c.name, c.slug,
     (SELECT file_name FROM images WHERE id = c.logo_image_id) AS "logoFile",
     c.review_count AS "reviewCount", c.rating_sum AS "ratingSum", c.phone,
     rr.distance_km AS "distanceKm", o.total_cents AS "totalCents", o.includes, o.message,
     o.valid_until AS "validUntil", o.status, o.created_at AS "createdAt"
   FROM request_offers o JOIN companies c ON c.id = o.company_id
   JOIN request_recipients rr ON rr.request_id = o.request_id AND rr.company_id = o.company_id
   WHERE o.request_id = ${param} ORDER BY o.total_cents, o.id`;

/** Why a new request is not taken: its place or a service is unknown, or its address sent enough */
export type NewRequestRefusal = 'place' | 'services' | 'emailLimit';

/** What a new request spends in its transaction: the visitor's allowance and the mail's */
export interface RequestSpending {
  allowance: readonly ThrottleCheck[];
  mail: MailSender;
}

/** A new request's outcome: its id and token, or why it is not taken (nothing written then) */
export type NewRequestOutcome =
  | { ok: true; id: number; token: string }
  | { ok: false; refusal: NewRequestRefusal }
  | { ok: false; refusal: 'throttled'; spent: 'allowance' | 'mail'; wait: number };

/** The refusal of a new request from what was read, in the order the family is told of it */
export function refusalFrom(
  placeKnown: boolean,
  unknownServices: readonly number[],
  sentToday: number,
): NewRequestRefusal | null {
  if (!placeKnown) return 'place';
  if (unknownServices.length) return 'services';
  return sentToday >= REQUEST_LIMITS.perEmailPerDay ? 'emailLimit' : null;
}

/** A new request's row (its token's hash aside), as both adapters insert it */
export function newRequestValues(
  input: ServiceRequestData,
  who: { userId: number | null; locale: Locale },
  now: number,
) {
  const funeralDate = input.funeralDate === null ? null : isoOfDay(input.funeralDate);
  return {
    placeId: input.placeId,
    funeralDate,
    attendees: input.attendees ?? null,
    budgetCents:
      input.budgetEuros === null || input.budgetEuros === undefined
        ? null
        : Math.round(input.budgetEuros * 100),
    message: input.message,
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    maxProviders: input.maxProviders,
    locale: who.locale,
    userId: who.userId,
    now,
    closesAt: closingOf(now, funeralDate).closesAt,
  };
}

/** Whether an unconfirmed request may be confirmed now: a 410 once its link is past 24 hours */
export function checkConfirmable(request: RequestRow, now: number): void {
  if (request.createdAt + CONFIRM_LINK_TTL_MS <= now) {
    throw new DomainError('gone', 'request_link_expired', 'requests.linkExpired', 'token');
  }
}

/** 409: the request is no longer open */
export const notOpen = () =>
  new DomainError('conflict', 'request_not_open', 'requests.notOpen', 'body');

/** The offer a family accepts: the request open, the offer its own, still sent and valid */
export function checkAcceptable(
  request: RequestRow,
  offer: { status: string; validUntil: string } | undefined,
  now: number,
): void {
  if (request.status !== 'open') throw notOpen();
  if (!offer || offer.status !== 'sent' || offer.validUntil < tallinnIsoDay(now)) {
    throw new DomainError('conflict', 'offer_not_available', 'requests.offerNotFound', 'offerId');
  }
}

/** 404: no push subscription has this endpoint */
export const subscriptionNotFound = () =>
  new DomainError('not_found', 'subscription_not_found', 'push.subscriptionNotFound', 'endpoint');

/** The family's page of a request: the offers, and the funeral date's warnings in `locale` */
export function familyViewOf(
  row: RequestRow,
  services: ServiceRef[],
  offers: readonly FamilyOfferRow[],
  locale: Locale,
): FamilyRequest {
  const warnings = row.funeralDate
    ? warningTexts(
        dateWarnings(
          { name: row.settlement, municipalityName: row.municipalityName },
          row.funeralDate,
        ),
        locale,
      )
    : [];
  return {
    id: row.id,
    status: row.status,
    closeReason: row.closeReason,
    services,
    settlement: settlementName(row),
    county: row.county,
    funeralDate: row.funeralDate === null ? null : dayOfIso(row.funeralDate),
    attendees: row.attendees,
    budgetEuros: centsToEuros(row.budgetCents),
    message: row.message,
    name: row.contactName,
    email: row.contactEmail,
    phone: row.contactPhone,
    maxProviders: row.maxProviders,
    providersAsked: row.providersAsked,
    createdAt: iso(row.createdAt)!,
    confirmedAt: iso(row.confirmedAt),
    closesAt: iso(row.closesAt)!,
    warnings,
    offers: offers.map((o) => ({
      ...offerOf(o),
      company: {
        id: o.companyId,
        name: o.name,
        slug: o.slug,
        logoUrl: uploadUrl(o.logoFile),
        rating: averageRating(o.ratingSum, o.reviewCount),
        reviewCount: o.reviewCount,
        phone: o.phone,
      },
      distanceKm: Math.round(o.distanceKm),
    })),
  };
}

/** A request's status and providers asked: what its confirmation answers */
export const confirmAnswer = ({ status, providersAsked }: RequestRow) => ({
  status,
  providersAsked,
});

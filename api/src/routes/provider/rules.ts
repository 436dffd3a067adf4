/**
 * Service requests, the provider's side: the pure rules and row mapping the flows (flows.ts) use
 * on both databases. The family's contact is selected only through the company's accepted offer
 * (a CASE in the SQL), so no answer can carry it before; positions are the EHAK settlement's
 * centre, never more.
 */
import { dayOfIso, isoOfDay } from '#domain/calendar/day-text';
import { COUNTY_COUNT, type ValidationKey } from '#domain/inputs/validation';
import {
  isPastDay,
  settlementName,
  type OfferInput,
  type ProviderOffer,
  type ProviderRequestDetail,
  type ProviderRequestItem,
  type ProviderSettings,
  type PROVIDER_LIST_STATUSES,
  type ServiceRef,
} from '#domain/inputs/service-requests';
import type { OfferStatus, RequestStatus } from '#domain/vocabulary/statuses';
import { DomainError } from '../../lib/errors';
import type { SettingsRow } from '../requests/matching';
import { centsToEuros, offerOf, type OfferColumns, type RequestRow } from '../requests/rules';

/** One request of the inbox as both databases read it */
export interface InboxRow {
  id: number;
  status: RequestStatus;
  funeralDate: string | null;
  budgetCents: number | null;
  message: string;
  providersAsked: number;
  attendees: number | null;
  settlement: string;
  municipalityName: string | null;
  county: string;
  lat: number;
  lon: number;
  distanceKm: number;
  alertedAt: number;
  readAt: number | null;
  offerId: number | null;
  totalCents: number | null;
  includes: string | null;
  offerMessage: string | null;
  validUntil: string | null;
  offerStatus: OfferStatus | null;
  offerCreatedAt: number | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** The company's offer with its request's id */
export interface CompanyOfferRow extends OfferColumns {
  requestId: number;
}

export interface InboxQuery {
  /** 1-based */
  page: number;
  take: number;
  service?: number;
  status: (typeof PROVIDER_LIST_STATUSES)[number];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An input refused for what it refers to (422 on those fields): nothing was written */
export type Refused = { ok: false; problems: Partial<Record<string, ValidationKey>> };

/** 403 no_company: the provider has no claimed company */
export function claimed(id: number | undefined): number {
  if (id === undefined) {
    throw new DomainError('forbidden', 'no_company', 'requests.noCompany', 'company');
  }
  return id;
}

/** 404: the company was not alerted for this request */
export const notAlerted = () =>
  new DomainError('not_found', 'request_not_found', 'requests.notFound', 'id');

/** One request of the inbox as the provider sees it */
export function itemOf(r: InboxRow, services: ServiceRef[]): ProviderRequestItem {
  return {
    id: r.id,
    services,
    settlement: settlementName(r),
    county: r.county,
    distanceKm: Math.round(r.distanceKm),
    funeralDate: r.funeralDate === null ? null : dayOfIso(r.funeralDate),
    budgetEuros: centsToEuros(r.budgetCents),
    message: r.message,
    providersAsked: r.providersAsked,
    status: r.status,
    alertedAt: iso(r.alertedAt),
    read: r.readAt !== null,
    myOffer:
      r.offerId === null
        ? null
        : offerOf({
            id: r.offerId,
            totalCents: r.totalCents!,
            includes: r.includes!,
            message: r.offerMessage!,
            validUntil: r.validUntil!,
            status: r.offerStatus!,
            createdAt: r.offerCreatedAt!,
          }),
    mapLat: r.lat,
    mapLon: r.lon,
  };
}

/** One request as the provider opens it; the family's contact once their offer was accepted */
export function detailOf(row: InboxRow | undefined, services: ServiceRef[]): ProviderRequestDetail {
  if (!row) throw notAlerted();
  const detail: ProviderRequestDetail = { ...itemOf(row, services), attendees: row.attendees };
  if (row.offerStatus === 'accepted') {
    detail.name = row.contactName!;
    detail.email = row.contactEmail!;
    detail.phone = row.contactPhone;
  }
  return detail;
}

/** What a provider's offer is */
export type OfferSubmission = Required<Omit<OfferInput, 'clientKey'>> & { clientKey?: string };

/** The outcome of an offer */
export type OfferOutcome = { ok: true; offer: ProviderOffer; created: boolean } | Refused;

/**
 * An offer's checks before it is written: a past valid-until day is refused; the same
 * clientKey again answers the first offer; a key of another offer is a 409 (`earlier`: the
 * offer with the key). Null when the offer is to be checked further and written.
 */
export function offerShortcut(
  input: OfferSubmission,
  earlier: (CompanyOfferRow & { companyId: number }) | undefined,
  companyId: number,
  requestId: number,
  now: number,
): OfferOutcome | null {
  if (isPastDay(input.validUntil, now)) return { ok: false, problems: { validUntil: 'pastDate' } };
  if (earlier && earlier.companyId === companyId && earlier.requestId === requestId) {
    return { ok: true, offer: offerOf(earlier), created: false };
  }
  if (earlier) {
    throw new DomainError('conflict', 'client_key_reused', 'errors.clientKeyReused', 'clientKey');
  }
  return null;
}

/** The request may get the company's offer: it was alerted, has none yet, and it is open */
export function checkOfferable(row: InboxRow | undefined): void {
  if (!row) throw notAlerted();
  if (row.offerId !== null) {
    throw new DomainError('conflict', 'offer_exists', 'requests.offerExists', 'body');
  }
  if (row.status !== 'open') {
    throw new DomainError('conflict', 'request_closed', 'requests.closed', 'body');
  }
}

/** An offer's row as both databases insert it */
export const offerValues = (input: OfferSubmission) => ({
  totalCents: Math.round(input.totalEuros * 100),
  includes: input.includes,
  message: input.message,
  validUntil: isoOfDay(input.validUntil),
  clientKey: input.clientKey ?? null,
});

/** One of the company's offers with its request's settlement and services */
export const companyOfferOf = (
  o: CompanyOfferRow,
  request: RequestRow,
  services: ServiceRef[],
) => ({
  ...offerOf(o),
  requestId: o.requestId,
  settlement: settlementName(request),
  services,
});

/** What refuses the settings: a county or a service that is none; null when they are usable */
export function settingsRefusal(
  settings: ProviderSettings,
  unknownServices: readonly number[],
): Refused | null {
  if (settings.counties.some((id) => id > COUNTY_COUNT)) {
    return { ok: false, problems: { counties: 'county' } };
  }
  if (unknownServices.length) return { ok: false, problems: { services: 'service' } };
  return null;
}

/** The settings row's lists as they are kept: each id once */
export const settingsLists = (settings: ProviderSettings) => ({
  counties: [...new Set(settings.counties)],
  services: [...new Set(settings.services)],
});

/** No settings row: the defaults */
export const NO_SETTINGS: SettingsRow = {
  radiusKm: null,
  counties: null,
  chosen: null,
  push: null,
  email: null,
};

/** An inbox page from its rows and total */
export const inboxPage = <T>(items: T[], total: number, offset: number) => ({
  items,
  total,
  hasMore: offset + items.length < total,
});

/**
 * Service requests, the provider's side (raw prepared SQL): the inbox of requests the company
 * was alerted for, nearest first; one request (read); offers; the alert settings. Every method
 * takes the provider's user and finds their claimed company itself (403 no_company without
 * one), in the same transaction as what it reads or writes. The family's contact is selected
 * only through the company's accepted offer (a CASE in the SQL), so no answer can carry it
 * before; positions are the EHAK settlement's centre, never more.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { dayOfIso, isoOfDay } from '../../../../db/domain/day-text';
import { COUNTY_COUNT, type ValidationKey } from '../../../../db/domain/validation';
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
} from '../../../../db/domain/service-requests';
import type { OfferStatus, RequestStatus } from '../../../../db/domain/statuses';
import type { AppDeps } from '../../context';
import { DomainError } from '../../lib/errors';
import { claimedCompanySql } from './claimed';
import { createRequestAlerts } from '../requests/alerts';
import { settingsOf, type SettingsRow } from '../requests/matching';
import {
  centsToEuros,
  offerOf,
  PLACE_JOINS,
  type OfferColumns,
  type RequestRow,
} from '../requests/rules';
import type { RequestReads } from '../requests/store';

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

/** The inbox's columns (the aliases quoted for PostgreSQL) */
export const INBOX_COLUMNS = `r.id, r.status, r.funeral_date AS "funeralDate",
  r.budget_cents AS "budgetCents", r.message, r.providers_asked AS "providersAsked", r.attendees,
  p.name AS settlement, p.municipality_name AS "municipalityName", co.name AS county, p.lat, p.lon,
  rr.distance_km AS "distanceKm", rr.alerted_at AS "alertedAt", rr.read_at AS "readAt",
  o.id AS "offerId", o.total_cents AS "totalCents", o.includes, o.message AS "offerMessage",
  o.valid_until AS "validUntil", o.status AS "offerStatus", o.created_at AS "offerCreatedAt",
  CASE WHEN o.status = 'accepted' THEN r.contact_name END AS "contactName",
  CASE WHEN o.status = 'accepted' THEN r.contact_email END AS "contactEmail",
  CASE WHEN o.status = 'accepted' THEN r.contact_phone END AS "contactPhone"`;
export const INBOX_FROM = `request_recipients rr JOIN service_requests r ON r.id = rr.request_id
  ${PLACE_JOINS} LEFT JOIN request_offers o ON o.request_id = r.id AND o.company_id = rr.company_id`;
/** The inbox's filter, on the dialect's parameters: the company, a service or null, the status */
export const inboxWhere = (
  companyId: string,
  service: string,
  status: string,
) => `rr.company_id = ${companyId}
  AND (${service} IS NULL OR EXISTS (SELECT 1 FROM request_services rs
    WHERE rs.request_id = r.id AND rs.service_id = ${service}))
  AND CASE ${status} WHEN 'open' THEN r.status = 'open' WHEN 'offered' THEN o.id IS NOT NULL
    ELSE r.status != 'open' END`;
const INBOX_WHERE = inboxWhere('@companyId', '@service', '@status');
/** An offer's columns as the provider's queries select them */
export const OFFER_COLUMNS = `id, request_id AS "requestId", total_cents AS "totalCents", includes,
  message, valid_until AS "validUntil", status, created_at AS "createdAt"`;

const iso = (ms: number) => new Date(ms).toISOString();

/** An input refused for what it refers to (422 on those fields): nothing was written */
export type Refused = { ok: false; problems: Partial<Record<string, ValidationKey>> };

/** The company's alert settings row (the aliases quoted for PostgreSQL) */
export const settingsSql = (company: string) =>
  `SELECT radius_km AS "radiusKm", counties, services AS chosen, push, email
   FROM provider_settings WHERE company_id = ${company}`;

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

export function createProviderStore(
  sqlite: BetterSqlite3.Database,
  requests: RequestReads,
  deps: Pick<AppDeps, 'mail' | 'publicUrl' | 'secret'>,
) {
  const alerts = createRequestAlerts(deps, sqlite, requests);
  const claimedCompany = sqlite.prepare<[number], number>(claimedCompanySql('?')).pluck();
  const page = sqlite.prepare<Record<string, unknown>, InboxRow>(
    `SELECT ${INBOX_COLUMNS} FROM ${INBOX_FROM} WHERE ${INBOX_WHERE}
     ORDER BY rr.distance_km, r.id LIMIT @take OFFSET @offset`,
  );
  const count = sqlite
    .prepare<Record<string, unknown>, number>(
      `SELECT count(*) FROM ${INBOX_FROM} WHERE ${INBOX_WHERE}`,
    )
    .pluck();
  const one = sqlite.prepare<[number, number], InboxRow>(
    `SELECT ${INBOX_COLUMNS} FROM ${INBOX_FROM} WHERE rr.company_id = ? AND r.id = ?`,
  );
  const markRead = sqlite.prepare(
    'UPDATE request_recipients SET read_at = ? WHERE company_id = ? AND request_id = ? AND read_at IS NULL',
  );
  const unread = sqlite
    .prepare<[number], number>(
      `SELECT count(*) FROM request_recipients rr JOIN service_requests r ON r.id = rr.request_id
       WHERE rr.company_id = ? AND rr.read_at IS NULL AND r.status = 'open'`,
    )
    .pluck();
  const offerByKey = sqlite.prepare<[string], CompanyOfferRow & { companyId: number }>(
    `SELECT ${OFFER_COLUMNS}, company_id AS "companyId" FROM request_offers WHERE client_key = ?`,
  );
  const insertOffer = sqlite.prepare<Record<string, unknown>, CompanyOfferRow>(
    `INSERT INTO request_offers (request_id, company_id, total_cents, includes, message,
       valid_until, client_key, created_at)
     VALUES (@requestId, @companyId, @totalCents, @includes, @message, @validUntil, @clientKey, @now)
     RETURNING ${OFFER_COLUMNS}`,
  );
  const offersOfCompany = sqlite.prepare<[number], CompanyOfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM request_offers WHERE company_id = ?
     ORDER BY created_at DESC, id DESC`,
  );
  const settingsRow = sqlite.prepare<[number], SettingsRow>(settingsSql('?'));
  const saveSettings = sqlite.prepare(
    `INSERT INTO provider_settings (company_id, radius_km, counties, services, push, email, updated_at)
     VALUES (@companyId, @radiusKm, @counties, @services, @push, @email, @now)
     ON CONFLICT (company_id) DO UPDATE SET radius_km = excluded.radius_km,
       counties = excluded.counties, services = excluded.services, push = excluded.push,
       email = excluded.email, updated_at = excluded.updated_at`,
  );

  const settingsOfCompany = (companyId: number): ProviderSettings =>
    settingsOf(settingsRow.get(companyId) ?? NO_SETTINGS);

  /** The provider's claimed company; 403 no_company without one */
  const companyOf = (userId: number) => claimed(claimedCompany.get(userId));

  return {
    /** One page of the requests the company was alerted for, nearest first */
    inbox: sqlite.transaction((userId: number, q: InboxQuery) => {
      const params = { companyId: companyOf(userId), service: q.service ?? null, status: q.status };
      const total = count.get(params) ?? 0;
      const offset = (q.page - 1) * q.take;
      const rows = page.all({ ...params, take: q.take, offset });
      return inboxPage(
        rows.map((r) => itemOf(r, requests.servicesOf(r.id))),
        total,
        offset,
      );
    }),

    /** How many open requests the company has not opened yet */
    unread: (userId: number) => unread.get(companyOf(userId)) ?? 0,

    /** One request the company was alerted for (marked read); the contact once accepted */
    detail: sqlite.transaction(
      (userId: number, requestId: number, now: number): ProviderRequestDetail => {
        const companyId = companyOf(userId);
        markRead.run(now, companyId, requestId);
        return detailOf(one.get(companyId, requestId), requests.servicesOf(requestId));
      },
    ),

    /**
     * The company's one offer on an open request it was alerted for, the family told (mail, and
     * a push to the request's followers) in the same transaction. The same clientKey again
     * answers the first offer (`created: false`); a second offer is a 409; a valid-until day
     * already past is refused.
     */
    makeOffer: sqlite.transaction(
      (userId: number, requestId: number, input: OfferSubmission, now: number): OfferOutcome => {
        const companyId = companyOf(userId);
        const earlier = input.clientKey ? offerByKey.get(input.clientKey) : undefined;
        const shortcut = offerShortcut(input, earlier, companyId, requestId, now);
        if (shortcut) return shortcut;
        checkOfferable(one.get(companyId, requestId));
        const values = offerValues(input);
        const offer = insertOffer.get({ requestId, companyId, ...values, now })!;
        markRead.run(now, companyId, requestId);
        alerts.offerMade(requests.byId(requestId)!, companyId, values.totalCents, now);
        return { ok: true, offer: offerOf(offer), created: true };
      },
    ),

    /** Every offer of the company, newest first, with its request's settlement and services */
    offers: sqlite.transaction((userId: number) =>
      offersOfCompany
        .all(companyOf(userId))
        .map((o) =>
          companyOfferOf(o, requests.byId(o.requestId)!, requests.servicesOf(o.requestId)),
        ),
    ),

    settings: (userId: number) => settingsOfCompany(companyOf(userId)),

    /** Saves the settings; refused for a county or service that is none */
    saveSettings: sqlite.transaction(
      (
        userId: number,
        settings: ProviderSettings,
        now: number,
      ): { ok: true; settings: ProviderSettings } | Refused => {
        const companyId = companyOf(userId);
        const refusal = settingsRefusal(settings, requests.unknownServices(settings.services));
        if (refusal) return refusal;
        const lists = settingsLists(settings);
        saveSettings.run({
          companyId,
          radiusKm: settings.radiusKm,
          counties: JSON.stringify(lists.counties),
          services: JSON.stringify(lists.services),
          push: settings.push ? 1 : 0,
          email: settings.email ? 1 : 0,
          now,
        });
        return { ok: true, settings: settingsOfCompany(companyId) };
      },
    ),
  };
}

export type ProviderStore = ReturnType<typeof createProviderStore>;

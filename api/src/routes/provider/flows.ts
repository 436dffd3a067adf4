/**
 * Service requests, the provider's side, written once for both databases (decision 0109): the
 * inbox of requests the company was alerted for, nearest first; one request (read); offers; the
 * alert settings. Every use case takes the provider's user and finds their claimed company itself
 * (403 no_company without one), in the same transaction as what it reads or writes. store.ts
 * (SQLite) and store.pg.ts (PostgreSQL) only give the offer's alert, which each database queues
 * its own way. An offer first locks its request's row (PostgreSQL; SQLite's transaction holds the
 * file): offers of one request queue there (so the same clientKey sent twice at once answers the
 * first offer, and a second offer of the company is the 409), and an accept or cancel of the
 * request cannot slip between the offer's checks and its write. A clientKey another request's
 * offer took meanwhile is the same 409 client_key_reused.
 */
import type { ProviderSettings } from '#domain/inputs/service-requests';
import { DomainError } from '../../lib/errors';
import { all, get, run, sql, value, wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import { lockedRequest, requestById, servicesOf, unknownServices } from '../requests/flows';
import { settingsOf, type SettingsRow } from '../requests/matching';
import { offerOf, PLACE_JOINS, type RequestRow } from '../requests/rules';
import { claimedCompanySql } from './claimed';
import {
  checkOfferable,
  claimed,
  companyOfferOf,
  detailOf,
  inboxPage,
  itemOf,
  NO_SETTINGS,
  offerShortcut,
  offerValues,
  settingsLists,
  settingsRefusal,
  type CompanyOfferRow,
  type InboxQuery,
  type InboxRow,
  type OfferOutcome,
  type OfferSubmission,
  type Refused,
} from './rules';

/** The inbox's columns */
const INBOX_COLUMNS = `r.id, r.status, r.funeral_date AS "funeralDate",
  r.budget_cents AS "budgetCents", r.message, r.providers_asked AS "providersAsked", r.attendees,
  p.name AS settlement, p.municipality_name AS "municipalityName", co.name AS county, p.lat, p.lon,
  rr.distance_km AS "distanceKm", rr.alerted_at AS "alertedAt", rr.read_at AS "readAt",
  o.id AS "offerId", o.total_cents AS "totalCents", o.includes, o.message AS "offerMessage",
  o.valid_until AS "validUntil", o.status AS "offerStatus", o.created_at AS "offerCreatedAt",
  CASE WHEN o.status = 'accepted' THEN r.contact_name END AS "contactName",
  CASE WHEN o.status = 'accepted' THEN r.contact_email END AS "contactEmail",
  CASE WHEN o.status = 'accepted' THEN r.contact_phone END AS "contactPhone"`;
const INBOX_FROM = `request_recipients rr JOIN service_requests r ON r.id = rr.request_id
  ${PLACE_JOINS} LEFT JOIN request_offers o ON o.request_id = r.id AND o.company_id = rr.company_id`;
/** The inbox's filter: $1 the company, $2 a service or null, $3 the status */
const INBOX_WHERE = `rr.company_id = $1
  AND (CAST($2 AS integer) IS NULL OR EXISTS (SELECT 1 FROM request_services rs
    WHERE rs.request_id = r.id AND rs.service_id = CAST($2 AS integer)))
  AND CASE CAST($3 AS text) WHEN 'open' THEN r.status = 'open' WHEN 'offered' THEN o.id IS NOT NULL
    ELSE r.status != 'open' END`;
/** An offer's columns as the provider's queries select them */
const OFFER_COLUMNS = `id, request_id AS "requestId", total_cents AS "totalCents", includes,
  message, valid_until AS "validUntil", status, created_at AS "createdAt"`;

type InboxFilter = [companyId: number, service: number | null, status: InboxQuery['status']];

const claimedCompany = sql<{ id: number }, [number]>(
  'provider_claimed_company',
  claimedCompanySql('$1'),
);
const page = sql<InboxRow, [...InboxFilter, take: number, offset: number]>(
  'provider_inbox_page',
  `SELECT ${INBOX_COLUMNS} FROM ${INBOX_FROM} WHERE ${INBOX_WHERE}
   ORDER BY rr.distance_km, r.id LIMIT $4 OFFSET $5`,
);
const count = sql<{ count: number }, InboxFilter>(
  'provider_inbox_count',
  `SELECT count(*) AS count FROM ${INBOX_FROM} WHERE ${INBOX_WHERE}`,
);
const one = sql<InboxRow, [companyId: number, requestId: number]>(
  'provider_inbox_one',
  `SELECT ${INBOX_COLUMNS} FROM ${INBOX_FROM} WHERE rr.company_id = $1 AND r.id = $2`,
);
const markRead = sql<never, [now: number, companyId: number, requestId: number]>(
  'provider_mark_read',
  `UPDATE request_recipients SET read_at = $1
   WHERE company_id = $2 AND request_id = $3 AND read_at IS NULL`,
);
const unread = sql<{ count: number }, [number]>(
  'provider_unread',
  `SELECT count(*) AS count FROM request_recipients rr JOIN service_requests r ON r.id = rr.request_id
   WHERE rr.company_id = $1 AND rr.read_at IS NULL AND r.status = 'open'`,
);
const offerByKey = sql<CompanyOfferRow & { companyId: number }, [string]>(
  'provider_offer_by_key',
  `SELECT ${OFFER_COLUMNS}, company_id AS "companyId" FROM request_offers WHERE client_key = $1`,
);
// no row: the key was taken by an offer on another request, committed meanwhile
const insertOffer = sql<
  CompanyOfferRow,
  [number, number, number, string, string, string, string | null, number]
>(
  'provider_insert_offer',
  `INSERT INTO request_offers (request_id, company_id, total_cents, includes, message,
     valid_until, client_key, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
   ON CONFLICT (client_key) DO NOTHING
   RETURNING ${OFFER_COLUMNS}`,
);
const offersOfCompany = sql<CompanyOfferRow, [number]>(
  'provider_offers_of_company',
  `SELECT ${OFFER_COLUMNS} FROM request_offers WHERE company_id = $1
   ORDER BY created_at DESC, id DESC`,
);
const settingsRow = sql<SettingsRow, [number]>(
  'provider_settings_row',
  `SELECT radius_km AS "radiusKm", counties, services AS chosen, push, email
   FROM provider_settings WHERE company_id = $1`,
);
// the lists as JSON text; the flags as booleans (1/0 on SQLite)
const saveSettings = sql<never, [number, number, string, string, boolean, boolean, number]>(
  'provider_save_settings',
  `INSERT INTO provider_settings (company_id, radius_km, counties, services, push, email, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7)
   ON CONFLICT (company_id) DO UPDATE SET radius_km = excluded.radius_km,
     counties = excluded.counties, services = excluded.services, push = excluded.push,
     email = excluded.email, updated_at = excluded.updated_at`,
);

/** The provider's claimed company; 403 no_company without one */
function* companyOf(userId: number): Flow<number> {
  return claimed(yield* value(claimedCompany, userId));
}

function* settingsOfCompany(companyId: number): Flow<ProviderSettings> {
  return settingsOf((yield* get(settingsRow, companyId)) ?? NO_SETTINGS);
}

/** What each database does its own way inside an offer's transaction */
export interface ProviderEffects {
  /** The family told of the offer (mail, and a push to the request's followers), queued */
  offerMade(request: RequestRow, companyId: number, totalCents: number, now: number): Maybe<void>;
}

/**
 * The provider's side of service requests on a database (`effects`: its own effects inside the
 * transaction `tx`); `mailed` wakes the mail sender once an offer's transaction commits
 */
export function providerStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => ProviderEffects,
  mailed: () => void,
) {
  return {
    /** One page of the requests the company was alerted for, nearest first */
    inbox: (userId: number, q: InboxQuery) =>
      db.transaction(function* () {
        const filter: InboxFilter = [yield* companyOf(userId), q.service ?? null, q.status];
        const total = (yield* value(count, ...filter)) ?? 0;
        const offset = (q.page - 1) * q.take;
        const items = [];
        for (const r of yield* all(page, ...filter, q.take, offset)) {
          items.push(itemOf(r, yield* servicesOf(r.id)));
        }
        return inboxPage(items, total, offset);
      }),

    /** How many open requests the company has not opened yet */
    unread: (userId: number) =>
      db.read(function* () {
        return (yield* value(unread, yield* companyOf(userId))) ?? 0;
      }),

    /** One request the company was alerted for (marked read); the contact once accepted */
    detail: (userId: number, requestId: number, now: number) =>
      db.transaction(function* () {
        const companyId = yield* companyOf(userId);
        yield* run(markRead, now, companyId, requestId);
        return detailOf(yield* get(one, companyId, requestId), yield* servicesOf(requestId));
      }),

    /**
     * The company's one offer on an open request it was alerted for, the family told (mail, and
     * a push to the request's followers) in the same transaction. The same clientKey again
     * answers the first offer (`created: false`); a second offer is a 409; a valid-until day
     * already past is refused.
     */
    makeOffer: (userId: number, requestId: number, input: OfferSubmission, now: number) =>
      db.transaction(function* (tx): Flow<OfferOutcome> {
        const companyId = yield* companyOf(userId);
        yield* lockedRequest(requestId);
        const earlier = input.clientKey ? yield* get(offerByKey, input.clientKey) : undefined;
        const shortcut = offerShortcut(input, earlier, companyId, requestId, now);
        if (shortcut) return shortcut;
        checkOfferable(yield* get(one, companyId, requestId));
        const v = offerValues(input);
        const offer = yield* get(
          insertOffer,
          requestId,
          companyId,
          v.totalCents,
          v.includes,
          v.message,
          v.validUntil,
          v.clientKey,
          now,
        );
        if (!offer) {
          throw new DomainError(
            'conflict',
            'client_key_reused',
            'errors.clientKeyReused',
            'clientKey',
          );
        }
        yield* run(markRead, now, companyId, requestId);
        const request = (yield* requestById(requestId))!;
        yield* wait(effects(tx).offerMade(request, companyId, v.totalCents, now));
        return { ok: true, offer: offerOf(offer), created: true };
      }, mailed),

    /** Every offer of the company, newest first, with its request's settlement and services */
    offers: (userId: number) =>
      db.transaction(function* () {
        const items = [];
        for (const o of yield* all(offersOfCompany, yield* companyOf(userId))) {
          const request = (yield* requestById(o.requestId))!;
          items.push(companyOfferOf(o, request, yield* servicesOf(o.requestId)));
        }
        return items;
      }),

    settings: (userId: number) =>
      db.read(function* () {
        return yield* settingsOfCompany(yield* companyOf(userId));
      }),

    /** Saves the settings; refused for a county or service that is none */
    saveSettings: (userId: number, settings: ProviderSettings, now: number) =>
      db.transaction(function* (): Flow<{ ok: true; settings: ProviderSettings } | Refused> {
        const companyId = yield* companyOf(userId);
        const refusal = settingsRefusal(settings, yield* unknownServices(settings.services));
        if (refusal) return refusal;
        const lists = settingsLists(settings);
        yield* run(
          saveSettings,
          companyId,
          settings.radiusKm,
          JSON.stringify(lists.counties),
          JSON.stringify(lists.services),
          settings.push,
          settings.email,
          now,
        );
        return { ok: true, settings: yield* settingsOfCompany(companyId) };
      }),
  };
}

export type ProviderStore = ReturnType<typeof providerStoreOf>;

/**
 * Service requests, the family's side (raw prepared SQL): a new request with its private token
 * (only its SHA-256 stored, compared in constant time), its confirmation with the matching
 * and one alert time for every provider, the family's view with the offers, accepting one and
 * cancelling. Reads both sides share (a request's services and place) are here too; the
 * provider's side is routes/provider/store.ts.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { dayOfIso, isoOfDay } from '../../../../db/domain/day-text';
import {
  closingOf,
  tallinnIsoDay,
  CONFIRM_LINK_TTL_MS,
  type ProviderOffer,
  type FamilyRequest,
  type ServiceRef,
  type ServiceRequestData,
} from '../../../../db/domain/service-requests';
import type {
  OfferStatus,
  RequestCloseReason,
  RequestStatus,
} from '../../../../db/domain/statuses';
import type { Locale } from '../../../../db/domain/locales';
import { DomainError } from '../../lib/errors';
import { hashToken, newToken, sameSecret } from '../../lib/tokens';
import { averageRating } from '../companies/store';
import { uploadUrl } from '../notices/queries';
import { createMatcher, type MatchedProvider } from './matching';

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

const REQUEST_COLUMNS = `r.id, r.token_hash AS tokenHash, r.status, r.close_reason AS closeReason,
  r.place_id AS placeId, r.funeral_date AS funeralDate, r.attendees, r.budget_cents AS budgetCents,
  r.message, r.contact_name AS contactName, r.contact_email AS contactEmail,
  r.contact_phone AS contactPhone, r.max_providers AS maxProviders,
  r.providers_asked AS providersAsked, r.locale, r.created_at AS createdAt,
  r.confirmed_at AS confirmedAt, r.closes_at AS closesAt, p.name AS settlement,
  p.municipality_name AS municipalityName, co.name AS county, p.county_id AS countyId, p.lat, p.lon`;
/** A request's (`r`) place (`p`) and county (`co`) */
export const PLACE_JOINS =
  'JOIN places p ON p.id = r.place_id JOIN counties co ON co.id = p.county_id';
const REQUEST_FROM = `service_requests r ${PLACE_JOINS}`;

/** The settlement as providers and the family see it: the EHAK name and its municipality */
export const settlementName = (r: Pick<RequestRow, 'settlement' | 'municipalityName'>) =>
  r.municipalityName && r.municipalityName !== r.settlement
    ? `${r.settlement}, ${r.municipalityName}`
    : r.settlement;

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

interface OfferRow extends OfferColumns {
  companyId: number;
  name: string;
  slug: string;
  logoFile: string | null;
  reviewCount: number;
  ratingSum: number;
  phone: string | null;
  distanceKm: number;
}

/** What confirming found: the request is open now (with the providers to alert) or was already */
export type Confirmation =
  | { kind: 'confirmed'; request: RequestRow; recipients: MatchedProvider[]; alertedAt: number }
  | { kind: 'already'; request: RequestRow };

export function createRequestStore(sqlite: BetterSqlite3.Database) {
  const match = createMatcher(sqlite);
  const placeById = sqlite.prepare<[number], { id: number }>('SELECT id FROM places WHERE id = ?');
  const knownServices = sqlite.prepare<[string], { id: number }>(
    'SELECT id FROM services WHERE id IN (SELECT value FROM json_each(?))',
  );
  const sentToday = sqlite
    .prepare<[string, number], number>(
      'SELECT count(*) FROM service_requests WHERE contact_email = ? AND created_at >= ?',
    )
    .pluck();
  const insert = sqlite
    .prepare(
      `INSERT INTO service_requests (token_hash, place_id, funeral_date, attendees, budget_cents,
         message, contact_name, contact_email, contact_phone, max_providers, locale, user_id,
         created_at, closes_at)
       VALUES (@tokenHash, @placeId, @funeralDate, @attendees, @budgetCents, @message, @name,
         @email, @phone, @maxProviders, @locale, @userId, @now, @closesAt)
       RETURNING id`,
    )
    .pluck();
  const insertService = sqlite.prepare(
    'INSERT OR IGNORE INTO request_services (request_id, service_id) VALUES (?, ?)',
  );
  const byId = sqlite.prepare<[number], RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = ?`,
  );
  const servicesOfRequest = sqlite.prepare<[number], ServiceRef>(
    `SELECT s.id, s.name FROM request_services rs JOIN services s ON s.id = rs.service_id
     WHERE rs.request_id = ? ORDER BY s.sort_order, s.id`,
  );
  const open = sqlite.prepare(
    `UPDATE service_requests SET status = 'open', confirmed_at = ?, providers_asked = ?
     WHERE id = ? AND status = 'unconfirmed'`,
  );
  const insertRecipient = sqlite.prepare(
    `INSERT INTO request_recipients (request_id, company_id, user_id, distance_km, alerted_at, channel)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const offersOf = sqlite.prepare<[number], OfferRow>(
    `SELECT o.id, c.id AS companyId, c.name, c.slug,
       (SELECT file_name FROM images WHERE id = c.logo_image_id) AS logoFile,
       c.review_count AS reviewCount, c.rating_sum AS ratingSum, c.phone,
       rr.distance_km AS distanceKm, o.total_cents AS totalCents, o.includes, o.message,
       o.valid_until AS validUntil, o.status, o.created_at AS createdAt
     FROM request_offers o JOIN companies c ON c.id = o.company_id
     JOIN request_recipients rr ON rr.request_id = o.request_id AND rr.company_id = o.company_id
     WHERE o.request_id = ? ORDER BY o.total_cents, o.id`,
  );
  const offerInRequest = sqlite.prepare<
    [number, number],
    { id: number; companyId: number; status: string; validUntil: string }
  >(
    `SELECT id, company_id AS companyId, status, valid_until AS validUntil
     FROM request_offers WHERE id = ? AND request_id = ?`,
  );
  const end = sqlite.prepare(
    `UPDATE service_requests SET status = ?, ended_at = ? WHERE id = ? AND status IN ('unconfirmed', 'open')`,
  );
  const acceptOffer = sqlite.prepare(
    "UPDATE request_offers SET status = 'accepted', decided_at = ? WHERE id = ?",
  );
  const declineOthers = sqlite
    .prepare(
      `UPDATE request_offers SET status = 'declined', decided_at = ?
       WHERE request_id = ? AND id != ? AND status = 'sent' RETURNING company_id`,
    )
    .pluck();
  const subscriptionByEndpoint = sqlite
    .prepare<[string], number>('SELECT id FROM push_subscriptions WHERE endpoint = ?')
    .pluck();
  const insertFollow = sqlite.prepare(
    `INSERT INTO request_follows (request_id, subscription_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );

  /** The request the token opens; a wrong token is the same 404 as a missing request */
  function withToken(id: number, token: string): RequestRow {
    const row = byId.get(id);
    if (!row || !sameSecret(hashToken(token), row.tokenHash)) {
      throw new DomainError('not_found', 'request_not_found', 'requests.notFound', 'token');
    }
    return row;
  }

  function familyView(row: RequestRow, warnings: string[]): FamilyRequest {
    return {
      id: row.id,
      status: row.status,
      closeReason: row.closeReason,
      services: servicesOfRequest.all(row.id),
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
      offers: offersOf.all(row.id).map((o) => ({
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

  return {
    /** A request by its id, for mails and views; undefined when there is none */
    byId: (id: number) => byId.get(id),
    /** A request's services in the directory's order */
    servicesOf: (id: number) => servicesOfRequest.all(id),
    withToken,
    familyView,

    /** Which of the ids are no service of the directory */
    unknownServices(ids: readonly number[]): number[] {
      const known = new Set(knownServices.all(JSON.stringify(ids)).map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },
    placeExists: (id: number) => placeById.get(id) !== undefined,
    /** Requests sent with this (lower-cased) address since the Tallinn day of `now` began */
    sentToday(email: string, dayStart: number): number {
      return sentToday.get(email, dayStart) ?? 0;
    },

    /** Stores an unconfirmed request; returns its id and the token (the caller mails the link) */
    create(
      input: ServiceRequestData,
      who: { userId: number | null; locale: Locale },
      now: number,
    ): { id: number; token: string } {
      const token = newToken();
      const funeralDate = input.funeralDate === null ? null : isoOfDay(input.funeralDate);
      const id = sqlite.transaction(() => {
        const id = Number(
          insert.get({
            tokenHash: hashToken(token),
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
          }),
        );
        for (const service of new Set(input.services)) insertService.run(id, service);
        return id;
      })();
      return { id, token };
    },

    /**
     * Opens an unconfirmed request and records its recipients, all with the one `now` as their
     * alert time; `channelOf` decides (and queues) each one's alert in the same transaction.
     * A request already confirmed is left as it is; an unconfirmed one past 24 hours is a 410.
     */
    confirm: sqlite.transaction(
      (
        id: number,
        token: string,
        now: number,
        channelOf: (request: RequestRow, provider: MatchedProvider) => string,
      ): Confirmation => {
        const request = withToken(id, token);
        if (request.status !== 'unconfirmed') return { kind: 'already', request };
        if (request.createdAt + CONFIRM_LINK_TTL_MS <= now) {
          throw new DomainError('gone', 'request_link_expired', 'requests.linkExpired', 'token');
        }
        const services = servicesOfRequest.all(id).map((s) => s.id);
        const recipients = match({
          lat: request.lat,
          lon: request.lon,
          countyId: request.countyId,
          services,
          maxProviders: request.maxProviders,
        });
        open.run(now, recipients.length, id);
        const opened = byId.get(id)!;
        for (const p of recipients) {
          const channel = channelOf(opened, p);
          insertRecipient.run(id, p.companyId, p.userId, p.distanceKm, now, channel);
        }
        return { kind: 'confirmed', request: opened, recipients, alertedAt: now };
      },
    ),

    /**
     * The family accepts an open request's offer that is still sent and valid: the others are
     * declined. Returns the accepted offer's company and the declined ones'.
     */
    accept: sqlite.transaction((request: RequestRow, offerId: number, now: number) => {
      if (request.status !== 'open') {
        throw new DomainError('conflict', 'request_not_open', 'requests.notOpen', 'body');
      }
      const offer = offerInRequest.get(offerId, request.id);
      if (!offer || offer.status !== 'sent' || offer.validUntil < tallinnIsoDay(now)) {
        throw new DomainError(
          'conflict',
          'offer_not_available',
          'requests.offerNotFound',
          'offerId',
        );
      }
      end.run('accepted', now, request.id);
      acceptOffer.run(now, offer.id);
      const declined = declineOthers.all(now, request.id, offer.id) as number[];
      return { acceptedCompanyId: offer.companyId, declinedCompanyIds: declined };
    }),

    /** The family withdraws a request not yet over (409 otherwise) */
    cancel(request: RequestRow, now: number): void {
      if (end.run('cancelled', now, request.id).changes === 0) {
        throw new DomainError('conflict', 'request_not_open', 'requests.notOpen', 'body');
      }
    },

    /** New offers are pushed to this subscription (404 for an endpoint never subscribed) */
    follow(requestId: number, endpoint: string, now: number): void {
      const subscriptionId = subscriptionByEndpoint.get(endpoint);
      if (subscriptionId === undefined) {
        throw new DomainError(
          'not_found',
          'subscription_not_found',
          'push.subscriptionNotFound',
          'endpoint',
        );
      }
      insertFollow.run(requestId, subscriptionId, now);
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;

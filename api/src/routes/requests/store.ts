/**
 * Service requests, the family's side (raw prepared SQL): a new request with its private token
 * (only its SHA-256 stored, compared in constant time), its confirmation with the matching
 * and one alert time for every provider, the family's view with the offers, accepting one and
 * cancelling. Each use case is one method that checks the token and acts in one transaction,
 * queueing its mails and pushes there too (alerts.ts). Reads both sides share (a request's
 * services and place) are here too, and the sweeper's side; the provider's side is
 * routes/provider/store.ts.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { dateWarnings, warningTexts } from '../../../../db/domain/cemetery-rules';
import { dayOfIso, isoOfDay } from '../../../../db/domain/day-text';
import {
  closingOf,
  tallinnIsoDay,
  CONFIRM_LINK_TTL_MS,
  REQUEST_KEEP_MS,
  REQUEST_LIMITS,
  settlementName,
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
import type { AppDeps } from '../../context';
import { DomainError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailSender, Throttle, ThrottleCheck } from '../../stores/throttle';
import { averageRating } from '../companies/store';
import { uploadUrl } from '../notices/queries';
import { createRequestAlerts } from './alerts';
import { familyLinks } from './family-link';
import { createMatcher } from './matching';

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

/**
 * Reads both sides compose inside their transactions (the SQLite adapter's own part, never a
 * port): a request, its services, which services exist.
 */
export function createRequestReads(sqlite: BetterSqlite3.Database) {
  const byId = sqlite.prepare<[number], RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = ?`,
  );
  const servicesOfRequest = sqlite.prepare<[number], ServiceRef>(
    `SELECT s.id, s.name FROM request_services rs JOIN services s ON s.id = rs.service_id
     WHERE rs.request_id = ? ORDER BY s.sort_order, s.id`,
  );
  const knownServices = sqlite.prepare<[string], { id: number }>(
    'SELECT id FROM services WHERE id IN (SELECT value FROM json_each(?))',
  );
  return {
    /** A request by its id, for mails and views; undefined when there is none */
    byId: (id: number) => byId.get(id),
    /** A request's services in the directory's order */
    servicesOf: (id: number) => servicesOfRequest.all(id),
    /** Which of the ids are no service of the directory */
    unknownServices(ids: readonly number[]): number[] {
      const known = new Set(knownServices.all(JSON.stringify(ids)).map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },
  };
}

export type RequestReads = ReturnType<typeof createRequestReads>;

export function createRequestStore(
  sqlite: BetterSqlite3.Database,
  reads: RequestReads,
  deps: Pick<AppDeps, 'mail' | 'publicUrl' | 'secret'>,
  throttle: Pick<Throttle, 'spend' | 'spendMail'>,
) {
  const { servicesOf, unknownServices } = reads;
  const match = createMatcher(sqlite);
  const placeById = sqlite.prepare<[number], { id: number }>('SELECT id FROM places WHERE id = ?');
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
  const open = sqlite.prepare(
    `UPDATE service_requests SET status = 'open', confirmed_at = ?, providers_asked = ?
     WHERE id = ? AND status = 'unconfirmed'`,
  );
  const insertRecipient = sqlite.prepare(
    `INSERT INTO request_recipients (request_id, company_id, user_id, distance_km, alerted_at, channel)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const offersOf = sqlite.prepare<[number], FamilyOfferRow>(familyOffersSql('?'));
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

  const { openedBy } = familyLinks(deps.secret);
  const withToken = (id: number, token: string) => openedBy(reads.byId(id), token);

  const alerts = createRequestAlerts(deps, sqlite, reads);

  const familyView = (row: RequestRow, locale: Locale) =>
    familyViewOf(row, servicesOf(row.id), offersOf.all(row.id), locale);

  /** What refuses a new request, checked in the order the family is told of it */
  const refusalOf = (input: ServiceRequestData, dayStart: number) =>
    refusalFrom(
      !!placeById.get(input.placeId),
      unknownServices(input.services),
      sentToday.get(input.email.toLowerCase(), dayStart) ?? 0,
    );

  const refreshed = (id: number) => reads.byId(id)!;

  return {
    /**
     * Why a new request would be refused now (`dayStart`: the Tallinn day's start, for the
     * address's count), or null. The route asks before it sends the request; `create` asks
     * again in its transaction.
     */
    refusalOf,

    /**
     * Stores an unconfirmed request and queues the family's confirmation link, spending the
     * visitor's allowance and the mail's in the same transaction; returns its id and the token,
     * or the refusal when it is not taken (nothing is written then but a spent allowance).
     */
    create: sqlite.transaction(
      (
        input: ServiceRequestData,
        who: { userId: number | null; locale: Locale },
        now: number,
        dayStart: number,
        spending: RequestSpending,
      ): NewRequestOutcome => {
        const refusal = refusalOf(input, dayStart);
        if (refusal) return { ok: false, refusal };
        const allowanceWait = throttle.spend(spending.allowance, now);
        if (allowanceWait) {
          return { ok: false, refusal: 'throttled', spent: 'allowance', wait: allowanceWait };
        }
        const mailWait = throttle.spendMail(spending.mail, now);
        if (mailWait) return { ok: false, refusal: 'throttled', spent: 'mail', wait: mailWait };
        const token = newToken();
        const id = Number(
          insert.get({ tokenHash: hashToken(token), ...newRequestValues(input, who, now) }),
        );
        for (const service of new Set(input.services)) insertService.run(id, service);
        alerts.confirmLink(refreshed(id), token, now);
        return { ok: true, id, token };
      },
    ),

    /**
     * Opens an unconfirmed request and records its recipients, all with the one `now` as their
     * alert time, each one's alert queued by its channel. A request already confirmed is left as
     * it is; an unconfirmed one past 24 hours is a 410.
     */
    confirm: sqlite.transaction(
      (id: number, token: string, now: number): Pick<RequestRow, 'status' | 'providersAsked'> => {
        const request = withToken(id, token);
        if (request.status !== 'unconfirmed') return confirmAnswer(request);
        checkConfirmable(request, now);
        const recipients = match({
          lat: request.lat,
          lon: request.lon,
          countyId: request.countyId,
          services: servicesOf(id).map((s) => s.id),
          maxProviders: request.maxProviders,
        });
        open.run(now, recipients.length, id);
        const opened = refreshed(id);
        for (const p of recipients) {
          const channel = alerts.alertProvider(opened, p, now);
          insertRecipient.run(id, p.companyId, p.userId, p.distanceKm, now, channel);
        }
        return confirmAnswer(opened);
      },
    ),

    /** The family's page of the request the token opens */
    view: (id: number, token: string, locale: Locale) => familyView(withToken(id, token), locale),

    /**
     * The family accepts an open request's offer that is still sent and valid: the others are
     * declined, the providers told. Answers the family's page.
     */
    accept: sqlite.transaction(
      (id: number, token: string, offerId: number, now: number, locale: Locale) => {
        const request = withToken(id, token);
        const offer =
          request.status === 'open' ? offerInRequest.get(offerId, request.id) : undefined;
        checkAcceptable(request, offer, now);
        end.run('accepted', now, request.id);
        acceptOffer.run(now, offer!.id);
        const declined = declineOthers.all(now, request.id, offer!.id) as number[];
        alerts.accepted(request, offer!.companyId, declined, now);
        return familyView(refreshed(id), locale);
      },
    ),

    /** The family withdraws a request not yet over (409 otherwise); answers the family's page */
    cancel: sqlite.transaction((id: number, token: string, now: number, locale: Locale) => {
      const request = withToken(id, token);
      if (end.run('cancelled', now, request.id).changes === 0) throw notOpen();
      return familyView(refreshed(id), locale);
    }),

    /** New offers of the request are pushed to this subscription (404 for an unknown endpoint) */
    follow: sqlite.transaction((id: number, token: string, endpoint: string, now: number) => {
      const request = withToken(id, token);
      const subscriptionId = subscriptionByEndpoint.get(endpoint);
      if (subscriptionId === undefined) throw subscriptionNotFound();
      insertFollow.run(request.id, subscriptionId, now);
    }),
  };
}

/** What one sweep did */
export interface SweepOutcome {
  closed: number;
  expired: number;
  deleted: number;
}

/**
 * The request sweeper's side (services/request-sweeper.ts reaches it through its port): one
 * sweep closes the open requests that are due, expires the offers past their last valid day and
 * deletes what is kept no longer, in one transaction.
 */
export function createRequestSweepStore(sqlite: BetterSqlite3.Database) {
  const due = sqlite.prepare<
    [number],
    { id: number; createdAt: number; funeralDate: string | null }
  >(
    `SELECT id, created_at AS createdAt, funeral_date AS funeralDate FROM service_requests
     WHERE status = 'open' AND closes_at <= ?`,
  );
  const close = sqlite.prepare(
    `UPDATE service_requests SET status = 'closed', close_reason = ?, ended_at = ?
     WHERE id = ? AND status = 'open'`,
  );
  const expire = sqlite.prepare(
    "UPDATE request_offers SET status = 'expired', decided_at = ? WHERE status = 'sent' AND valid_until < ?",
  );
  const remove = sqlite.prepare(
    `DELETE FROM service_requests WHERE ended_at <= @before
       OR (status = 'unconfirmed' AND created_at <= @before)`,
  );

  return {
    /** One sweep at `at`: what it closed, expired and deleted */
    sweep: sqlite.transaction((at: number): SweepOutcome => {
      const closing = due.all(at);
      for (const r of closing) close.run(closingOf(r.createdAt, r.funeralDate).reason, at, r.id);
      const expired = expire.run(at, tallinnIsoDay(at)).changes;
      const deleted = remove.run({ before: at - REQUEST_KEEP_MS }).changes;
      return { closed: closing.length, expired, deleted };
    }),
  };
}

export type RequestSweepStore = ReturnType<typeof createRequestSweepStore>;

export type RequestStore = ReturnType<typeof createRequestStore>;

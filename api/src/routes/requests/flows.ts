/**
 * Service requests, the family's side and the sweep, written once for both databases (decision
 * 0109): each use case is one flow of steps in one transaction; store.ts (SQLite) and store.pg.ts
 * (PostgreSQL) only give the effects they do their own way (the throttle, the alerts) and run it. A change of a request first locks its row (`FOR UPDATE`, PostgreSQL; SQLite's
 * transaction holds the whole file), so two confirmations cannot both match and insert
 * recipients, and an accept cannot race a cancel or an offer. A new request locks its address, so
 * parallel requests of one address cannot all pass its daily limit.
 */
import type { Locale } from '#domain/vocabulary/locales';
import {
  closingOf,
  REQUEST_KEEP_MS,
  tallinnIsoDay,
  type ServiceRef,
  type ServiceRequestData,
} from '#domain/inputs/service-requests';
import { hashToken, newToken } from '../../lib/tokens';
import { all, get, run, sql, value, wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import type { MailSender, ThrottleCheck } from '../../stores/throttle';
import type { Channel } from './alerts';
import { familyLinks } from './family-link';
import { matched, type MatchedProvider } from './matching';
import {
  checkAcceptable,
  checkConfirmable,
  confirmAnswer,
  familyOffersSql,
  familyViewOf,
  newRequestValues,
  notOpen,
  refusalFrom,
  REQUEST_COLUMNS,
  REQUEST_FROM,
  subscriptionNotFound,
  type FamilyOfferRow,
  type NewRequestOutcome,
  type RequestRow,
  type RequestSpending,
} from './rules';

const byId = sql<RequestRow, [number]>(
  'requests_by_id',
  `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`,
);
const lockRequest = sql<{ id: number }, [number]>('requests_lock', {
  sqlite: null,
  pg: 'SELECT id FROM service_requests WHERE id = $1 FOR UPDATE',
});
const servicesOfRequest = sql<ServiceRef, [number]>(
  'requests_services_of',
  `SELECT s.id, s.name FROM request_services rs JOIN services s ON s.id = rs.service_id
   WHERE rs.request_id = $1 ORDER BY s.sort_order, s.id`,
);
const knownServices = sql<{ id: number }, [number[]]>('requests_known_services', {
  sqlite: 'SELECT id FROM services WHERE id IN (SELECT value FROM json_each($1))',
  pg: 'SELECT id FROM services WHERE id = ANY($1::int[])',
});

/**
 * The request's row locked until the transaction ends (PostgreSQL; SQLite's transaction holds the
 * file): changes of one request, the provider's offers too, queue there
 */
export const lockedRequest = (id: number) => run(lockRequest, id);

/** A request by its id, for mails and views; undefined when there is none */
export const requestById = (id: number) => get(byId, id);

/** A request's services in the directory's order */
export const servicesOf = (id: number) => all(servicesOfRequest, id);

/** Which of the ids are no service of the directory */
export function* unknownServices(ids: readonly number[]): Flow<number[]> {
  if (ids.length === 0) return [];
  const known = new Set((yield* all(knownServices, [...ids])).map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

const placeExists = sql<{ one: number }, [number]>(
  'requests_place_exists',
  'SELECT 1 AS one FROM places WHERE id = $1',
);
const sentToday = sql<{ count: number }, [string, number]>(
  'requests_sent_today',
  'SELECT count(*) AS count FROM service_requests WHERE contact_email = $1 AND created_at >= $2',
);
const lockAddress = sql<never, [string]>('requests_lock_address', {
  sqlite: null,
  pg: "SELECT pg_advisory_xact_lock(hashtextextended('service_request:' || $1, 0))",
});
type NewRequestRow = [string, ...ReturnType<typeof newRequestColumns>];
const insert = sql<{ id: number }, NewRequestRow>(
  'requests_insert',
  `INSERT INTO service_requests (token_hash, place_id, funeral_date, attendees, budget_cents,
     message, contact_name, contact_email, contact_phone, max_providers, locale, user_id,
     created_at, closes_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
   RETURNING id`,
);
const insertServices = sql<never, [number, number[]]>('requests_insert_services', {
  sqlite: `INSERT OR IGNORE INTO request_services (request_id, service_id)
    SELECT $1, value FROM json_each($2)`,
  pg: `INSERT INTO request_services (request_id, service_id)
    SELECT $1, s FROM unnest($2::int[]) AS s ON CONFLICT DO NOTHING`,
});
const open = sql<never, [number, number, number]>(
  'requests_open',
  `UPDATE service_requests SET status = 'open', confirmed_at = $1, providers_asked = $2
   WHERE id = $3 AND status = 'unconfirmed'`,
);
const insertRecipient = sql<never, [number, number, number, number, number, Channel]>(
  'requests_insert_recipient',
  `INSERT INTO request_recipients (request_id, company_id, user_id, distance_km, alerted_at, channel)
   VALUES ($1, $2, $3, $4, $5, $6)`,
);
const offersOf = sql<FamilyOfferRow, [number]>('requests_family_offers', familyOffersSql('$1'));
const offerInRequest = sql<
  { id: number; companyId: number; status: string; validUntil: string },
  [number, number]
>(
  'requests_offer_in_request',
  `SELECT id, company_id AS "companyId", status, valid_until AS "validUntil"
   FROM request_offers WHERE id = $1 AND request_id = $2`,
);
const end = sql<never, ['accepted' | 'cancelled', number, number]>(
  'requests_end',
  `UPDATE service_requests SET status = $1, ended_at = $2
   WHERE id = $3 AND status IN ('unconfirmed', 'open')`,
);
const acceptOffer = sql<never, [number, number]>(
  'requests_accept_offer',
  "UPDATE request_offers SET status = 'accepted', decided_at = $1 WHERE id = $2",
);
const declineOthers = sql<{ companyId: number }, [number, number, number]>(
  'requests_decline_others',
  `UPDATE request_offers SET status = 'declined', decided_at = $1
   WHERE request_id = $2 AND id != $3 AND status = 'sent' RETURNING company_id AS "companyId"`,
);
const subscriptionByEndpoint = sql<{ id: number }, [string]>(
  'requests_subscription_by_endpoint',
  'SELECT id FROM push_subscriptions WHERE endpoint = $1',
);
const insertFollow = sql<never, [number, number, number]>(
  'requests_insert_follow',
  `INSERT INTO request_follows (request_id, subscription_id, created_at) VALUES ($1, $2, $3)
   ON CONFLICT DO NOTHING`,
);

/** A new request's columns in the insert's order (after its token's hash) */
const newRequestColumns = (v: ReturnType<typeof newRequestValues>) =>
  [
    v.placeId,
    v.funeralDate,
    v.attendees,
    v.budgetCents,
    v.message,
    v.name,
    v.email,
    v.phone,
    v.maxProviders,
    v.locale,
    v.userId,
    v.now,
    v.closesAt,
  ] as const;

/** What each database does its own way inside a request's transaction */
export interface RequestEffects {
  /** The visitor's allowances spent (the wait in ms, 0 when spent) */
  spend(checks: readonly ThrottleCheck[], now: number): Maybe<number>;
  /** The address's mail allowance spent (the wait in ms, 0 when spent) */
  spendMail(who: MailSender, now: number): Maybe<number>;
  /** The family's confirmation link, queued */
  confirmLink(request: RequestRow, token: string, now: number): Maybe<void>;
  /** One matched provider alerted; the channel it went by */
  alertProvider(
    request: RequestRow,
    services: readonly ServiceRef[],
    provider: MatchedProvider,
    now: number,
  ): Maybe<Channel>;
  /** The accepted provider told, the declined ones thanked */
  accepted(
    request: RequestRow,
    acceptedId: number,
    declinedIds: number[],
    now: number,
  ): Maybe<void>;
}

/** The request after a change (it exists: the flow read it before) */
function* refreshed(id: number): Flow<RequestRow> {
  return (yield* requestById(id))!;
}

/** What refuses a new request, checked in the order the family is told of it */
function* refusalOf(input: ServiceRequestData, dayStart: number) {
  const placeKnown = (yield* get(placeExists, input.placeId)) !== undefined;
  const unknown = yield* unknownServices(input.services);
  const sent = (yield* value(sentToday, input.email.toLowerCase(), dayStart)) ?? 0;
  return refusalFrom(placeKnown, unknown, Number(sent));
}

function* familyView(row: RequestRow, locale: Locale) {
  const services = yield* servicesOf(row.id);
  return familyViewOf(row, services, yield* all(offersOf, row.id), locale);
}

/**
 * The family's side of service requests on a database (`effects`: its own effects inside the
 * transaction `tx`); `mailed` wakes the mail sender once a transaction that queued mail commits
 */
export function requestStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => RequestEffects,
  secret: string,
  mailed: () => void,
) {
  const { openedBy } = familyLinks(secret);

  function* withToken(id: number, token: string) {
    return openedBy(yield* requestById(id), token);
  }
  /** The request the token opens, its row locked for the change */
  function* lockedWithToken(id: number, token: string) {
    yield* lockedRequest(id);
    return yield* withToken(id, token);
  }

  return {
    /**
     * Why a new request would be refused now (`dayStart`: the Tallinn day's start, for the
     * address's count), or null. The route asks before it sends the request; `create` asks
     * again in its transaction.
     */
    refusalOf: (input: ServiceRequestData, dayStart: number) =>
      db.read(() => refusalOf(input, dayStart)),

    /**
     * Stores an unconfirmed request and queues the family's confirmation link, spending the
     * visitor's allowance and the mail's in the same transaction; returns its id and the token,
     * or the refusal when it is not taken (nothing is written then but a spent allowance).
     */
    create: (
      input: ServiceRequestData,
      who: { userId: number | null; locale: Locale },
      now: number,
      dayStart: number,
      spending: RequestSpending,
    ) =>
      db.transaction(function* (tx): Flow<NewRequestOutcome> {
        const fx = effects(tx);
        yield* run(lockAddress, input.email.toLowerCase());
        const refusal = yield* refusalOf(input, dayStart);
        if (refusal) return { ok: false, refusal };
        const allowanceWait = yield* wait(fx.spend(spending.allowance, now));
        if (allowanceWait) {
          return { ok: false, refusal: 'throttled', spent: 'allowance', wait: allowanceWait };
        }
        const mailWait = yield* wait(fx.spendMail(spending.mail, now));
        if (mailWait) return { ok: false, refusal: 'throttled', spent: 'mail', wait: mailWait };
        const token = newToken();
        const columns = newRequestColumns(newRequestValues(input, who, now));
        const id = Number(yield* value(insert, hashToken(token), ...columns));
        yield* run(insertServices, id, [...new Set(input.services)]);
        yield* wait(fx.confirmLink(yield* refreshed(id), token, now));
        return { ok: true, id, token };
      }, mailed),

    /**
     * Opens an unconfirmed request and records its recipients, all with the one `now` as their
     * alert time, each one's alert queued by its channel. A request already confirmed is left as
     * it is; an unconfirmed one past 24 hours is a 410.
     */
    confirm: (id: number, token: string, now: number) =>
      db.transaction(function* (tx) {
        const fx = effects(tx);
        const request = yield* lockedWithToken(id, token);
        if (request.status !== 'unconfirmed') return confirmAnswer(request);
        checkConfirmable(request, now);
        const services = yield* servicesOf(id);
        const recipients = yield* matched({
          lat: request.lat,
          lon: request.lon,
          countyId: request.countyId,
          services: services.map((s) => s.id),
          maxProviders: request.maxProviders,
        });
        yield* run(open, now, recipients.length, id);
        const opened = yield* refreshed(id);
        for (const p of recipients) {
          const channel = yield* wait(fx.alertProvider(opened, services, p, now));
          yield* run(insertRecipient, id, p.companyId, p.userId, p.distanceKm, now, channel);
        }
        return confirmAnswer(opened);
      }, mailed),

    /** The family's page of the request the token opens */
    view: (id: number, token: string, locale: Locale) =>
      db.read(function* () {
        return yield* familyView(yield* withToken(id, token), locale);
      }),

    /**
     * The family accepts an open request's offer that is still sent and valid: the others are
     * declined, the providers told. Answers the family's page.
     */
    accept: (id: number, token: string, offerId: number, now: number, locale: Locale) =>
      db.transaction(function* (tx) {
        const request = yield* lockedWithToken(id, token);
        const offer =
          request.status === 'open' ? yield* get(offerInRequest, offerId, request.id) : undefined;
        checkAcceptable(request, offer, now);
        yield* run(end, 'accepted', now, request.id);
        yield* run(acceptOffer, now, offer!.id);
        const declined = yield* all(declineOthers, now, request.id, offer!.id);
        const declinedIds = declined.map((d) => d.companyId);
        yield* wait(effects(tx).accepted(request, offer!.companyId, declinedIds, now));
        return yield* familyView(yield* refreshed(id), locale);
      }, mailed),

    /** The family withdraws a request not yet over (409 otherwise); answers the family's page */
    cancel: (id: number, token: string, now: number, locale: Locale) =>
      db.transaction(function* () {
        const request = yield* lockedWithToken(id, token);
        if ((yield* run(end, 'cancelled', now, request.id)) === 0) throw notOpen();
        return yield* familyView(yield* refreshed(id), locale);
      }),

    /** New offers of the request are pushed to this subscription (404 for an unknown endpoint) */
    follow: (id: number, token: string, endpoint: string, now: number) =>
      db.transaction(function* () {
        const request = yield* withToken(id, token);
        const subscriptionId = yield* value(subscriptionByEndpoint, endpoint);
        if (subscriptionId === undefined) throw subscriptionNotFound();
        yield* run(insertFollow, request.id, subscriptionId, now);
      }),
  };
}

export type RequestStore = ReturnType<typeof requestStoreOf>;

/** What one sweep did */
export interface SweepOutcome {
  closed: number;
  expired: number;
  deleted: number;
}

const sweepLock = sql<never, []>('requests_sweep_lock', {
  sqlite: null,
  pg: "SELECT pg_advisory_xact_lock(hashtextextended('request_sweep', 0))",
});
const due = sql<{ id: number; createdAt: number; funeralDate: string | null }, [number]>(
  'requests_sweep_due',
  `SELECT id, created_at AS "createdAt", funeral_date AS "funeralDate" FROM service_requests
   WHERE status = 'open' AND closes_at <= $1`,
);
const close = sql<never, [string, number, number]>(
  'requests_sweep_close',
  `UPDATE service_requests SET status = 'closed', close_reason = $1, ended_at = $2
   WHERE id = $3 AND status = 'open'`,
);
const expire = sql<never, [number, string]>(
  'requests_sweep_expire',
  `UPDATE request_offers SET status = 'expired', decided_at = $1
   WHERE status = 'sent' AND valid_until < $2`,
);
const remove = sql<never, [number]>(
  'requests_sweep_remove',
  `DELETE FROM service_requests WHERE ended_at <= $1
     OR (status = 'unconfirmed' AND created_at <= $1)`,
);

/**
 * The request sweeper's side (services/request-sweeper.ts reaches it through its port): one
 * sweep closes the open requests that are due, expires the offers past their last valid day and
 * deletes what is kept no longer, in one transaction; on PostgreSQL under an advisory lock, so
 * that two app instances sweeping at once do it one after the other.
 */
export function requestSweepStoreOf<Tx>(db: Db<Tx>) {
  return {
    /** One sweep at `at`: what it closed, expired and deleted */
    sweep: (at: number) =>
      db.transaction(function* (): Flow<SweepOutcome> {
        yield* run(sweepLock);
        const closing = yield* all(due, at);
        for (const r of closing) {
          yield* run(close, closingOf(r.createdAt, r.funeralDate).reason, at, r.id);
        }
        const expired = yield* run(expire, at, tallinnIsoDay(at));
        const deleted = yield* run(remove, at - REQUEST_KEEP_MS);
        return { closed: closing.length, expired, deleted };
      }),
  };
}

export type RequestSweepStore = ReturnType<typeof requestSweepStoreOf>;

/**
 * Service requests on PostgreSQL, the family's side and the sweep (store.ts is the SQLite
 * adapter and holds the rules: the token, the refusals, the checks, the family's page). Each
 * method is one transaction; the ones that change a request first lock its row (`FOR UPDATE`),
 * so two confirmations cannot both match and insert recipients, and an accept cannot race a
 * cancel or an offer. A new request takes an advisory lock on its address, so parallel requests
 * of one address cannot all pass its daily limit, and spends the visitor's allowances inside its
 * transaction. Mails are queued in the transaction; the sender is kicked after the commit.
 */
import type pg from 'pg';
import { tallinnIsoDay, REQUEST_KEEP_MS, closingOf } from '../../../../db/domain/service-requests';
import type { ServiceRef, ServiceRequestData } from '../../../../db/domain/service-requests';
import type { Locale } from '../../../../db/domain/locales';
import { hashToken, newToken } from '../../lib/tokens';
import type { Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import { createPgRequestAlerts } from './alerts.pg';
import { familyLinks } from './family-link';
import { matchPg } from './matching.pg';
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
  type RequestStore,
  type RequestSweepStore,
  type SweepOutcome,
} from './store';

const byId = statement(
  'requests_by_id',
  `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`,
);
const lockRequest = statement(
  'requests_lock',
  'SELECT id FROM service_requests WHERE id = $1 FOR UPDATE',
);
const servicesOfRequest = statement(
  'requests_services_of',
  `SELECT s.id, s.name FROM request_services rs JOIN services s ON s.id = rs.service_id
   WHERE rs.request_id = $1 ORDER BY s.sort_order, s.id`,
);
const knownServices = statement(
  'requests_known_services',
  'SELECT id FROM services WHERE id = ANY($1::int[])',
);

/** Reads both sides compose inside their transactions (the PostgreSQL adapter's own part) */
export const pgRequestReads = {
  /** A request by its id, for mails and views; undefined when there is none */
  byId: (q: Queryable, id: number) => get<RequestRow>(q, byId, [id]),
  /** The request, its row locked until the transaction ends (read after the lock) */
  async lockedById(q: Queryable, id: number) {
    await run(q, lockRequest, [id]);
    return get<RequestRow>(q, byId, [id]);
  },
  /** A request's services in the directory's order */
  servicesOf: (q: Queryable, id: number) => all<ServiceRef>(q, servicesOfRequest, [id]),
  /** Which of the ids are no service of the directory */
  async unknownServices(q: Queryable, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await all<{ id: number }>(q, knownServices, [ids]);
    const known = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  },
};

const placeExists = statement('requests_place_exists', 'SELECT 1 FROM places WHERE id = $1');
const sentToday = statement(
  'requests_sent_today',
  'SELECT count(*) FROM service_requests WHERE contact_email = $1 AND created_at >= $2',
);
const lockAddress = statement(
  'requests_lock_address',
  "SELECT pg_advisory_xact_lock(hashtextextended('service_request:' || $1, 0))",
);
const insert = statement(
  'requests_insert',
  `INSERT INTO service_requests (token_hash, place_id, funeral_date, attendees, budget_cents,
     message, contact_name, contact_email, contact_phone, max_providers, locale, user_id,
     created_at, closes_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
   RETURNING id`,
);
const insertServices = statement(
  'requests_insert_services',
  `INSERT INTO request_services (request_id, service_id)
   SELECT $1, s FROM unnest($2::int[]) AS s ON CONFLICT DO NOTHING`,
);
const open = statement(
  'requests_open',
  `UPDATE service_requests SET status = 'open', confirmed_at = $1, providers_asked = $2
   WHERE id = $3 AND status = 'unconfirmed'`,
);
const insertRecipient = statement(
  'requests_insert_recipient',
  `INSERT INTO request_recipients (request_id, company_id, user_id, distance_km, alerted_at, channel)
   VALUES ($1, $2, $3, $4, $5, $6)`,
);
const offersOf = statement('requests_family_offers', familyOffersSql('$1'));
const offerInRequest = statement(
  'requests_offer_in_request',
  `SELECT id, company_id AS "companyId", status, valid_until AS "validUntil"
   FROM request_offers WHERE id = $1 AND request_id = $2`,
);
const end = statement(
  'requests_end',
  `UPDATE service_requests SET status = $1, ended_at = $2
   WHERE id = $3 AND status IN ('unconfirmed', 'open')`,
);
const acceptOffer = statement(
  'requests_accept_offer',
  "UPDATE request_offers SET status = 'accepted', decided_at = $1 WHERE id = $2",
);
const declineOthers = statement(
  'requests_decline_others',
  `UPDATE request_offers SET status = 'declined', decided_at = $1
   WHERE request_id = $2 AND id != $3 AND status = 'sent' RETURNING company_id AS "companyId"`,
);
const subscriptionByEndpoint = statement(
  'requests_subscription_by_endpoint',
  'SELECT id FROM push_subscriptions WHERE endpoint = $1',
);
const insertFollow = statement(
  'requests_insert_follow',
  `INSERT INTO request_follows (request_id, subscription_id, created_at) VALUES ($1, $2, $3)
   ON CONFLICT DO NOTHING`,
);

export function createPgRequestStore({ pool, deps, throttle }: PgContext): Port<RequestStore> {
  const reads = pgRequestReads;
  const alerts = createPgRequestAlerts(deps, reads);
  const { openedBy } = familyLinks(deps.secret);

  const withToken = async (q: Queryable, id: number, token: string) =>
    openedBy(await reads.byId(q, id), token);
  /** The request the token opens, its row locked for the change */
  const lockedWithToken = async (q: Queryable, id: number, token: string) =>
    openedBy(await reads.lockedById(q, id), token);

  const familyView = async (q: Queryable, row: RequestRow, locale: Locale) =>
    familyViewOf(
      row,
      await reads.servicesOf(q, row.id),
      await all<FamilyOfferRow>(q, offersOf, [row.id]),
      locale,
    );

  const refusalOf = async (q: Queryable, input: ServiceRequestData, dayStart: number) =>
    refusalFrom(
      (await get(q, placeExists, [input.placeId])) !== undefined,
      await reads.unknownServices(q, input.services),
      (await value<number>(q, sentToday, [input.email.toLowerCase(), dayStart])) ?? 0,
    );

  const refreshed = async (q: Queryable, id: number) => (await reads.byId(q, id))!;

  /** Runs `work` in a transaction, then wakes the mail sender (its mails are committed) */
  async function mailing<T>(work: (q: pg.PoolClient) => Promise<T>): Promise<T> {
    const result = await transaction(pool, work);
    deps.mail.kick();
    return result;
  }

  return {
    refusalOf: (input, dayStart) => refusalOf(pool, input, dayStart),

    create: (
      input: ServiceRequestData,
      who: { userId: number | null; locale: Locale },
      now: number,
      dayStart: number,
      spending: RequestSpending,
    ) =>
      mailing(async (q): Promise<NewRequestOutcome> => {
        await run(q, lockAddress, [input.email.toLowerCase()]);
        const refusal = await refusalOf(q, input, dayStart);
        if (refusal) return { ok: false, refusal };
        const allowanceWait = await throttle.spendIn(q, spending.allowance, now);
        if (allowanceWait) {
          return { ok: false, refusal: 'throttled', spent: 'allowance', wait: allowanceWait };
        }
        const mailWait = await throttle.spendMailIn(q, spending.mail, now);
        if (mailWait) return { ok: false, refusal: 'throttled', spent: 'mail', wait: mailWait };
        const token = newToken();
        const v = newRequestValues(input, who, now);
        const id = (await value<number>(q, insert, [
          hashToken(token),
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
        ]))!;
        await run(q, insertServices, [id, [...new Set(input.services)]]);
        await alerts.confirmLink(q, await refreshed(q, id), token, now);
        return { ok: true, id, token };
      }),

    confirm: (id, token, now) =>
      mailing(async (q) => {
        const request = await lockedWithToken(q, id, token);
        if (request.status !== 'unconfirmed') return confirmAnswer(request);
        checkConfirmable(request, now);
        const services = await reads.servicesOf(q, id);
        const recipients = await matchPg(q, {
          lat: request.lat,
          lon: request.lon,
          countyId: request.countyId,
          services: services.map((s) => s.id),
          maxProviders: request.maxProviders,
        });
        await run(q, open, [now, recipients.length, id]);
        const opened = await refreshed(q, id);
        for (const p of recipients) {
          const channel = await alerts.alertProvider(q, opened, services, p, now);
          await run(q, insertRecipient, [id, p.companyId, p.userId, p.distanceKm, now, channel]);
        }
        return confirmAnswer(opened);
      }),

    view: async (id, token, locale) => familyView(pool, await withToken(pool, id, token), locale),

    accept: (id, token, offerId, now, locale) =>
      mailing(async (q) => {
        const request = await lockedWithToken(q, id, token);
        const offer =
          request.status === 'open'
            ? await get<{ id: number; companyId: number; status: string; validUntil: string }>(
                q,
                offerInRequest,
                [offerId, request.id],
              )
            : undefined;
        checkAcceptable(request, offer, now);
        await run(q, end, ['accepted', now, request.id]);
        await run(q, acceptOffer, [now, offer!.id]);
        const declined = await all<{ companyId: number }>(q, declineOthers, [
          now,
          request.id,
          offer!.id,
        ]);
        const declinedIds = declined.map((d) => d.companyId);
        await alerts.accepted(q, request, offer!.companyId, declinedIds, now);
        return familyView(q, await refreshed(q, id), locale);
      }),

    cancel: (id, token, now, locale) =>
      transaction(pool, async (q) => {
        const request = await lockedWithToken(q, id, token);
        if ((await run(q, end, ['cancelled', now, request.id])) === 0) throw notOpen();
        return familyView(q, await refreshed(q, id), locale);
      }),

    follow: (id, token, endpoint, now) =>
      transaction(pool, async (q) => {
        const request = await withToken(q, id, token);
        const subscriptionId = await value<number>(q, subscriptionByEndpoint, [endpoint]);
        if (subscriptionId === undefined) throw subscriptionNotFound();
        await run(q, insertFollow, [request.id, subscriptionId, now]);
      }),
  };
}

const sweepLock = statement(
  'requests_sweep_lock',
  "SELECT pg_advisory_xact_lock(hashtextextended('request_sweep', 0))",
);
const due = statement(
  'requests_sweep_due',
  `SELECT id, created_at AS "createdAt", funeral_date AS "funeralDate" FROM service_requests
   WHERE status = 'open' AND closes_at <= $1`,
);
const close = statement(
  'requests_sweep_close',
  `UPDATE service_requests SET status = 'closed', close_reason = $1, ended_at = $2
   WHERE id = $3 AND status = 'open'`,
);
const expire = statement(
  'requests_sweep_expire',
  `UPDATE request_offers SET status = 'expired', decided_at = $1
   WHERE status = 'sent' AND valid_until < $2`,
);
const remove = statement(
  'requests_sweep_remove',
  `DELETE FROM service_requests WHERE ended_at <= $1
     OR (status = 'unconfirmed' AND created_at <= $1)`,
);

/**
 * The sweep on PostgreSQL: one transaction, under an advisory lock so that two app instances
 * sweeping at once do it one after the other (the second finds nothing left to do).
 */
export function createPgRequestSweepStore(pool: pg.Pool): Port<RequestSweepStore> {
  return {
    sweep: (at) =>
      transaction(pool, async (q): Promise<SweepOutcome> => {
        await run(q, sweepLock);
        const closing = await all<{ id: number; createdAt: number; funeralDate: string | null }>(
          q,
          due,
          [at],
        );
        for (const r of closing) {
          await run(q, close, [closingOf(r.createdAt, r.funeralDate).reason, at, r.id]);
        }
        const expired = await run(q, expire, [at, tallinnIsoDay(at)]);
        const deleted = await run(q, remove, [at - REQUEST_KEEP_MS]);
        return { closed: closing.length, expired, deleted };
      }),
  };
}

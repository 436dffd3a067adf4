/**
 * Service requests, the provider's side, on PostgreSQL (store.ts is the SQLite adapter and
 * holds the rules and the mapping). An offer first locks its request's row: offers of one
 * request queue there (so the same clientKey sent twice at once answers the first offer, and a
 * second offer of the company is the 409, as in SQLite), and an accept or cancel of the request
 * cannot slip between the offer's checks and its write. A clientKey already taken by another
 * request at the same moment is the same 409 client_key_reused.
 */
import type { ProviderSettings } from '../../../../db/domain/service-requests';
import { DomainError } from '../../lib/errors';
import type { Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import {
  all,
  get,
  isUniqueViolation,
  run,
  statement,
  transaction,
  value,
  type Queryable,
} from '../../stores/pg/sql';
import { createPgRequestAlerts } from '../requests/alerts.pg';
import { claimedCompanySql } from './claimed';
import { settingsOf, type SettingsRow } from '../requests/matching';
import { offerOf } from '../requests/rules';
import { pgRequestReads as requests } from '../requests/store.pg';
import {
  checkOfferable,
  claimed,
  companyOfferOf,
  detailOf,
  INBOX_COLUMNS,
  INBOX_FROM,
  inboxPage,
  inboxWhere,
  itemOf,
  NO_SETTINGS,
  OFFER_COLUMNS,
  offerShortcut,
  offerValues,
  settingsLists,
  settingsRefusal,
  settingsSql,
  type CompanyOfferRow,
  type InboxRow,
  type OfferOutcome,
  type ProviderStore,
} from './store';

const INBOX_WHERE = inboxWhere('$1', '$2::int', '$3::text');
const claimedCompany = statement('provider_claimed_company', claimedCompanySql('$1'));
const page = statement(
  'provider_inbox_page',
  `SELECT ${INBOX_COLUMNS} FROM ${INBOX_FROM} WHERE ${INBOX_WHERE}
   ORDER BY rr.distance_km, r.id LIMIT $4 OFFSET $5`,
);
const count = statement(
  'provider_inbox_count',
  `SELECT count(*) FROM ${INBOX_FROM} WHERE ${INBOX_WHERE}`,
);
const one = statement(
  'provider_inbox_one',
  `SELECT ${INBOX_COLUMNS} FROM ${INBOX_FROM} WHERE rr.company_id = $1 AND r.id = $2`,
);
const markRead = statement(
  'provider_mark_read',
  `UPDATE request_recipients SET read_at = $1
   WHERE company_id = $2 AND request_id = $3 AND read_at IS NULL`,
);
const unread = statement(
  'provider_unread',
  `SELECT count(*) FROM request_recipients rr JOIN service_requests r ON r.id = rr.request_id
   WHERE rr.company_id = $1 AND rr.read_at IS NULL AND r.status = 'open'`,
);
const lockRequest = statement(
  'provider_lock_request',
  'SELECT id FROM service_requests WHERE id = $1 FOR UPDATE',
);
const offerByKey = statement(
  'provider_offer_by_key',
  `SELECT ${OFFER_COLUMNS}, company_id AS "companyId" FROM request_offers WHERE client_key = $1`,
);
const insertOffer = statement(
  'provider_insert_offer',
  `INSERT INTO request_offers (request_id, company_id, total_cents, includes, message,
     valid_until, client_key, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
   RETURNING ${OFFER_COLUMNS}`,
);
const offersOfCompany = statement(
  'provider_offers_of_company',
  `SELECT ${OFFER_COLUMNS} FROM request_offers WHERE company_id = $1
   ORDER BY created_at DESC, id DESC`,
);
const settingsRow = statement('provider_settings_row', settingsSql('$1'));
const saveSettings = statement(
  'provider_save_settings',
  `INSERT INTO provider_settings (company_id, radius_km, counties, services, push, email, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7)
   ON CONFLICT (company_id) DO UPDATE SET radius_km = excluded.radius_km,
     counties = excluded.counties, services = excluded.services, push = excluded.push,
     email = excluded.email, updated_at = excluded.updated_at`,
);

/** The provider's claimed company; 403 no_company without one */
const companyOf = async (q: Queryable, userId: number) =>
  claimed(await value<number>(q, claimedCompany, [userId]));

const settingsOfCompany = async (q: Queryable, companyId: number): Promise<ProviderSettings> =>
  settingsOf((await get<SettingsRow>(q, settingsRow, [companyId])) ?? NO_SETTINGS);

export function createPgProviderStore({ pool, deps }: PgContext): Port<ProviderStore> {
  const alerts = createPgRequestAlerts(deps, requests);

  return {
    inbox: (userId, query) =>
      transaction(pool, async (q) => {
        const companyId = await companyOf(q, userId);
        const params = [companyId, query.service ?? null, query.status];
        const total = (await value<number>(q, count, params)) ?? 0;
        const offset = (query.page - 1) * query.take;
        const rows = await all<InboxRow>(q, page, [...params, query.take, offset]);
        const items = [];
        for (const r of rows) items.push(itemOf(r, await requests.servicesOf(q, r.id)));
        return inboxPage(items, total, offset);
      }),

    unread: async (userId) =>
      (await value<number>(pool, unread, [await companyOf(pool, userId)])) ?? 0,

    detail: (userId, requestId, now) =>
      transaction(pool, async (q) => {
        const companyId = await companyOf(q, userId);
        await run(q, markRead, [now, companyId, requestId]);
        const row = await get<InboxRow>(q, one, [companyId, requestId]);
        return detailOf(row, await requests.servicesOf(q, requestId));
      }),

    async makeOffer(userId, requestId, input, now) {
      let outcome: OfferOutcome;
      try {
        outcome = await transaction(pool, async (q): Promise<OfferOutcome> => {
          const companyId = await companyOf(q, userId);
          await run(q, lockRequest, [requestId]);
          const earlier = input.clientKey
            ? await get<CompanyOfferRow & { companyId: number }>(q, offerByKey, [input.clientKey])
            : undefined;
          const shortcut = offerShortcut(input, earlier, companyId, requestId, now);
          if (shortcut) return shortcut;
          checkOfferable(await get<InboxRow>(q, one, [companyId, requestId]));
          const v = offerValues(input);
          const offer = (await get<CompanyOfferRow>(q, insertOffer, [
            requestId,
            companyId,
            v.totalCents,
            v.includes,
            v.message,
            v.validUntil,
            v.clientKey,
            now,
          ]))!;
          await run(q, markRead, [now, companyId, requestId]);
          const request = (await requests.byId(q, requestId))!;
          await alerts.offerMade(q, request, companyId, v.totalCents, now);
          return { ok: true, offer: offerOf(offer), created: true };
        });
      } catch (error) {
        // the key was taken by an offer on another request, committed meanwhile
        if (isUniqueViolation(error, 'request_offers_client_key_unique')) {
          throw new DomainError(
            'conflict',
            'client_key_reused',
            'errors.clientKeyReused',
            'clientKey',
          );
        }
        throw error;
      }
      if (outcome.ok && outcome.created) deps.mail.kick();
      return outcome;
    },

    offers: (userId) =>
      transaction(pool, async (q) => {
        const rows = await all<CompanyOfferRow>(q, offersOfCompany, [await companyOf(q, userId)]);
        const items = [];
        for (const o of rows) {
          const request = (await requests.byId(q, o.requestId))!;
          items.push(companyOfferOf(o, request, await requests.servicesOf(q, o.requestId)));
        }
        return items;
      }),

    settings: async (userId) => settingsOfCompany(pool, await companyOf(pool, userId)),

    saveSettings: (userId, settings, now) =>
      transaction(pool, async (q) => {
        const companyId = await companyOf(q, userId);
        const refusal = settingsRefusal(
          settings,
          await requests.unknownServices(q, settings.services),
        );
        if (refusal) return refusal;
        const lists = settingsLists(settings);
        await run(q, saveSettings, [
          companyId,
          settings.radiusKm,
          JSON.stringify(lists.counties),
          JSON.stringify(lists.services),
          settings.push,
          settings.email,
          now,
        ]);
        return { ok: true as const, settings: await settingsOfCompany(q, companyId) };
      }),
  };
}

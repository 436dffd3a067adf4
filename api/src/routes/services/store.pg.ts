/**
 * The directory's service categories on PostgreSQL (store.ts holds the rules: slugs, the order's
 * check, removal only while unused). The admin's changes take one advisory lock, so a new
 * category's slug and place at the end of the order, and a reordering, see every other change.
 */
import type pg from 'pg';
import type { ServiceInput } from '../../../../db/domain/service-input';
import type { AuditActor } from '../../stores/audit';
import { recordAudit } from '../../stores/audit.pg';
import { changedFields } from '../../stores/audit';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { cachedPerDirectoryVersionPg } from '../companies/directory-version.pg';
import { isNumericId } from '../companies/store';
import {
  checkOrder,
  checkRemovable,
  newServiceSlug,
  notFound,
  recordOf,
  SERVICE_COLUMNS,
  serviceEntries,
  type Service,
  type ServiceStore,
} from './store';

// companyCount: count(*) is a bigint, read as a number (the pool's parser)
const COLUMNS = SERVICE_COLUMNS.replace('AS companyCount', 'AS "companyCount"');
const allRows = statement(
  'services_all',
  `SELECT ${COLUMNS} FROM services s ORDER BY s.sort_order, s.id`,
);
const byId = statement('services_by_id', `SELECT ${COLUMNS} FROM services s WHERE s.id = $1`);
const bySlug = statement('services_by_slug', `SELECT ${COLUMNS} FROM services s WHERE s.slug = $1`);
const allIds = statement('services_ids', 'SELECT id FROM services ORDER BY sort_order, id');

/** One lock for the admin's changes of categories (their slugs and order) */
const lockServices = (q: pg.PoolClient) =>
  run(q, `SELECT pg_advisory_xact_lock(hashtextextended('services', 0))`);

const existing = async (q: Queryable, id: number): Promise<Service> => {
  const row = await get<Service>(q, byId, [id]);
  if (!row) throw notFound();
  return row;
};
const ids = async (q: Queryable) => (await all<{ id: number }>(q, allIds)).map((r) => r.id);

export function createPgServices(pool: pg.Pool): Port<ServiceStore> {
  const list = cachedPerDirectoryVersionPg(pool, () => all<Service>(pool, allRows));
  // see store.ts: the ids last read, read again on a miss
  let known = new Set<number>();

  return {
    list,
    find: async (idOrSlug) =>
      (isNumericId(idOrSlug)
        ? await get<Service>(pool, byId, [Number(idOrSlug)])
        : await get<Service>(pool, bySlug, [idOrSlug])) ?? null,
    async allExist(wanted) {
      if (wanted.every((id) => known.has(id))) return true;
      known = new Set(await ids(pool));
      return wanted.every((id) => known.has(id));
    },

    create: (input: Required<ServiceInput>, actor: AuditActor, now: number) =>
      transaction(pool, async (q) => {
        await lockServices(q);
        const base = newServiceSlug(input.name, () => false);
        const taken = new Set(
          (
            await all<{ slug: string }>(
              q,
              `SELECT slug FROM services WHERE slug = $1 OR slug LIKE $2`,
              [base, `${base}-%`],
            )
          ).map((r) => r.slug),
        );
        const slug = newServiceSlug(input.name, (s) => taken.has(s));
        const id = (await value<number>(
          q,
          `INSERT INTO services (name, slug, description, icon, sort_order)
           VALUES ($1, $2, $3, $4, (SELECT coalesce(max(sort_order), -1) + 1 FROM services))
           RETURNING id`,
          [input.name, slug, input.description, input.icon],
        ))!;
        await recordAudit(q, serviceEntries.create(id, input, slug, actor, now));
        return existing(q, id);
      }),

    update: (id: number, input: Required<ServiceInput>, actor: AuditActor, now: number) =>
      transaction(pool, async (q) => {
        await run(q, 'SELECT 1 FROM services WHERE id = $1 FOR UPDATE', [id]);
        const before = await existing(q, id);
        await run(q, 'UPDATE services SET name = $2, description = $3, icon = $4 WHERE id = $1', [
          id,
          input.name,
          input.description,
          input.icon,
        ]);
        const change = changedFields(recordOf(before), recordOf(input));
        if (Object.keys(change.after).length > 0) {
          await recordAudit(q, {
            actor,
            action: 'service.update',
            entityId: id,
            ...change,
            at: now,
          });
        }
        return existing(q, id);
      }),

    reorder: (order: readonly number[], actor: AuditActor, now: number) =>
      transaction(pool, async (q) => {
        await lockServices(q);
        const before = await ids(q);
        checkOrder(order, before);
        await run(
          q,
          `UPDATE services s SET sort_order = o.i - 1
             FROM unnest($1::int[]) WITH ORDINALITY AS o(id, i) WHERE s.id = o.id`,
          [order],
        );
        await recordAudit(q, serviceEntries.reorder(before, order, actor, now));
        return all<Service>(q, allRows);
      }),

    remove: (id: number, actor: AuditActor, now: number) =>
      transaction(pool, async (q) => {
        // a company taking the category up meanwhile waits for this row, or fails its key
        await run(q, 'SELECT 1 FROM services WHERE id = $1 FOR UPDATE', [id]);
        const before = await existing(q, id);
        checkRemovable(before);
        await run(q, 'DELETE FROM services WHERE id = $1', [id]);
        await recordAudit(q, serviceEntries.delete(before, actor, now));
      }),
  };
}

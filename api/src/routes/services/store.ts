/**
 * The directory's service categories (Surnuvedu, Tuhastamine, …), with how many companies offer
 * each, and the admin's edits of them (each recorded in the audit log in its transaction).
 * Written once for both databases (decision 0109); store.pg.ts only runs the flows.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { ServiceIcon } from '#domain/vocabulary/service-icons';
import type { ServiceInput } from '#domain/inputs/service-input';
import { slugify, uniqueSlug } from '#domain/pages/slugs';
import { DomainError } from '../../lib/errors';
import { type AuditActor, type AuditEntry, type AuditLog, changedFields } from '../../stores/audit';
import {
  all,
  answeredNow,
  get,
  run,
  sql,
  sqliteDb,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import { cachedPerDirectoryVersion } from '../companies/directory-version';
import { isNumericId } from '../companies/store';

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: ServiceIcon;
  companyCount: number;
}

/** What the audit log keeps of a category */
type ServiceRecord = Pick<Service, 'name' | 'description' | 'icon'>;

export const notFound = () => new DomainError('not_found', 'not_found', 'errors.notFound');

/** What the audit log keeps of a category */
export const recordOf = ({ name, description, icon }: ServiceRecord): ServiceRecord => ({
  name,
  description,
  icon,
});

/** A new category's slug from its name, unlike every `taken` one */
export const newServiceSlug = (name: string, taken: (slug: string) => boolean) =>
  uniqueSlug(slugify(name) || 'teenus', taken);

/** 409 unless `ids` names every category of `current` once */
export function checkOrder(ids: readonly number[], current: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
    throw new DomainError('conflict', 'service_order', 'services.orderMismatch', 'ids');
  }
}

/** The audit entries of the admin's changes of categories */
export const serviceEntries = {
  create: (id: number, input: ServiceRecord, slug: string, actor: AuditActor, now: number) =>
    ({
      actor,
      action: 'service.create',
      entityId: id,
      after: { ...recordOf(input), slug },
      at: now,
    }) satisfies AuditEntry,
  reorder: (before: number[], ids: readonly number[], actor: AuditActor, now: number) =>
    ({
      actor,
      action: 'service.reorder',
      entityId: 'services',
      before: { order: before },
      after: { order: [...ids] },
      at: now,
    }) satisfies AuditEntry,
  delete: (before: Service, actor: AuditActor, now: number) =>
    ({
      actor,
      action: 'service.delete',
      entityId: before.id,
      before: { ...recordOf(before), slug: before.slug },
      at: now,
    }) satisfies AuditEntry,
};

/** 409 while a company offers the category */
export function checkRemovable(service: Service): void {
  if (service.companyCount > 0) {
    throw new DomainError('conflict', 'service_in_use', 'services.inUse');
  }
}

const COLUMNS = `s.id, s.slug, s.name, s.description, s.icon,
  (SELECT count(*) FROM company_services cs WHERE cs.service_id = s.id) AS "companyCount"`;
/** Every category in its display order (its counts cost a pass over company_services) */
export const allServices = sql<Service, []>(
  'services_all',
  `SELECT ${COLUMNS} FROM services s ORDER BY s.sort_order, s.id`,
);
const byId = sql<Service, [number]>(
  'services_by_id',
  `SELECT ${COLUMNS} FROM services s WHERE s.id = $1`,
);
const bySlug = sql<Service, [string]>(
  'services_by_slug',
  `SELECT ${COLUMNS} FROM services s WHERE s.slug = $1`,
);
const allIds = sql<{ id: number }, []>(
  'services_ids',
  'SELECT id FROM services ORDER BY sort_order, id',
);
/** One lock for the admin's changes of categories (their slugs and order; PostgreSQL) */
const lockServices = sql<never, []>('services_lock', {
  sqlite: null, // the SQLite transaction holds the file
  pg: "SELECT pg_advisory_xact_lock(hashtextextended('services', 0))",
});
const lockOne = sql<never, [number]>('services_lock_one', {
  sqlite: null,
  pg: 'SELECT 1 FROM services WHERE id = $1 FOR UPDATE',
});
const takenSlugs = sql<{ slug: string }, [string, string]>(
  'services_taken_slugs',
  'SELECT slug FROM services WHERE slug = $1 OR slug LIKE $2',
);
const insert = sql<{ id: number }, [string, string, string, ServiceIcon]>(
  'services_insert',
  `INSERT INTO services (name, slug, description, icon, sort_order)
   VALUES ($1, $2, $3, $4, (SELECT coalesce(max(sort_order), -1) + 1 FROM services))
   RETURNING id`,
);
const update = sql<never, [number, string, string, ServiceIcon]>(
  'services_update',
  'UPDATE services SET name = $2, description = $3, icon = $4 WHERE id = $1',
);
/** Each category's place: its index in the ids' array (0 first) */
const setOrder = sql<never, [readonly number[]]>('services_set_order', {
  sqlite: `UPDATE services SET sort_order =
      (SELECT o.key FROM json_each($1) o WHERE o.value = services.id)
    WHERE id IN (SELECT value FROM json_each($1))`,
  pg: `UPDATE services s SET sort_order = o.i - 1
    FROM unnest($1::int[]) WITH ORDINALITY AS o(id, i) WHERE s.id = o.id`,
});
const remove = sql<never, [number]>('services_delete', 'DELETE FROM services WHERE id = $1');

function* existing(id: number): Flow<Service> {
  const row = yield* get(byId, id);
  if (!row) throw notFound();
  return row;
}

function* ids(): Flow<number[]> {
  return (yield* all(allIds)).map((r) => r.id);
}

/** What only a database's adapter does: the audit entry, in the transaction */
interface ServiceEffects {
  record(entry: AuditEntry): Maybe<void>;
}

/**
 * The categories on a database (decision 0109); `list` is the adapter's cached list (kept until
 * the directory changes). The admin's changes take one lock (PostgreSQL), so a new category's
 * slug and place at the end of the order, and a reordering, see every other change.
 */
export function serviceStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => ServiceEffects,
  list: () => Maybe<Service[]>,
) {
  // every search checks its categories: against the ids last read, read again on a miss (a
  // category deleted since then lets a search through that then matches no company)
  let known = new Set<number>();
  return {
    /** Every category in its display order */
    list,
    /** One category by id or slug, or null */
    find: (idOrSlug: string) =>
      db.read(function* () {
        const row = isNumericId(idOrSlug)
          ? yield* get(byId, Number(idOrSlug))
          : yield* get(bySlug, idOrSlug);
        return row ?? null;
      }),
    /** Whether every id (distinct) names a category */
    allExist: (wanted: readonly number[]) =>
      wanted.every((id) => known.has(id)) ||
      db.read(function* () {
        known = new Set(yield* ids());
        return wanted.every((id) => known.has(id));
      }),

    /** A new category, last in the order; its slug from its name (kept when renamed). */
    create: (input: Required<ServiceInput>, actor: AuditActor, now: number) =>
      db.transaction(function* (tx) {
        yield* run(lockServices);
        const base = newServiceSlug(input.name, () => false);
        const taken = new Set((yield* all(takenSlugs, base, `${base}-%`)).map((r) => r.slug));
        const slug = newServiceSlug(input.name, (s) => taken.has(s));
        const { id } = (yield* get(insert, input.name, slug, input.description, input.icon))!;
        yield* wait(effects(tx).record(serviceEntries.create(id, input, slug, actor, now)));
        return yield* existing(id);
      }),

    /** Renames or redescribes a category, or gives it another icon (its slug stays). */
    update: (id: number, input: Required<ServiceInput>, actor: AuditActor, now: number) =>
      db.transaction(function* (tx) {
        yield* run(lockOne, id);
        const before = yield* existing(id);
        yield* run(update, id, input.name, input.description, input.icon);
        const change = changedFields(recordOf(before), recordOf(input));
        if (Object.keys(change.after).length > 0) {
          const entry: AuditEntry = {
            actor,
            action: 'service.update',
            entityId: id,
            ...change,
            at: now,
          };
          yield* wait(effects(tx).record(entry));
        }
        return yield* existing(id);
      }),

    /** Puts the categories in the order of `ids`, which names every category once. */
    reorder: (order: readonly number[], actor: AuditActor, now: number) =>
      db.transaction(function* (tx) {
        yield* run(lockServices);
        const before = yield* ids();
        checkOrder(order, before);
        yield* run(setOrder, order);
        yield* wait(effects(tx).record(serviceEntries.reorder(before, order, actor, now)));
        return yield* all(allServices);
      }),

    /** Deletes a category no company offers; 409 while one does. */
    remove: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<void> {
        // a company taking the category up meanwhile waits for this row, or fails its key
        yield* run(lockOne, id);
        const before = yield* existing(id);
        checkRemovable(before);
        yield* run(remove, id);
        yield* wait(effects(tx).record(serviceEntries.delete(before, actor, now)));
      }),
  };
}

/** The categories on SQLite, the audit entry through the SQLite log */
export function createServiceStore(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const db = sqliteDb(sqlite);
  const effects: ServiceEffects = { record: (entry) => audit.record(entry) };
  const store = serviceStoreOf(
    db,
    () => effects,
    cachedPerDirectoryVersion(sqlite, () => db.read(() => all(allServices))),
  );
  // the directory's search asks synchronously
  return { ...store, allExist: (wanted: readonly number[]) => answeredNow(store.allExist(wanted)) };
}

export type ServiceStore = ReturnType<typeof createServiceStore>;

/**
 * The admin's companies: the list (name through the directory's FTS, diacritics folded; county;
 * claimed or not; pages), one company as the admin's page shows it, and creating, editing and
 * deleting a company. An edit is the owner's (account/company-store `createCompanyWrite`) with
 * the name added, in a transaction that also writes the audit entry with the changed fields.
 * Written once for both databases (decision 0109): only the list's name filter (FTS5 on SQLite,
 * the `folded` text search on PostgreSQL, admin-store.pg.ts) and the locks differ. Each change
 * locks the company's row (PostgreSQL); creating takes an advisory lock while it chooses the
 * slug, so two companies of one name get two slugs.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminCompanyEdit } from '#domain/inputs/company-input';
import { slugify, uniqueSlug } from '#domain/pages/slugs';
import { DomainError } from '../../lib/errors';
import { type AuditActor, type AuditEntry, type AuditLog, changedFields } from '../../stores/audit';
import {
  all,
  get,
  run,
  sql,
  sqliteDb,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import type { CompanyWrite, EditProblems } from '../account/company-store';
import { ftsQuery } from '../notices/queries';
import { claimsPendingFor } from './claims-flows';
import type { PendingClaim } from './claims-rules';
import { companyDetailOf, type CompanyDetail } from './store';

/** One page of the admin's company list */
export const COMPANY_PAGE = 20;

export interface AdminCompanyFilter {
  q?: string | undefined;
  county?: number | undefined;
  claimed?: 'claimed' | 'unclaimed' | undefined;
  page: number;
}

interface AdminCompanyRow {
  id: number;
  name: string;
  slug: string;
  countyId: number | null;
  placeName: string | null;
  ownerEmail: string | null;
  verifiedAt: number | null;
  updatedAt: number | null;
  pendingClaims: number;
}

/** A save: the company as the admin's page shows it, or (nothing written) what it refers to
 * that is not usable */
export type AdminSaveOutcome =
  { ok: true; company: AdminCompanyView } | { ok: false; problems: EditProblems };

/** The company page's data with the admin's extras: owner, registry code, pending claims */
export type AdminCompanyView = CompanyDetail & {
  registryCode: string | null;
  logoImageId: number | null;
  owner: { id: number; name: string; email: string } | null;
  pendingClaims: PendingClaim[];
};

/** Unwinds the create's transaction when its references are not usable */
class Refused extends Error {
  constructor(readonly problems: EditProblems) {
    super('refused');
  }
}

const notFound = () => new DomainError('not_found', 'not_found', 'errors.notFound');

/** A list row's columns over `companies c`, its place `p` and owner `u` (aliases quoted) */
const LIST_COLUMNS = `c.id, c.name, c.slug, c.county_id AS "countyId", p.name AS "placeName",
  u.email AS "ownerEmail", c.verified_at AS "verifiedAt", c.updated_at AS "updatedAt",
  (SELECT count(*) FROM company_claims cc
    WHERE cc.company_id = c.id AND cc.status = 'pending') AS "pendingClaims"`;
const LIST_FROM = `companies c LEFT JOIN places p ON p.id = c.place_id
  LEFT JOIN users u ON u.id = c.owner_user_id`;

/** A company's row as `row` reads it: opening hours as JSON text (SQLite) or parsed (jsonb) */
type CompanyEditRow = Record<string, unknown> & {
  openingHours: unknown;
  registryCode: string | null;
  logoImageId: number | null;
};

/** What the audit log keeps of a company: every field an edit may change */
const snapshotOf = (r: CompanyEditRow, serviceIds: unknown[], prices: unknown[]) => ({
  ...r,
  openingHours:
    typeof r.openingHours === 'string' ? (JSON.parse(r.openingHours) as unknown) : r.openingHours,
  serviceIds,
  prices,
});

/** The company as the admin's page shows it, from its page's data and the admin's extras */
const adminViewOf = (
  detail: CompanyDetail,
  r: Pick<CompanyEditRow, 'registryCode' | 'logoImageId'>,
  owner: AdminCompanyView['owner'] | undefined,
  pendingClaims: AdminCompanyView['pendingClaims'],
): AdminCompanyView => ({
  ...detail,
  registryCode: r.registryCode,
  logoImageId: r.logoImageId,
  owner: owner ?? null,
  pendingClaims,
});

/** A new company's slug from its name: `taken` says which are used */
const newCompanySlug = (name: string, taken: (slug: string) => boolean) =>
  uniqueSlug(slugify(name) || 'firma', taken);

/** The list's filter on SQLite: the name through the directory's FTS5 table ($1: ftsQuery) */
const SQLITE_FILTER = `($1 IS NULL OR c.id IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH $1))
  AND ($2 IS NULL OR c.county_id = $2)
  AND ($3 IS NULL OR (c.verified_at IS NOT NULL) = $3)`;
/** The list's filter on PostgreSQL: the `folded` text search on name_search ($1: a tsquery) */
const PG_FILTER = `($1::text IS NULL OR c.name_search @@ to_tsquery('folded', $1))
  AND ($2::int IS NULL OR c.county_id = $2)
  AND ($3::boolean IS NULL OR (c.verified_at IS NOT NULL) = $3)`;
type Filter = [string | null, number | null, boolean | null];

// SQLite's NOCASE order (ASCII letters folded, then code points) on both databases
const page = sql<AdminCompanyRow, [...Filter, number, number]>('company_admin_page', {
  sqlite: `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE ${SQLITE_FILTER}
    ORDER BY c.name COLLATE NOCASE, c.id LIMIT $4 OFFSET $5`,
  pg: `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE ${PG_FILTER}
    ORDER BY lower(c.name COLLATE "C"), c.id LIMIT $4 OFFSET $5`,
});
const total = sql<{ n: number }, Filter>('company_admin_total', {
  sqlite: `SELECT count(*) AS n FROM companies c WHERE ${SQLITE_FILTER}`,
  pg: `SELECT count(*) AS n FROM companies c WHERE ${PG_FILTER}`,
});
const owner = sql<NonNullable<AdminCompanyView['owner']>, [number]>(
  'company_admin_owner',
  `SELECT u.id, u.name, u.email FROM companies c JOIN users u ON u.id = c.owner_user_id
   WHERE c.id = $1`,
);
/** What an edit may change of a company, and its registry code */
const row = sql<CompanyEditRow, [number]>(
  'company_admin_row',
  `SELECT name, description, logo_image_id AS "logoImageId", phone, email, website, address,
     place_id AS "placeId", lat, lon, transport_phone AS "transportPhone",
     opening_hours AS "openingHours", registry_code AS "registryCode"
   FROM companies WHERE id = $1`,
);
const serviceIds = sql<{ serviceId: number }, [number]>(
  'company_admin_service_ids',
  `SELECT service_id AS "serviceId" FROM company_services WHERE company_id = $1
   ORDER BY service_id`,
);
const prices = sql<Record<string, unknown>, [number]>(
  'company_admin_prices',
  `SELECT price_group AS "group", from_cents AS "fromCents", confirmed_on AS "confirmedOn"
   FROM company_prices WHERE company_id = $1 ORDER BY price_group`,
);
/** The company's row, locked until the transaction ends (PostgreSQL) */
const lockCompany = sql<never, [number]>('company_admin_lock', {
  sqlite: null,
  pg: 'SELECT id FROM companies WHERE id = $1 FOR UPDATE',
});
/** New companies' slugs, chosen one at a time (PostgreSQL; SQLite's transaction holds the file) */
const slugLock = sql('company_admin_slug_lock', {
  sqlite: null,
  pg: "SELECT pg_advisory_xact_lock(hashtextextended('company_slug', 0))",
});
const slugsLike = sql<{ slug: string }, [string]>(
  'company_admin_slugs_like',
  `SELECT slug FROM companies WHERE slug = $1 OR slug LIKE $1 || '-%'`,
);
const insert = sql<{ id: number }, [string, string, number]>(
  'company_admin_insert',
  'INSERT INTO companies (name, slug, created_at) VALUES ($1, $2, $3) RETURNING id',
);
const remove = sql<never, [number]>('company_admin_delete', 'DELETE FROM companies WHERE id = $1');

/** What each database does its own way, inside the change's transaction */
export interface CompanyAdminEffects {
  /** The owner's edit with the name (account/company-store): null, or what is not usable */
  write(
    id: number,
    actorId: number,
    edit: AdminCompanyEdit,
    now: number,
  ): Maybe<EditProblems | null>;
  record(entry: AuditEntry): Maybe<void>;
}

/** What the audit log keeps of a company: every field an edit may change; null when unknown */
function* snapshot(id: number): Flow<Record<string, unknown> | null> {
  const r = yield* get(row, id);
  if (!r) return null;
  const ids = (yield* all(serviceIds, id)).map((s) => s.serviceId);
  return snapshotOf(r, ids, yield* all(prices, id));
}

/** The company as the admin's page shows it; null for an unknown id */
function* viewOf(id: number, now: number): Flow<AdminCompanyView | null> {
  const detail = yield* companyDetailOf(String(id), now);
  if (!detail) return null;
  const r = yield* get(row, id);
  if (!r) return null;
  return adminViewOf(detail, r, yield* get(owner, id), yield* claimsPendingFor(id));
}

/** A change's outcome: the company's page, or (nothing written) the problems of its edit */
function* saved(id: number, now: number): Flow<AdminSaveOutcome> {
  return { ok: true, company: (yield* viewOf(id, now))! };
}

/**
 * The admin's company store on a database; `effects` write the edit and the audit entry inside
 * `tx`; `nameQuery` is the list's name filter in the database's own text search
 */
export function companyAdminStoreOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => CompanyAdminEffects,
  nameQuery: (q: string) => string | null,
) {
  return {
    /** One page of companies by name (Estonian letters folded), with their pending claims */
    list: (filter: AdminCompanyFilter) =>
      db.read(function* () {
        const params: Filter = [
          filter.q ? nameQuery(filter.q) : null,
          filter.county ?? null,
          filter.claimed === undefined ? null : filter.claimed === 'claimed',
        ];
        const items = yield* all(page, ...params, COMPANY_PAGE, filter.page * COMPANY_PAGE);
        return { items, total: (yield* get(total, ...params))?.n ?? 0 };
      }),

    /** One company as the admin's page shows it (read at once); null for an unknown id */
    view: (id: number, now: number) => db.read(() => viewOf(id, now)),

    /** A new company with the owner's fields; its slug from its name */
    create: (edit: AdminCompanyEdit, actor: AuditActor, now: number) =>
      refusedAs(() =>
        db.transaction(function* (tx): Flow<AdminSaveOutcome> {
          yield* run(slugLock);
          const like = yield* all(
            slugsLike,
            newCompanySlug(edit.name, () => false),
          );
          const taken = new Set(like.map((r) => r.slug));
          const slug = newCompanySlug(edit.name, (s) => taken.has(s));
          const id = (yield* get(insert, edit.name, slug, now))!.id;
          const problems = yield* wait(effects(tx).write(id, actor.id, edit, now));
          // thrown: the transaction is rolled back, the company is not kept
          if (problems) throw new Refused(problems);
          const after = yield* snapshot(id);
          const entry: AuditEntry = {
            actor,
            action: 'company.create',
            entityId: id,
            after,
            at: now,
          };
          yield* wait(effects(tx).record(entry));
          return yield* saved(id, now);
        }),
      ),

    /** Replaces what the owner keeps and the name (the slug stays, so links keep working) */
    update: (id: number, edit: AdminCompanyEdit, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<AdminSaveOutcome> {
        yield* run(lockCompany, id);
        const before = yield* snapshot(id);
        if (!before) throw notFound();
        const problems = yield* wait(effects(tx).write(id, actor.id, edit, now));
        if (problems) return { ok: false, problems };
        const change = changedFields(before, (yield* snapshot(id))!);
        if (Object.keys(change.after).length > 0) {
          const entry: AuditEntry = {
            actor,
            action: 'company.update',
            entityId: id,
            ...change,
            at: now,
          };
          yield* wait(effects(tx).record(entry));
        }
        return yield* saved(id, now);
      }),

    /** Deletes a company; what belongs to it (services, prices, reviews, claims) goes by cascade */
    remove: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<void> {
        yield* run(lockCompany, id);
        const before = yield* snapshot(id);
        if (!before) throw notFound();
        yield* run(remove, id);
        const entry: AuditEntry = {
          actor,
          action: 'company.delete',
          entityId: id,
          before,
          at: now,
        };
        yield* wait(effects(tx).record(entry));
      }),
  };
}

/** A create refused by its edit's references as its outcome (now, or its promise) */
function refusedAs(answer: () => Maybe<AdminSaveOutcome>): Maybe<AdminSaveOutcome> {
  const refused = (err: unknown): AdminSaveOutcome => {
    if (err instanceof Refused) return { ok: false, problems: err.problems };
    throw err;
  };
  try {
    const outcome = answer();
    return outcome instanceof Promise ? outcome.catch(refused) : outcome;
  } catch (err) {
    return refused(err);
  }
}

/** The admin's companies on SQLite: the edit and the audit entry in the same transaction */
export function createCompanyAdminStore(
  sqlite: BetterSqlite3.Database,
  parts: { write: CompanyWrite; audit: AuditLog },
) {
  const effects: CompanyAdminEffects = {
    write: parts.write,
    record: (entry) => parts.audit.record(entry),
  };
  return companyAdminStoreOf(sqliteDb(sqlite), () => effects, ftsQuery);
}

export type CompanyAdminStore = ReturnType<typeof companyAdminStoreOf>;

/**
 * The admin's companies on PostgreSQL (admin-store.ts is the SQLite adapter and holds the
 * shapes). The list's name filter is the `folded` text search on companies.name_search (every
 * word a prefix, Estonian letters folded); its order is SQLite's NOCASE (ASCII letters folded,
 * then code points). Each change is one transaction with its audit entry; creating takes an
 * advisory lock while it chooses the slug, so two companies of one name get two slugs. The page
 * answered after a change is read once it is committed, through the directory's ports (the
 * company page's data, its pending claims).
 */
import type { AdminCompanyEdit } from '../../../../db/domain/company-input';
import type { Stores } from '../../stores';
import { recordAudit } from '../../stores/audit.pg';
import { changedFields, type AuditActor } from '../../stores/audit';
import type { Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import { pgCompanyWrite } from '../account/company-store.pg';
import { ftsQuery } from '../notices/queries';
import {
  adminViewOf,
  COMPANY_PAGE,
  LIST_COLUMNS,
  LIST_FROM,
  newCompanySlug,
  notFound,
  ownerSql,
  pricesSql,
  Refused,
  rowSql,
  serviceIdsSql,
  snapshotOf,
  type AdminCompanyRow,
  type AdminCompanyView,
  type AdminSaveOutcome,
  type CompanyAdminStore,
  type CompanyEditRow,
} from './admin-store';

const FILTER = `($1::text IS NULL OR c.name_search @@ to_tsquery('folded', $1))
  AND ($2::int IS NULL OR c.county_id = $2)
  AND ($3::boolean IS NULL OR (c.verified_at IS NOT NULL) = $3)`;

/**
 * The name's words, each a prefix, all of them wanted (a tsquery); null without a word. The
 * words are FTS5's (ftsQuery: `"word"*`, letters and digits only), so nothing needs quoting.
 */
export function namePrefixQuery(name: string): string | null {
  const fts = ftsQuery(name);
  return (
    fts &&
    fts
      .split(' ')
      .map((term) => `${term.slice(1, -2)}:*`)
      .join(' & ')
  );
}

const owner = statement('company_admin_owner', ownerSql('$1'));
const row = statement('company_admin_row', rowSql('$1'));
const serviceIds = statement('company_admin_service_ids', serviceIdsSql('$1'));
const prices = statement('company_admin_prices', pricesSql('$1'));
const slugLock = statement(
  'company_admin_slug_lock',
  "SELECT pg_advisory_xact_lock(hashtextextended('company_slug', 0))",
);
const slugsLike = statement(
  'company_admin_slugs_like',
  `SELECT slug FROM companies WHERE slug = $1 OR slug LIKE $1 || '-%'`,
);
const insert = statement(
  'company_admin_insert',
  'INSERT INTO companies (name, slug, created_at) VALUES ($1, $2, $3) RETURNING id',
);

/** What the audit log keeps of a company; null for an unknown id */
async function snapshot(q: Queryable, id: number): Promise<Record<string, unknown> | null> {
  const r = await get<CompanyEditRow>(q, row, [id]);
  if (!r) return null;
  const ids = await all<{ service_id: number }>(q, serviceIds, [id]);
  return snapshotOf(
    r,
    ids.map((s) => s.service_id),
    await all(q, prices, [id]),
  );
}

export function createPgCompanyAdminStore(
  { pool }: PgContext,
  parts: {
    companies: Pick<Stores['companies'], 'companyDetail'>;
    claims: Pick<Stores['claims'], 'pendingFor'>;
  },
): Port<CompanyAdminStore> {
  /** The company as the admin's page shows it; null for an unknown id */
  async function view(id: number, now: number): Promise<AdminCompanyView | null> {
    const detail = await parts.companies.companyDetail(String(id), now);
    if (!detail) return null;
    const r = await get<CompanyEditRow>(pool, row, [id]);
    if (!r) return null;
    const by = await get<NonNullable<AdminCompanyView['owner']>>(pool, owner, [id]);
    return adminViewOf(detail, r, by, await parts.claims.pendingFor(id));
  }

  /** Runs a change; its page once committed, or the problems of its references */
  async function saved(change: Promise<number | Refused>, now: number): Promise<AdminSaveOutcome> {
    const outcome = await change;
    if (outcome instanceof Refused) return { ok: false, problems: outcome.problems };
    return { ok: true, company: (await view(outcome, now))! };
  }

  return {
    async list(filter) {
      const params = [
        filter.q ? namePrefixQuery(filter.q) : null,
        filter.county ?? null,
        filter.claimed === undefined ? null : filter.claimed === 'claimed',
      ];
      const items = await all<AdminCompanyRow>(
        pool,
        `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE ${FILTER}
         ORDER BY lower(c.name COLLATE "C"), c.id LIMIT $4 OFFSET $5`,
        [...params, COMPANY_PAGE, filter.page * COMPANY_PAGE],
      );
      const total = await value<number>(
        pool,
        `SELECT count(*) FROM companies c WHERE ${FILTER}`,
        params,
      );
      return { items, total: total ?? 0 };
    },

    view,

    create: (edit: AdminCompanyEdit, actor: AuditActor, now: number) =>
      saved(
        transaction(pool, async (q) => {
          await run(q, slugLock);
          const taken = new Set(
            (
              await all<{ slug: string }>(q, slugsLike, [newCompanySlug(edit.name, () => false)])
            ).map((r) => r.slug),
          );
          const slug = newCompanySlug(edit.name, (s) => taken.has(s));
          const id = (await value<number>(q, insert, [edit.name, slug, now]))!;
          const problems = await pgCompanyWrite(q, id, actor.id, edit, now);
          // thrown: the transaction is rolled back, the company is not kept
          if (problems) throw new Refused(problems);
          const after = await snapshot(q, id);
          await recordAudit(q, { actor, action: 'company.create', entityId: id, after, at: now });
          return id;
        }).catch((error: unknown) => {
          if (error instanceof Refused) return error;
          throw error;
        }),
        now,
      ),

    update: (id, edit, actor, now) =>
      saved(
        transaction(pool, async (q) => {
          await run(q, 'SELECT id FROM companies WHERE id = $1 FOR UPDATE', [id]);
          const before = await snapshot(q, id);
          if (!before) throw notFound();
          const problems = await pgCompanyWrite(q, id, actor.id, edit, now);
          if (problems) return new Refused(problems);
          const change = changedFields(before, (await snapshot(q, id))!);
          if (Object.keys(change.after).length > 0) {
            await recordAudit(q, {
              actor,
              action: 'company.update',
              entityId: id,
              ...change,
              at: now,
            });
          }
          return id;
        }),
        now,
      ),

    remove: (id, actor, now) =>
      transaction(pool, async (q) => {
        await run(q, 'SELECT id FROM companies WHERE id = $1 FOR UPDATE', [id]);
        const before = await snapshot(q, id);
        if (!before) throw notFound();
        await run(q, 'DELETE FROM companies WHERE id = $1', [id]);
        await recordAudit(q, { actor, action: 'company.delete', entityId: id, before, at: now });
      }),
  };
}

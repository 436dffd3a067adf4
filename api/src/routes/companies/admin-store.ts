/**
 * The admin's companies: the list (name through the directory's FTS, diacritics folded; county;
 * claimed or not; pages), one company as the admin's page shows it, and creating, editing and
 * deleting a company. An edit is the owner's (account/company-store `createCompanyWrite`) with
 * the name added, in a transaction that also writes the audit entry with the changed fields. Raw prepared SQL, like the directory's other reads.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminCompanyEdit } from '../../../../db/domain/company-input';
import { slugify, uniqueSlug } from '../../../../db/domain/slugs';
import { DomainError } from '../../lib/errors';
import { answeredNow } from '../../stores/flow';
import { type AuditActor, type AuditLog, changedFields } from '../../stores/audit';
import type { CompanyWrite, EditProblems } from '../account/company-store';
import type { PendingClaim } from './claims-rules';
import type { ClaimStore } from './claims-store';
import type { CompanyDetail, CompanyStore } from './store';
import { ftsQuery } from '../notices/queries';

/** One page of the admin's company list */
export const COMPANY_PAGE = 20;

export interface AdminCompanyFilter {
  q?: string | undefined;
  county?: number | undefined;
  claimed?: 'claimed' | 'unclaimed' | undefined;
  page: number;
}

export interface AdminCompanyRow {
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
export class Refused extends Error {
  constructor(readonly problems: EditProblems) {
    super('refused');
  }
}

export const notFound = () => new DomainError('not_found', 'not_found', 'errors.notFound');

/** A list row's columns over `companies c`, its place `p` and owner `u` (aliases quoted) */
export const LIST_COLUMNS = `c.id, c.name, c.slug, c.county_id AS "countyId", p.name AS "placeName",
  u.email AS "ownerEmail", c.verified_at AS "verifiedAt", c.updated_at AS "updatedAt",
  (SELECT count(*) FROM company_claims cc
    WHERE cc.company_id = c.id AND cc.status = 'pending') AS "pendingClaims"`;
export const LIST_FROM = `companies c LEFT JOIN places p ON p.id = c.place_id
  LEFT JOIN users u ON u.id = c.owner_user_id`;

/** The company's owner (`?`/`$1`: the company) */
export const ownerSql = (company: string) =>
  `SELECT u.id, u.name, u.email FROM companies c JOIN users u ON u.id = c.owner_user_id
   WHERE c.id = ${company}`;
/** What an edit may change of a company, and its registry code (`?`/`$1`: the company) */
export const rowSql = (company: string) =>
  `SELECT name, description, logo_image_id AS "logoImageId", phone, email, website, address,
     place_id AS "placeId", lat, lon, transport_phone AS "transportPhone",
     opening_hours AS "openingHours", registry_code AS "registryCode"
   FROM companies WHERE id = ${company}`;
export const serviceIdsSql = (company: string) =>
  `SELECT service_id FROM company_services WHERE company_id = ${company} ORDER BY service_id`;
export const pricesSql = (company: string) =>
  `SELECT price_group AS "group", from_cents AS "fromCents", confirmed_on AS "confirmedOn"
   FROM company_prices WHERE company_id = ${company} ORDER BY price_group`;

/** A company's row as rowSql reads it: opening hours as JSON text (SQLite) or parsed (jsonb) */
export type CompanyEditRow = Record<string, unknown> & {
  openingHours: unknown;
  registryCode: string | null;
  logoImageId: number | null;
};

/** What the audit log keeps of a company: every field an edit may change */
export const snapshotOf = (r: CompanyEditRow, serviceIds: unknown[], prices: unknown[]) => ({
  ...r,
  openingHours:
    typeof r.openingHours === 'string' ? (JSON.parse(r.openingHours) as unknown) : r.openingHours,
  serviceIds,
  prices,
});

/** The company as the admin's page shows it, from its page's data and the admin's extras */
export const adminViewOf = (
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
export const newCompanySlug = (name: string, taken: (slug: string) => boolean) =>
  uniqueSlug(slugify(name) || 'firma', taken);

const FILTER = `(@fts IS NULL OR c.id IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH @fts))
  AND (@county IS NULL OR c.county_id = @county)
  AND (@claimed IS NULL OR (c.verified_at IS NOT NULL) = @claimed)`;

export function createCompanyAdminStore(
  sqlite: BetterSqlite3.Database,
  parts: {
    write: CompanyWrite;
    companies: Pick<CompanyStore, 'companyDetail'>;
    claims: Pick<ClaimStore, 'pendingFor'>;
    audit: AuditLog;
  },
) {
  const { write, companies, claims, audit } = parts;
  const page = sqlite.prepare(
    `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM}
     WHERE ${FILTER}
     ORDER BY c.name COLLATE NOCASE, c.id LIMIT @take OFFSET @offset`,
  );
  const total = sqlite.prepare(`SELECT count(*) FROM companies c WHERE ${FILTER}`).pluck();
  const owner = sqlite.prepare(ownerSql('?'));
  const row = sqlite.prepare(rowSql('?'));
  const serviceIds = sqlite.prepare(serviceIdsSql('?')).pluck();
  const prices = sqlite.prepare(pricesSql('?'));
  const slugTaken = sqlite.prepare('SELECT 1 FROM companies WHERE slug = ?').pluck();
  const insert = sqlite.prepare(
    'INSERT INTO companies (name, slug, created_at) VALUES (@name, @slug, @now)',
  );
  const remove = sqlite.prepare('DELETE FROM companies WHERE id = ?');

  /** What the audit log keeps of a company: every field an edit may change */
  function snapshot(id: number): Record<string, unknown> | null {
    const r = row.get(id) as CompanyEditRow | undefined;
    if (!r) return null;
    return snapshotOf(r, serviceIds.all(id), prices.all(id));
  }

  /** The company as the admin's page shows it; null for an unknown id */
  function viewOf(id: number, now: number): AdminCompanyView | null {
    const detail = answeredNow(companies.companyDetail(String(id), now));
    if (!detail) return null;
    return adminViewOf(
      detail,
      row.get(id) as CompanyEditRow,
      owner.get(id) as AdminCompanyView['owner'] | undefined,
      answeredNow(claims.pendingFor(id)),
    );
  }

  const createInTransaction = sqlite.transaction(
    (edit: AdminCompanyEdit, actor: AuditActor, now: number): AdminCompanyView => {
      const slug = newCompanySlug(edit.name, (s) => !!slugTaken.get(s));
      const id = Number(insert.run({ name: edit.name, slug, now }).lastInsertRowid);
      const problems = write(id, actor.id, edit, now);
      if (problems) throw new Refused(problems);
      audit.record({ actor, action: 'company.create', entityId: id, after: snapshot(id), at: now });
      return viewOf(id, now)!;
    },
  );

  return {
    /** One page of companies by name (Estonian letters folded), with their pending claims */
    list(filter: AdminCompanyFilter): { items: AdminCompanyRow[]; total: number } {
      const params = {
        fts: filter.q ? ftsQuery(filter.q) : null,
        county: filter.county ?? null,
        claimed: filter.claimed === undefined ? null : Number(filter.claimed === 'claimed'),
      };
      return {
        items: page.all({
          ...params,
          take: COMPANY_PAGE,
          offset: filter.page * COMPANY_PAGE,
        }) as AdminCompanyRow[],
        total: total.get(params) as number,
      };
    },

    /** One company as the admin's page shows it (read at once); null for an unknown id */
    view: sqlite.transaction(viewOf),

    /** A new company with the owner's fields; its slug from its name */
    create(edit: AdminCompanyEdit, actor: AuditActor, now: number): AdminSaveOutcome {
      try {
        return { ok: true, company: createInTransaction(edit, actor, now) };
      } catch (err) {
        if (err instanceof Refused) return { ok: false, problems: err.problems };
        throw err;
      }
    },

    /** Replaces what the owner keeps and the name (the slug stays, so links keep working) */
    update: sqlite.transaction(
      (id: number, edit: AdminCompanyEdit, actor: AuditActor, now: number): AdminSaveOutcome => {
        const before = snapshot(id);
        if (!before) throw notFound();
        const problems = write(id, actor.id, edit, now);
        if (problems) return { ok: false, problems };
        const change = changedFields(before, snapshot(id)!);
        if (Object.keys(change.after).length > 0) {
          audit.record({ actor, action: 'company.update', entityId: id, ...change, at: now });
        }
        return { ok: true, company: viewOf(id, now)! };
      },
    ),

    /** Deletes a company; what belongs to it (services, prices, reviews, claims) goes by cascade */
    remove: sqlite.transaction((id: number, actor: AuditActor, now: number): void => {
      const before = snapshot(id);
      if (!before) throw notFound();
      remove.run(id);
      audit.record({ actor, action: 'company.delete', entityId: id, before, at: now });
    }),
  };
}

export type CompanyAdminStore = ReturnType<typeof createCompanyAdminStore>;

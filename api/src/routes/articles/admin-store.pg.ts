/**
 * The admin's articles on PostgreSQL (admin-store.ts holds the rules): the list, and publishing
 * or unpublishing with the post's search row and audit entry in one transaction, the post's row
 * locked (`FOR UPDATE`) so two admins' clicks write one change and one entry. The title search
 * lower-cases every letter here (SQLite's lower() only ASCII ones: "Õ" matches "õ" only here).
 */
import type pg from 'pg';
import type { AdminArticleListQuery } from '../../../../db/domain/article-input';
import { articlePath } from '../../../../db/domain/articles';
import { recordAudit } from '../../stores/audit.pg';
import type { AuditActor } from '../../stores/audit';
import { all, get, run, statement, transaction, value } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { putSearchRow, removeSearchRows } from '../search/store.pg';
import {
  ADMIN_ARTICLE_COLUMNS,
  ADMIN_ARTICLE_PAGE,
  adminArticleItem,
  adminListFilters,
  publishAudit,
  yearAgo,
  type AdminArticleRow,
  type createArticleAdminStore,
} from './admin-store';
import { articleSearchDocument } from './rules';

const WHERE = `($1::boolean IS NULL OR published = $1)
  AND ($2::text IS NULL OR lower(title) LIKE $2 ESCAPE '\\' OR slug LIKE $2 ESCAPE '\\')`;
const page = statement(
  'article_admin_page',
  `SELECT ${ADMIN_ARTICLE_COLUMNS} FROM articles WHERE ${WHERE}
   ORDER BY coalesce(updated_at, created_at) DESC, id DESC LIMIT $3 OFFSET $4`,
);
const total = statement('article_admin_total', `SELECT count(*) FROM articles WHERE ${WHERE}`);
const one = `SELECT ${ADMIN_ARTICLE_COLUMNS} FROM articles WHERE id = $1`;

export function createPgArticleAdminStore(
  pool: pg.Pool,
): Port<ReturnType<typeof createArticleAdminStore>> {
  return {
    async list(query: AdminArticleListQuery, now: number) {
      const filters = adminListFilters(query);
      const params = [filters.published === null ? null : filters.published === 1, filters.q];
      const cutoff = yearAgo(now);
      const rows = await all<AdminArticleRow>(pool, page, [
        ...params,
        ADMIN_ARTICLE_PAGE,
        query.page * ADMIN_ARTICLE_PAGE,
      ]);
      return {
        items: rows.map((r) => adminArticleItem(r, cutoff)),
        total: (await value<number>(pool, total, params))!,
      };
    },

    setPublished: (id: number, published: boolean, actor: AuditActor, now: number) =>
      transaction(pool, async (client) => {
        const before = await get<AdminArticleRow & { lead: string; text: string }>(
          client,
          `SELECT ${ADMIN_ARTICLE_COLUMNS}, lead, text FROM articles WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!before) return null;
        if (before.published !== published) {
          await run(
            client,
            `UPDATE articles SET published = $2,
               published_at = coalesce(published_at, CASE WHEN $2 THEN $3::bigint END)
             WHERE id = $1`,
            [id, published, now],
          );
          const path = articlePath(before.slug);
          if (published) {
            const doc = articleSearchDocument(before.slug, before.title, before.lead, before.text);
            await putSearchRow(client, doc);
          } else await removeSearchRows(client, 'article', path);
          await recordAudit(client, publishAudit(id, published, actor, now));
        }
        return adminArticleItem((await get<AdminArticleRow>(client, one, [id]))!, yearAgo(now));
      }),
  };
}

/**
 * The admin's list of articles (drafts too; status, category, dates, whether a fact check is
 * due) and publishing or unpublishing a post without opening the editor: the post's search row
 * follows, and the change's audit entry is written in the same transaction. Raw statements as
 * in ./store.ts, prepared once; the list walks the table newest change first (the admin's
 * articles are a few hundred at most), filtered by status and a title or address search.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminArticleListQuery } from '../../../../db/domain/article-input';
import { articlePath } from '../../../../db/domain/articles';
import { isoDay, tallinnWallClock } from '../../../../db/domain/dates';
import type { articles } from '../../../../db/schema';
import type { SqlRow } from '../../../../db/schema/sql-row';
import { likePattern } from '../../lib/placeholders';
import type { AuditActor, AuditEntry, AuditLog } from '../../stores/audit';
import type { SearchIndex } from '../search/store';
import { articleSearchDocument } from './rules';

/** Posts on one page of the admin's list */
export const ADMIN_ARTICLE_PAGE = 20;

/** A post in the admin's list */
export interface AdminArticleItem {
  id: number;
  title: string;
  slug: string;
  category: number;
  published: boolean;
  publishedAt: number | null;
  /** The last check of its facts, 'YYYY-MM-DD' */
  reviewedAt: string | null;
  createdAt: number;
  updatedAt: number | null;
  /** Published, and not checked (or, never checked, not published) for over a year */
  reviewDue: boolean;
}

/** A post's row in the list (`published`: 0/1 on SQLite, a boolean on PostgreSQL) */
export type AdminArticleRow = Omit<Row, 'published'> & { published: number | boolean };

type Row = Pick<
  SqlRow<typeof articles>,
  | 'id'
  | 'title'
  | 'slug'
  | 'category'
  | 'published'
  | 'published_at'
  | 'reviewed_at'
  | 'created_at'
  | 'updated_at'
>;

export const ADMIN_ARTICLE_COLUMNS = `id, title, slug, category, published, published_at, reviewed_at, created_at,
  updated_at`;
const WHERE = `(@published IS NULL OR published = @published)
  AND (@q IS NULL OR lower(title) LIKE @q ESCAPE '\\' OR slug LIKE @q ESCAPE '\\')`;

/** The Tallinn day a year before `now`, 'YYYY-MM-DD' */
export function yearAgo(now: number): string {
  const { year, month, day } = tallinnWallClock(now);
  return isoDay(year - 1, month, day);
}

const dayOf = (instant: number) => {
  const { year, month, day } = tallinnWallClock(instant);
  return isoDay(year, month, day);
};

/** A post as the admin's list shows it; `cutoff`: yearAgo(now) */
export const adminArticleItem = (r: AdminArticleRow, cutoff: string): AdminArticleItem => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  category: r.category,
  published: !!r.published,
  publishedAt: r.published_at,
  reviewedAt: r.reviewed_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  reviewDue:
    !!r.published &&
    (r.reviewed_at ?? (r.published_at === null ? null : dayOf(r.published_at)) ?? '') < cutoff,
});

/** The list's filters: published (1, 0 or null for any) and the LIKE pattern of the search */
export const adminListFilters = (query: AdminArticleListQuery) => ({
  published: query.status === 'published' ? 1 : query.status === 'draft' ? 0 : null,
  q: likePattern(query.q),
});

/** The audit entry of publishing or unpublishing */
export const publishAudit = (
  id: number,
  published: boolean,
  actor: AuditActor,
  now: number,
): AuditEntry => ({
  actor,
  action: published ? 'article.publish' : 'article.unpublish',
  entityId: id,
  before: { published: !published },
  after: { published },
  at: now,
});

export function createArticleAdminStore(
  sqlite: BetterSqlite3.Database,
  search: SearchIndex,
  audit: AuditLog,
) {
  const page = sqlite.prepare(
    `SELECT ${ADMIN_ARTICLE_COLUMNS} FROM articles WHERE ${WHERE}
     ORDER BY coalesce(updated_at, created_at) DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const total = sqlite.prepare(`SELECT count(*) FROM articles WHERE ${WHERE}`).pluck();
  const one = sqlite.prepare(`SELECT ${ADMIN_ARTICLE_COLUMNS} FROM articles WHERE id = ?`);
  const searchText = sqlite.prepare('SELECT lead, text FROM articles WHERE id = ?');
  const setPublished = sqlite.prepare(
    `UPDATE articles SET published = @published,
       published_at = coalesce(published_at, CASE WHEN @published = 1 THEN @now END)
     WHERE id = @id`,
  );

  const publishTx = sqlite.transaction(
    (id: number, published: boolean, actor: AuditActor, now: number): AdminArticleItem | null => {
      const before = one.get(id) as Row | undefined;
      if (!before) return null;
      if (!!before.published !== published) {
        setPublished.run({ id, published: published ? 1 : 0, now });
        const path = articlePath(before.slug);
        if (published) {
          const { lead, text } = searchText.get(id) as { lead: string; text: string };
          search.put(articleSearchDocument(before.slug, before.title, lead, text));
        } else search.remove('article', path);
        audit.record(publishAudit(id, published, actor, now));
      }
      return adminArticleItem(one.get(id) as Row, yearAgo(now));
    },
  );

  return {
    /** One page of every post (drafts too), newest change first */
    list(query: AdminArticleListQuery, now: number) {
      const params = adminListFilters(query);
      const cutoff = yearAgo(now);
      const rows = page.all({
        ...params,
        limit: ADMIN_ARTICLE_PAGE,
        offset: query.page * ADMIN_ARTICLE_PAGE,
      }) as Row[];
      const items = rows.map((r) => adminArticleItem(r, cutoff));
      return { items, total: total.get(params) as number };
    },
    /** Publishes or unpublishes a post (its first publication day is kept); null when unknown */
    setPublished: (id: number, published: boolean, actor: AuditActor, now: number) =>
      publishTx(id, published, actor, now),
  };
}

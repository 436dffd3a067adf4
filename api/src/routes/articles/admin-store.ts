/**
 * The admin's list of articles (drafts too; status, category, dates, whether a fact check is
 * due) and publishing or unpublishing a post without opening the editor: the post's search row
 * follows, and the change's audit entry is written in the same transaction. Written once for
 * both databases (decision 0109; admin-store.pg.ts runs it on PostgreSQL); the list walks the
 * table newest change first (the admin's articles are a few hundred at most), filtered by status
 * and a title or address search. The search lower-cases every letter on PostgreSQL, only ASCII
 * ones on SQLite (there "Õ" does not match "õ"). On PostgreSQL the post's row is locked
 * (`FOR UPDATE`), so two admins' clicks write one change and one entry.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { AdminArticleListQuery } from '#domain/inputs/article-input';
import { articlePath } from '#domain/vocabulary/articles';
import { isoDay, tallinnWallClock } from '#domain/calendar/dates';
import type { articles } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { likePattern } from '../../lib/placeholders';
import { audited, type AuditActor, type AuditEntry } from '../../stores/audit';
import { all, get, run, sql, sqliteDb, value, wait, type Db, type Flow } from '../../stores/flow';
import type { SearchIndex } from '../search/store';
import { articleSearchDocument, type ArticleSearch } from './rules';

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
type AdminArticleRow = Omit<Row, 'published'> & { published: number | boolean };

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

const ADMIN_ARTICLE_COLUMNS = `id, title, slug, category, published, published_at, reviewed_at,
  created_at, updated_at`;

/** The Tallinn day a year before `now`, 'YYYY-MM-DD' */
function yearAgo(now: number): string {
  const { year, month, day } = tallinnWallClock(now);
  return isoDay(year - 1, month, day);
}

const dayOf = (instant: number) => {
  const { year, month, day } = tallinnWallClock(instant);
  return isoDay(year, month, day);
};

/** A post as the admin's list shows it; `cutoff`: yearAgo(now) */
const adminArticleItem = (r: AdminArticleRow, cutoff: string): AdminArticleItem => ({
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

/** The list's filters: published (or not, or null for any) and the LIKE pattern of the search */
const adminListFilters = (query: AdminArticleListQuery) => ({
  published: query.status === 'published' ? true : query.status === 'draft' ? false : null,
  q: likePattern(query.q),
});

/** The audit entry of publishing or unpublishing */
const publishAudit = (
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

const WHERE = `(CAST($1 AS boolean) IS NULL OR published = CAST($1 AS boolean))
  AND (CAST($2 AS text) IS NULL OR lower(title) LIKE $2 ESCAPE '\\' OR slug LIKE $2 ESCAPE '\\')`;
const page = sql<AdminArticleRow, [boolean | null, string | null, number, number]>(
  'article_admin_page',
  `SELECT ${ADMIN_ARTICLE_COLUMNS} FROM articles WHERE ${WHERE}
   ORDER BY coalesce(updated_at, created_at) DESC, id DESC LIMIT $3 OFFSET $4`,
);
const total = sql<{ total: number }, [boolean | null, string | null]>(
  'article_admin_total',
  `SELECT count(*) AS total FROM articles WHERE ${WHERE}`,
);
const ONE = `SELECT ${ADMIN_ARTICLE_COLUMNS}, lead, text FROM articles WHERE id = $1`;
const one = sql<AdminArticleRow, [number]>('article_admin_one', ONE);
// two admins' clicks write one change and one entry
const locked = sql<AdminArticleRow & { lead: string; text: string }, [number]>(
  'article_admin_locked',
  { sqlite: ONE, pg: `${ONE} FOR UPDATE` },
);
const setPublished = sql<never, [number, boolean, number]>(
  'article_admin_set_published',
  `UPDATE articles SET published = $2,
     published_at = coalesce(published_at, CASE WHEN CAST($2 AS boolean) THEN CAST($3 AS bigint) END)
   WHERE id = $1`,
);

/**
 * The admin's articles on a database; `search` writes the post's search row inside the
 * transaction
 */
export function articleAdminStoreOf<Tx>(db: Db<Tx>, search: (tx: Tx) => ArticleSearch) {
  return {
    /** One page of every post (drafts too), newest change first */
    list: (query: AdminArticleListQuery, now: number) =>
      db.read(function* () {
        const { published, q } = adminListFilters(query);
        const cutoff = yearAgo(now);
        const offset = query.page * ADMIN_ARTICLE_PAGE;
        const rows = yield* all(page, published, q, ADMIN_ARTICLE_PAGE, offset);
        const items = rows.map((r) => adminArticleItem(r, cutoff));
        return { items, total: (yield* value(total, published, q))! };
      }),

    /** Publishes or unpublishes a post (its first publication day is kept); null when unknown */
    setPublished: (id: number, published: boolean, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<AdminArticleItem | null> {
        const before = yield* get(locked, id);
        if (!before) return null;
        if (!!before.published !== published) {
          yield* run(setPublished, id, published, now);
          const path = articlePath(before.slug);
          if (published) {
            const doc = articleSearchDocument(before.slug, before.title, before.lead, before.text);
            yield* wait(search(tx).put(doc));
          } else yield* wait(search(tx).remove('article', path));
          yield* audited(publishAudit(id, published, actor, now));
        }
        return adminArticleItem((yield* get(one, id))!, yearAgo(now));
      }),
  };
}

/** The admin's articles on SQLite: the search row in the FTS5 index on the same database */
export const createArticleAdminStore = (sqlite: BetterSqlite3.Database, search: SearchIndex) =>
  articleAdminStoreOf(sqliteDb(sqlite), () => search);

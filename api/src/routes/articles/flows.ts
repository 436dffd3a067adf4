/**
 * Articles, written once for both databases (decision 0109): the public list and a post
 * (published only, but an editor sees drafts), and the admin's save and delete, each save or
 * delete with the post's search row and audit entry in one transaction (./rules.ts holds the
 * rules). Each list shape is one statement on its index (migration 0017: `articles_published`,
 * `articles_category`); only the search's match is each database's own (FTS5, or the folded
 * vectors), and the post's search row is the adapter's effect (`ArticleSearch`).
 *
 * Under concurrency (PostgreSQL; SQLite's transaction holds the file): a save locks the post it
 * updates (`FOR UPDATE OF a`); saves asking for the same slug queue on a transaction-scoped
 * advisory lock of it, so each chooses after the one before committed (`-2`, `-3`…). The unique
 * slug decides what the lock cannot see (another title's slug that is this one's `-n` form): the
 * editor's own slug is then taken, a slug made of the title is chosen again.
 */
import type { ArticleInput, ArticleListQuery } from '#domain/inputs/article-input';
import { ARTICLE_LIMITS, articlePath } from '#domain/vocabulary/articles';
import { audited, type AuditActor } from '../../stores/audit';
import { all, get, run, sql, value, wait, type Db, type Flow, type Maybe } from '../../stores/flow';
import { isUniqueViolation } from '../../stores/pg/sql';
import { isNumericId } from '../companies/store';
import { TS_QUERY } from '../search/store.pg';
import {
  adminArticleOf,
  articleDeleteAudit,
  articleSaveAudit,
  articleSearchDocument,
  articleValues,
  listOf,
  listRequest,
  requestedSlug,
  slugOfSave,
  toItem,
  uploadedFilesOf,
  visibleDetail,
  type AdminArticle,
  type ArticleSearch,
  type DetailRow,
  type ItemRow,
  type SaveOutcome,
} from './rules';
import type { ArticleItem } from './responses';

const ITEM_COLUMNS = `a.id, a.slug, a.title, a.lead, a.category, a.reading_minutes,
  a.published_at, i.id AS cover_id, i.file_name AS cover_file, i.width AS cover_width,
  i.height AS cover_height`;
const WITH_COVER = 'articles a LEFT JOIN images i ON i.id = a.cover_image_id';
const NEWEST = 'ORDER BY a.published_at DESC, a.id DESC';

/** The posts the search index finds for the query in `$n` (their rows' path: /artikkel/<slug>) */
const matching = (n: number) => ({
  sqlite: `'/artikkel/' || a.slug IN
    (SELECT ref FROM site_search WHERE site_search MATCH $${n} AND kind = 'article')`,
  pg: `'/artikkel/' || a.slug IN
    (SELECT ref FROM site_search WHERE search @@ ${TS_QUERY.replace('$1', `$${n}`)}
       AND kind = 'article')`,
});

/**
 * A list shape's statement from its WHERE's tail (`body`) on each database: by category ($1) or
 * not, through the search (the next $n) or not
 */
function shaped<R>(
  name: string,
  category: boolean,
  search: boolean,
  body: (where: string) => string,
) {
  const where = ['a.published = true', ...(category ? ['a.category = $1'] : [])].join(' AND ');
  if (!search) return sql<R, unknown[]>(name, body(where));
  const match = matching(category ? 2 : 1);
  return sql<R, unknown[]>(name, {
    sqlite: body(`${where} AND ${match.sqlite}`),
    pg: body(`${where} AND ${match.pg}`),
  });
}

/** The list's statements per shape: [category][search] */
const SHAPES = [false, true].map((category) =>
  [false, true].map((search) => {
    const key = `${category}:${search}`;
    const next = 1 + Number(category) + Number(search);
    return {
      count: shaped<{ total: number }>(
        `articles_count_${key}`,
        category,
        search,
        (where) => `SELECT count(*) AS total FROM articles a WHERE ${where}`,
      ),
      page: shaped<ItemRow>(
        `articles_page_${key}`,
        category,
        search,
        (where) => `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER} WHERE ${where}
          ${NEWEST} LIMIT $${next} OFFSET $${next + 1}`,
      ),
    };
  }),
);

/** Related posts: the same category, then the others (two walks of the indexes) */
const sameCategory = sql<ItemRow, [number, number, number]>(
  'articles_same_category',
  `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER}
   WHERE a.published = true AND a.category = $1 AND a.id <> $2 ${NEWEST} LIMIT $3`,
);
const otherCategories = sql<ItemRow, [number, number]>(
  'articles_other_categories',
  `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER}
   WHERE a.published = true AND a.category <> $1 ${NEWEST} LIMIT $2`,
);

/** The SQLite text of the reads (for the query-plan test) */
const sqliteText = (s: { sqlite: { text: string } | null }) => s.sqlite!.text;
export const ARTICLE_SQL = {
  count: (category: boolean, search: boolean) =>
    sqliteText(SHAPES[Number(category)]![Number(search)]!.count),
  page: (category: boolean, search: boolean) =>
    sqliteText(SHAPES[Number(category)]![Number(search)]!.page),
  sameCategory: sqliteText(sameCategory),
  otherCategories: sqliteText(otherCategories),
};

const idBySlug = sql<{ id: number }, [string]>(
  'articles_id_by_slug',
  'SELECT id FROM articles WHERE slug = $1',
);
/** A post with its text, cover and author; the document read as JSON text on both databases */
const DETAIL = `SELECT ${ITEM_COLUMNS}, a.body, CAST(a.doc AS text) AS doc, a.meta_description,
     a.reviewed_at, a.updated_at, a.published, a.author_id, u.name AS author
   FROM ${WITH_COVER} LEFT JOIN users u ON u.id = a.author_id WHERE a.id = $1`;
const detailRow = sql<DetailRow, [number]>('articles_detail', DETAIL);
const lockedDetail = sql<DetailRow, [number]>('articles_detail_locked', {
  sqlite: DETAIL, // the SQLite transaction holds the file
  pg: `${DETAIL} FOR UPDATE OF a`,
});
const slugLock = sql<never, [string]>('articles_slug_lock', {
  sqlite: null,
  pg: "SELECT pg_advisory_xact_lock(hashtextextended('article:' || $1, 0))",
});
/** The slugs other posts hold that a save could choose: the requested one and its -n forms */
const takenSlugs = sql<{ slug: string }, [string, number | null]>(
  'articles_taken_slugs',
  `SELECT slug FROM articles WHERE (CAST($2 AS integer) IS NULL OR id <> $2)
     AND (slug = $1 OR substr(slug, 1, length($1) + 1) = $1 || '-')`,
);
const coverExists = sql<{ found: number }, [number]>(
  'articles_cover_exists',
  "SELECT 1 AS found FROM images WHERE id = $1 AND kind IN ('article', 'background')",
);
type Values = [
  ...[string, string, string, string, string, string, string | null, number, number],
  ...[number | null, number | null, boolean, number | null, string | null, number],
];
const insertRow = sql<{ id: number }, Values>(
  'articles_insert',
  `INSERT INTO articles (title, slug, lead, body, doc, text, meta_description, category,
     reading_minutes, cover_image_id, author_id, published, published_at, reviewed_at,
     created_at, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, NULL) RETURNING id`,
);
const updateRow = sql<never, [...Values, number]>(
  'articles_update',
  `UPDATE articles SET title = $1, slug = $2, lead = $3, body = $4, doc = $5, text = $6,
     meta_description = $7, category = $8, reading_minutes = $9, cover_image_id = $10,
     author_id = coalesce(author_id, $11), published = $12, published_at = $13,
     reviewed_at = $14, updated_at = $15
   WHERE id = $16`,
);
// an image the text shows is kept: the upload sweeper leaves images without an uploader alone
const keepImages = sql<never, [string[]]>('articles_keep_images', {
  sqlite: `UPDATE images SET uploader_hash = NULL
    WHERE file_name IN (SELECT value FROM json_each($1)) AND kind = 'article'`,
  pg: "UPDATE images SET uploader_hash = NULL WHERE file_name = ANY($1) AND kind = 'article'",
});
const deleteRow = sql<never, [number]>('articles_delete', 'DELETE FROM articles WHERE id = $1');

/** Why a save's transaction gave up: the slug it chose was taken meanwhile (PostgreSQL) */
class SlugRace extends Error {}
const SLUG_TAKEN: SaveOutcome = { ok: false, field: 'slug', reason: 'slugTaken' };

function* related(r: DetailRow): Flow<ArticleItem[]> {
  const limit = ARTICLE_LIMITS.related;
  const same = yield* all(sameCategory, r.category, r.id, limit);
  const others =
    same.length < limit ? yield* all(otherCategories, r.category, limit - same.length) : [];
  return [...same, ...others].map(toItem);
}

function* adminArticle(id: number): Flow<AdminArticle | null> {
  const r = yield* get(detailRow, id);
  return r ? adminArticleOf(r, yield* related(r)) : null;
}

/** The post's id from a path's `:id` (id or slug), or null */
function* resolveId(idOrSlug: string): Flow<number | null> {
  if (isNumericId(idOrSlug)) return Number(idOrSlug);
  return (yield* value(idBySlug, idOrSlug)) ?? null;
}

/** A save's flow: null for an unknown id */
function* saved(
  search: ArticleSearch,
  input: ArticleInput,
  id: number | null,
  authorId: number | null,
  now: number,
  actor: AuditActor | null,
): Flow<SaveOutcome | null> {
  const before = id === null ? undefined : yield* get(lockedDetail, id);
  if (id !== null && !before) return null;
  // saves asking for one slug queue here, so each sees the one before it committed
  const wanted = requestedSlug(input);
  yield* run(slugLock, wanted);
  const taken = new Set((yield* all(takenSlugs, wanted, id)).map((r) => r.slug));
  const slug = slugOfSave(input, (candidate) => taken.has(candidate));
  if (slug === null) return SLUG_TAKEN;
  if (input.coverImageId !== null && !(yield* get(coverExists, input.coverImageId))) {
    return { ok: false, field: 'coverImageId', reason: 'cover' };
  }
  const v = articleValues(input, slug, before, authorId, now);
  const values: Values = [
    v.title,
    v.slug,
    v.lead,
    v.body,
    v.doc,
    v.text,
    v.metaDescription,
    v.category,
    v.readingMinutes,
    v.coverImageId,
    v.authorId,
    v.published,
    v.publishedAt,
    v.reviewedAt,
    now,
  ];
  let savedId: number;
  try {
    // on PostgreSQL a unique_violation aborts the transaction: the save is tried again whole
    savedId =
      before === undefined
        ? (yield* get(insertRow, ...values))!.id
        : (yield* run(updateRow, ...values, before.id), before.id);
  } catch (error) {
    throw isUniqueViolation(error, 'articles_slug_unique') ? new SlugRace() : error;
  }
  if (before && before.slug !== slug) {
    yield* wait(search.remove('article', articlePath(before.slug)));
  }
  if (input.published) {
    yield* wait(search.put(articleSearchDocument(slug, input.title, input.lead, v.text)));
  } else yield* wait(search.remove('article', articlePath(slug)));
  const files = uploadedFilesOf(v.body);
  if (files.length) yield* run(keepImages, files);
  if (actor) yield* audited(articleSaveAudit(input, slug, before, savedId, actor, now));
  return { ok: true, article: (yield* adminArticle(savedId))! };
}

/**
 * The articles' store on a database; `search` writes the post's search row inside the
 * transaction, `toQuery` makes the search index's query of a list's text
 */
export function articleStoreOf<Tx>(
  db: Db<Tx>,
  search: (tx: Tx) => ArticleSearch,
  toQuery: (text: string) => string | null,
) {
  /**
   * Creates (`id` null) or updates a post as `authorId` (kept on an update when it has one);
   * null for an unknown id. An admin's save (`actor`) writes its audit entry.
   */
  function save(
    input: ArticleInput,
    id: number | null,
    authorId: number | null,
    now: number,
    actor: AuditActor | null = null,
    attempt = 1,
  ): Maybe<SaveOutcome | null> {
    const again = (error: unknown) => {
      if (!(error instanceof SlugRace)) throw error;
      // the editor's own slug went to another post meanwhile; a made one is chosen again
      if (input.slug !== null || attempt >= 3) return SLUG_TAKEN;
      return save(input, id, authorId, now, actor, attempt + 1);
    };
    try {
      const outcome = db.transaction((tx) => saved(search(tx), input, id, authorId, now, actor));
      return outcome instanceof Promise ? outcome.catch(again) : outcome;
    } catch (error) {
      return again(error);
    }
  }

  return {
    resolveId: (idOrSlug: string) => db.read(() => resolveId(idOrSlug)),

    list: (q: ArticleListQuery) =>
      db.read(function* () {
        const { category, match, offset } = listRequest(q, toQuery);
        const shape = SHAPES[Number(category !== null)]![Number(match !== null)]!;
        const params = [category, match].filter((p) => p !== null);
        const total = (yield* value(shape.count, ...params))!;
        const rows = yield* all(shape.page, ...params, q.take, offset);
        return listOf(rows, total, offset);
      }),

    /** A post by id or slug: published, or any for an editor (who also learns `published`) */
    detail: (idOrSlug: string, { editor = false } = {}) =>
      db.read(function* () {
        const id = yield* resolveId(idOrSlug);
        const r = id === null ? undefined : yield* get(detailRow, id);
        return visibleDetail(r, editor, r ? yield* related(r) : []);
      }),

    adminArticle: (id: number) => db.read(() => adminArticle(id)),

    save: (
      input: ArticleInput,
      id: number | null,
      authorId: number | null,
      now: number,
      actor: AuditActor | null = null,
    ) => save(input, id, authorId, now, actor),

    /** Deletes a post and its search row, with the admin's audit entry; false for an unknown id */
    remove: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<boolean> {
        const r = yield* get(lockedDetail, id);
        if (!r) return false;
        yield* wait(search(tx).remove('article', articlePath(r.slug)));
        yield* run(deleteRow, id);
        yield* audited(articleDeleteAudit(r, actor, now));
        return true;
      }),
  };
}

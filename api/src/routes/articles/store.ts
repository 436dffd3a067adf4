/**
 * Articles: the public list and a post (published only, but an editor sees drafts), and the
 * admin's save and delete. A save renders the editor's document once (lib/rich-text: sanitised
 * HTML, plain text), computes the reading time, and keeps the post's row in the site's search
 * index, all in one transaction. Raw statements prepared once, each list shape on its index
 * (migration 0017: `articles_published`, `articles_category`).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { ArticleInput, ArticleListQuery } from '../../../../db/domain/article-input';
import { ARTICLE_LIMITS, articlePath } from '../../../../db/domain/articles';
import { readingMinutes } from '../../../../db/domain/reading-time';
import { slugify, uniqueSlug } from '../../../../db/domain/slugs';
import type { articles, images } from '../../../../db/schema';
import type { SqlRow } from '../../../../db/schema/sql-row';
import { renderDoc, sectionsOfHtml, type RichDoc } from '../../lib/rich-text';
import { isNumericId } from '../companies/store';
import { uploadUrl } from '../notices/queries';
import type { ArticleDetail, ArticleItem, ArticleList } from './responses';
import type { SearchDocument, SearchIndex } from '../search/store';
import { ftsQuery } from '../search/store';
import {
  type AuditActor,
  type AuditEntry,
  type AuditLog,
  changedFields,
  createAuditLog,
} from '../../stores/audit';

export type { ArticleDetail, ArticleItem, ArticleList } from './responses';

/** What the admin's editor loads and a save answers */
export interface AdminArticle extends ArticleDetail {
  doc: RichDoc;
  published: boolean;
}

type ArticleRow = SqlRow<typeof articles>;
type ImageRow = SqlRow<typeof images>;

/** A post's list row (exported for the PostgreSQL adapter, whose flags are booleans) */
export type ItemRow = Pick<
  ArticleRow,
  'id' | 'slug' | 'title' | 'lead' | 'category' | 'reading_minutes' | 'published_at'
> & {
  cover_id: number | null;
  cover_file: ImageRow['file_name'] | null;
  cover_width: number | null;
  cover_height: number | null;
};

/** A post's row with its text and author: `doc` is JSON text on SQLite, parsed on PostgreSQL */
export type DetailRow = ItemRow &
  Pick<ArticleRow, 'body' | 'meta_description' | 'reviewed_at' | 'updated_at' | 'author_id'> & {
    doc: string | RichDoc;
    published: number | boolean;
    author: string | null;
  };

export const ITEM_COLUMNS = `a.id, a.slug, a.title, a.lead, a.category, a.reading_minutes,
  a.published_at, i.id AS cover_id, i.file_name AS cover_file, i.width AS cover_width,
  i.height AS cover_height`;
export const WITH_COVER = 'articles a LEFT JOIN images i ON i.id = a.cover_image_id';
export const NEWEST = 'ORDER BY a.published_at DESC, a.id DESC';
/** The posts the search index finds for @q (their rows' path is /artikkel/<slug>) */
const MATCHING = `'/artikkel/' || a.slug IN
  (SELECT ref FROM site_search WHERE site_search MATCH @q AND kind = 'article')`;

/** The list's WHERE for a shape: by category or not, through the search or not */
const listWhere = (category: boolean, search: boolean) =>
  ['a.published = 1', category ? 'a.category = @category' : '', search ? MATCHING : '']
    .filter(Boolean)
    .join(' AND ');

/** The reads' SQL (exported for the query-plan test) */
export const ARTICLE_SQL = {
  count: (category: boolean, search: boolean) =>
    `SELECT count(*) FROM articles a WHERE ${listWhere(category, search)}`,
  page: (category: boolean, search: boolean) =>
    `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER} WHERE ${listWhere(category, search)}
     ${NEWEST} LIMIT @limit OFFSET @offset`,
  /** Related posts: the same category, then the others (two walks of the indexes) */
  sameCategory: `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER}
     WHERE a.published = 1 AND a.category = @category AND a.id <> @id ${NEWEST} LIMIT @limit`,
  otherCategories: `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER}
     WHERE a.published = 1 AND a.category <> @category ${NEWEST} LIMIT @limit`,
};

/** The list's shapes (by category, through the search), each prepared once */
export const SHAPES = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
] as const;
export const shapeKey = (category: boolean, search: boolean) => `${category}:${search}`;

export const toItem = (r: ItemRow): ArticleItem => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  lead: r.lead,
  category: r.category,
  readingMinutes: r.reading_minutes,
  cover:
    r.cover_id === null
      ? null
      : {
          id: r.cover_id,
          url: uploadUrl(r.cover_file)!,
          width: r.cover_width!,
          height: r.cover_height!,
        },
  publishedAt: r.published_at,
});

/** The file names of our uploads that stored HTML shows (`<img src="/uploads/…">`) */
export const uploadedFilesOf = (html: string) =>
  [...html.matchAll(/src="\/uploads\/([A-Za-z0-9_-]+\.jpg)"/g)].map((m) => m[1]!);

/** Why a save was refused (the router answers a field error) */
export type SaveRefusal = 'slugTaken' | 'cover';

export type SaveOutcome =
  | { ok: true; article: AdminArticle }
  | { ok: false; field: 'slug' | 'coverImageId'; reason: SaveRefusal };

/** What an article's audit entry keeps of it (not its body) */
interface AuditedArticle extends Record<string, unknown> {
  title: string;
  slug: string;
  lead: string;
  category: number;
  published: boolean;
  coverImageId: number | null;
  metaDescription: string | null;
  reviewedAt: string | null;
}

/** The audited fields of a stored post */
export const auditedRow = (r: DetailRow): AuditedArticle => ({
  title: r.title,
  slug: r.slug,
  lead: r.lead,
  category: r.category,
  published: !!r.published,
  coverImageId: r.cover_id,
  metaDescription: r.meta_description,
  reviewedAt: r.reviewed_at,
});

/** The detail's SQL columns after ITEM_COLUMNS, and its FROM (the post's cover and author) */
export const DETAIL_SQL = `SELECT ${ITEM_COLUMNS}, a.body, a.doc, a.meta_description,
     a.reviewed_at, a.updated_at, a.published, a.author_id, u.name AS author
   FROM ${WITH_COVER} LEFT JOIN users u ON u.id = a.author_id`;

/** What a list query is: its shape's key, the FTS or tsquery text (null: no search), its offset */
export function listRequest(q: ArticleListQuery, toQuery: (text: string) => string | null) {
  const match = q.q === undefined ? null : toQuery(q.q);
  return {
    category: q.category,
    match,
    key: shapeKey(q.category !== undefined, match !== null),
    offset: (q.page - 1) * q.take,
  };
}

export const listOf = (rows: ItemRow[], total: number, offset: number): ArticleList => ({
  items: rows.map(toItem),
  total,
  hasMore: offset + rows.length < total,
});

/** A post as its page shows it (`related`: its related posts) */
export const detailOf = (r: DetailRow, related: ArticleItem[]): ArticleDetail => ({
  ...toItem(r),
  html: r.body,
  sections: sectionsOfHtml(r.body),
  related,
  reviewedAt: r.reviewed_at,
  author: r.author,
  metaDescription: r.meta_description,
  updatedAt: r.updated_at,
});

/** A post as the detail route answers it: null for a draft but to an editor */
export function visibleDetail(
  r: DetailRow | undefined,
  editor: boolean,
  related: ArticleItem[],
): ArticleDetail | null {
  if (!r || (!r.published && !editor)) return null;
  return editor ? { ...detailOf(r, related), published: !!r.published } : detailOf(r, related);
}

/** A post as the admin's editor loads it */
export const adminArticleOf = (r: DetailRow, related: ArticleItem[]): AdminArticle => ({
  ...detailOf(r, related),
  doc: typeof r.doc === 'string' ? (JSON.parse(r.doc) as RichDoc) : r.doc,
  published: !!r.published,
});

/** The slug a save asks for: `input.slug`, or the one made of the title (made unique later) */
export const requestedSlug = (input: ArticleInput) =>
  input.slug ?? (slugify(input.title) || 'artikkel');

/**
 * The slug a save stores, from the slugs other posts hold (`taken`); null when the editor's own
 * slug is another post's
 */
export function slugOfSave(input: ArticleInput, taken: (slug: string) => boolean): string | null {
  if (input.slug !== null) return taken(input.slug) ? null : input.slug;
  return uniqueSlug(requestedSlug(input), taken);
}

/** A saved post's stored values (its document rendered once), its first publication kept */
export function articleValues(
  input: ArticleInput,
  slug: string,
  before: Pick<DetailRow, 'published_at'> | undefined,
  authorId: number | null,
  now: number,
) {
  const rendered = renderDoc(input.doc);
  return {
    title: input.title,
    slug,
    lead: input.lead,
    body: rendered.html,
    doc: JSON.stringify(input.doc),
    text: rendered.text,
    metaDescription: input.metaDescription,
    category: input.category,
    readingMinutes: readingMinutes(rendered.text),
    coverImageId: input.coverImageId,
    authorId,
    published: input.published,
    // the first publication is kept through unpublishing and publishing again
    publishedAt: before?.published_at ?? (input.published ? now : null),
    reviewedAt: input.reviewedAt,
    now,
  };
}

/** A published post's row in the site's search index */
export const articleSearchDocument = (
  slug: string,
  title: string,
  lead: string,
  text: string,
): SearchDocument => ({
  kind: 'article',
  path: articlePath(slug),
  language: 'et',
  title,
  body: [lead, text].filter(Boolean).join('\n'),
});

/** The admin's audit entry of a save: the changed fields of an update, the whole of a new post */
export function articleSaveAudit(
  input: ArticleInput,
  slug: string,
  before: DetailRow | undefined,
  savedId: number,
  actor: AuditActor,
  now: number,
): AuditEntry {
  const saved: AuditedArticle = {
    title: input.title,
    slug,
    lead: input.lead,
    category: input.category,
    published: input.published,
    coverImageId: input.coverImageId,
    metaDescription: input.metaDescription,
    reviewedAt: input.reviewedAt,
  };
  return {
    actor,
    action: before ? 'article.update' : 'article.create',
    entityId: savedId,
    ...(before ? changedFields(auditedRow(before), saved) : { after: saved }),
    at: now,
  };
}

/** The admin's audit entry of a deletion */
export const articleDeleteAudit = (r: DetailRow, actor: AuditActor, now: number): AuditEntry => ({
  actor,
  action: 'article.delete',
  entityId: r.id,
  before: { title: r.title, slug: r.slug },
  at: now,
});

export function createArticleStore(
  sqlite: BetterSqlite3.Database,
  search: SearchIndex,
  audit: AuditLog = createAuditLog(sqlite),
) {
  const counts = new Map<string, BetterSqlite3.Statement>();
  const pages = new Map<string, BetterSqlite3.Statement>();
  for (const [category, searched] of SHAPES) {
    const key = shapeKey(category, searched);
    counts.set(key, sqlite.prepare(ARTICLE_SQL.count(category, searched)).pluck());
    pages.set(key, sqlite.prepare(ARTICLE_SQL.page(category, searched)));
  }
  const sameCategory = sqlite.prepare(ARTICLE_SQL.sameCategory);
  const otherCategories = sqlite.prepare(ARTICLE_SQL.otherCategories);
  const idBySlug = sqlite.prepare('SELECT id FROM articles WHERE slug = ?').pluck();
  const detailRow = sqlite.prepare(`${DETAIL_SQL} WHERE a.id = ?`);
  const coverExists = sqlite
    .prepare("SELECT 1 FROM images WHERE id = ? AND kind IN ('article', 'background')")
    .pluck();
  const insertRow = sqlite.prepare(
    `INSERT INTO articles (title, slug, lead, body, doc, text, meta_description, category,
       reading_minutes, cover_image_id, author_id, published, published_at, reviewed_at,
       created_at, updated_at)
     VALUES (@title, @slug, @lead, @body, @doc, @text, @metaDescription, @category,
       @readingMinutes, @coverImageId, @authorId, @published, @publishedAt, @reviewedAt,
       @now, NULL)`,
  );
  const updateRow = sqlite.prepare(
    `UPDATE articles SET title = @title, slug = @slug, lead = @lead, body = @body, doc = @doc,
       text = @text, meta_description = @metaDescription, category = @category,
       reading_minutes = @readingMinutes, cover_image_id = @coverImageId,
       author_id = coalesce(author_id, @authorId), published = @published,
       published_at = @publishedAt, reviewed_at = @reviewedAt, updated_at = @now
     WHERE id = @id`,
  );
  const deleteRow = sqlite.prepare('DELETE FROM articles WHERE id = ?');
  // an image the text shows is kept: the upload sweeper leaves images without an uploader alone
  const keepImage = sqlite.prepare(
    "UPDATE images SET uploader_hash = NULL WHERE file_name = ? AND kind = 'article'",
  );

  /** The post's id from a path's `:id` (id or slug), or null */
  function resolveId(idOrSlug: string): number | null {
    if (isNumericId(idOrSlug)) return Number(idOrSlug);
    return (idBySlug.get(idOrSlug) as number | undefined) ?? null;
  }

  function list(q: ArticleListQuery): ArticleList {
    const { category, match, key, offset } = listRequest(q, ftsQuery);
    const params = {
      ...(category === undefined ? {} : { category }),
      ...(match === null ? {} : { q: match }),
    };
    const total = counts.get(key)!.get(params) as number;
    const rows = pages.get(key)!.all({ ...params, limit: q.take, offset }) as ItemRow[];
    return listOf(rows, total, offset);
  }

  function related(id: number, category: number): ArticleItem[] {
    const limit = ARTICLE_LIMITS.related;
    const same = sameCategory.all({ id, category, limit }) as ItemRow[];
    const others =
      same.length < limit
        ? (otherCategories.all({ category, limit: limit - same.length }) as ItemRow[])
        : [];
    return [...same, ...others].map(toItem);
  }

  /** A post by id or slug: published, or any for an editor (who also learns `published`) */
  function detail(idOrSlug: string, { editor = false } = {}): ArticleDetail | null {
    const id = resolveId(idOrSlug);
    const r = id === null ? undefined : (detailRow.get(id) as DetailRow | undefined);
    return visibleDetail(r, editor, r ? related(r.id, r.category) : []);
  }

  function adminArticle(id: number): AdminArticle | null {
    const r = detailRow.get(id) as DetailRow | undefined;
    return r ? adminArticleOf(r, related(r.id, r.category)) : null;
  }

  const saveTx = sqlite.transaction(
    (
      input: ArticleInput,
      id: number | null,
      authorId: number | null,
      now: number,
      actor: AuditActor | null,
    ): SaveOutcome | null => {
      const before = id === null ? undefined : (detailRow.get(id) as DetailRow | undefined);
      if (id !== null && !before) return null;
      const slug = slugOfSave(input, (candidate) => {
        const owner = idBySlug.get(candidate) as number | undefined;
        return owner !== undefined && owner !== id;
      });
      if (slug === null) return { ok: false, field: 'slug', reason: 'slugTaken' };
      if (input.coverImageId !== null && !coverExists.get(input.coverImageId)) {
        return { ok: false, field: 'coverImageId', reason: 'cover' };
      }
      const values = articleValues(input, slug, before, authorId, now);
      const row = { ...values, published: values.published ? 1 : 0 };
      const savedId =
        before === undefined
          ? Number(insertRow.run(row).lastInsertRowid)
          : (updateRow.run({ ...row, id: before.id }), before.id);
      if (before && before.slug !== slug) search.remove('article', articlePath(before.slug));
      if (input.published) {
        search.put(articleSearchDocument(slug, input.title, input.lead, values.text));
      } else search.remove('article', articlePath(slug));
      for (const file of uploadedFilesOf(values.body)) keepImage.run(file);
      if (actor) audit.record(articleSaveAudit(input, slug, before, savedId, actor, now));
      return { ok: true, article: adminArticle(savedId)! };
    },
  );

  const removeTx = sqlite.transaction((id: number, actor: AuditActor | null, now: number) => {
    const r = detailRow.get(id) as DetailRow | undefined;
    if (!r) return false;
    search.remove('article', articlePath(r.slug));
    deleteRow.run(id);
    if (actor) audit.record(articleDeleteAudit(r, actor, now));
    return true;
  });

  return {
    resolveId,
    list,
    detail,
    adminArticle,
    /**
     * Creates (`id` null) or updates a post as `authorId` (kept on an update when it has one);
     * null for an unknown id. An admin's save (`actor`) writes its audit entry.
     */
    save: (
      input: ArticleInput,
      id: number | null,
      authorId: number | null,
      now: number,
      actor: AuditActor | null = null,
    ) => saveTx(input, id, authorId, now, actor),
    /** Deletes a post and its search row, with the admin's audit entry; false for an unknown id */
    remove: (id: number, actor: AuditActor, now: number) => removeTx(id, actor, now),
  };
}

/**
 * Articles' rules, the same on both databases (the flows are in ./flows.ts): a post's list item
 * and page from its row, the slug a save stores, the stored values of a save (the editor's
 * document rendered once by lib/rich-text: sanitised HTML, plain text; the reading time), the
 * post's row in the site's search index and the admin's audit entries.
 */
import type { ArticleInput, ArticleListQuery } from '#domain/inputs/article-input';
import { articlePath } from '#domain/vocabulary/articles';
import { readingMinutes } from '#domain/rules/reading-time';
import { slugify, uniqueSlug } from '#domain/pages/slugs';
import type { articles, images } from '#db/schema';
import type { SqlRow } from '#db/schema/sql-row';
import { renderDoc, sectionsOfHtml, type RichDoc } from '../../lib/rich-text';
import { type AuditActor, type AuditEntry, changedFields } from '../../stores/audit';
import type { Maybe } from '../../stores/flow';
import { uploadUrl } from '../notices/queries';
import type { SearchDocument, SearchKind } from '../search/store';
import type { ArticleDetail, ArticleItem, ArticleList } from './responses';

/** What the admin's editor loads and a save answers */
export interface AdminArticle extends ArticleDetail {
  doc: RichDoc;
  published: boolean;
}

type ArticleRow = SqlRow<typeof articles>;
type ImageRow = SqlRow<typeof images>;

/** A post's list row */
export type ItemRow = Pick<
  ArticleRow,
  'id' | 'slug' | 'title' | 'lead' | 'category' | 'reading_minutes' | 'published_at'
> & {
  cover_id: number | null;
  cover_file: ImageRow['file_name'] | null;
  cover_width: number | null;
  cover_height: number | null;
};

/**
 * A post's row with its text and author: `doc` is the document's JSON text (read as text on both
 * databases), `published` 0/1 on SQLite, a boolean on PostgreSQL
 */
export type DetailRow = ItemRow &
  Pick<ArticleRow, 'body' | 'meta_description' | 'reviewed_at' | 'updated_at' | 'author_id'> & {
    doc: string;
    published: number | boolean;
    author: string | null;
  };

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
const auditedRow = (r: DetailRow): AuditedArticle => ({
  title: r.title,
  slug: r.slug,
  lead: r.lead,
  category: r.category,
  published: !!r.published,
  coverImageId: r.cover_id,
  metaDescription: r.meta_description,
  reviewedAt: r.reviewed_at,
});

/** What a list query is: the FTS or tsquery text (null: no search), its offset */
export function listRequest(q: ArticleListQuery, toQuery: (text: string) => string | null) {
  return {
    category: q.category ?? null,
    match: q.q === undefined ? null : toQuery(q.q),
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
  doc: JSON.parse(r.doc) as RichDoc,
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

/** A post's rows in the site's search index: each database's own (FTS5, or the folded vectors) */
export interface ArticleSearch {
  put(doc: SearchDocument): Maybe<void>;
  remove(kind: SearchKind, path: string): Maybe<void>;
}

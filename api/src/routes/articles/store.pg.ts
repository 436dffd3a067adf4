/**
 * Articles on PostgreSQL (store.ts holds the rules and the shapes): the list through the search
 * index's folded vectors, a post and its related posts, the admin's save and delete with the
 * post's search row and audit entry in one transaction.
 *
 * Under concurrency: a save locks the post it updates (`FOR UPDATE OF a`); saves asking for the
 * same slug queue on a transaction-scoped advisory lock of it, so each chooses after the one
 * before committed (`-2`, `-3`… as in SQLite). The unique slug decides what the lock cannot see
 * (another title's slug that is this one's `-n` form): the editor's own slug is then taken (the
 * answer SQLite's check gives), a slug made of the title is chosen again.
 */
import type pg from 'pg';
import type { ArticleInput, ArticleListQuery } from '../../../../db/domain/article-input';
import { ARTICLE_LIMITS, articlePath } from '../../../../db/domain/articles';
import { recordAudit } from '../../stores/audit.pg';
import type { AuditActor } from '../../stores/audit';
import {
  all,
  get,
  isUniqueViolation,
  run,
  statement,
  transaction,
  value,
  type Queryable,
} from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { isNumericId } from '../companies/store';
import { putSearchRow, removeSearchRows, TS_QUERY } from '../search/store.pg';
import { tsQuery } from '../search/store';
import {
  DETAIL_SQL,
  ITEM_COLUMNS,
  NEWEST,
  SHAPES,
  WITH_COVER,
  adminArticleOf,
  articleDeleteAudit,
  articleSaveAudit,
  articleSearchDocument,
  articleValues,
  listOf,
  listRequest,
  requestedSlug,
  shapeKey,
  slugOfSave,
  toItem,
  uploadedFilesOf,
  visibleDetail,
  type AdminArticle,
  type ArticleItem,
  type DetailRow,
  type ItemRow,
  type SaveOutcome,
  type createArticleStore,
} from './store';

/** The list's WHERE with its parameters from $1: by category or not, through the search or not */
function listWhere(category: boolean, search: boolean) {
  const where = ['a.published'];
  if (category) where.push(`a.category = $${where.length}`);
  if (search) {
    const q = TS_QUERY.replace('$1', `$${where.length}`);
    where.push(`'/artikkel/' || a.slug IN
      (SELECT ref FROM site_search WHERE search @@ ${q} AND kind = 'article')`);
  }
  return { where: where.join(' AND '), next: where.length };
}

const counts = new Map<string, ReturnType<typeof statement>>();
const pages = new Map<string, ReturnType<typeof statement>>();
for (const [category, search] of SHAPES) {
  const key = shapeKey(category, search);
  const { where, next } = listWhere(category, search);
  counts.set(
    key,
    statement(`articles_count_${key}`, `SELECT count(*) FROM articles a WHERE ${where}`),
  );
  pages.set(
    key,
    statement(
      `articles_page_${key}`,
      `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER} WHERE ${where}
       ${NEWEST} LIMIT $${next} OFFSET $${next + 1}`,
    ),
  );
}
const sameCategory = statement(
  'articles_same_category',
  `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER}
   WHERE a.published AND a.category = $1 AND a.id <> $2 ${NEWEST} LIMIT $3`,
);
const otherCategories = statement(
  'articles_other_categories',
  `SELECT ${ITEM_COLUMNS} FROM ${WITH_COVER}
   WHERE a.published AND a.category <> $1 ${NEWEST} LIMIT $2`,
);
const idBySlug = statement('articles_id_by_slug', 'SELECT id FROM articles WHERE slug = $1');
const detailRow = statement('articles_detail', `${DETAIL_SQL} WHERE a.id = $1`);
const INSERT = `INSERT INTO articles (title, slug, lead, body, doc, text, meta_description,
    category, reading_minutes, cover_image_id, author_id, published, published_at, reviewed_at,
    created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, NULL) RETURNING id`;
const UPDATE = `UPDATE articles SET title = $1, slug = $2, lead = $3, body = $4, doc = $5,
    text = $6, meta_description = $7, category = $8, reading_minutes = $9, cover_image_id = $10,
    author_id = coalesce(author_id, $11), published = $12, published_at = $13,
    reviewed_at = $14, updated_at = $15
  WHERE id = $16`;

/** The post's row, its related posts read after it (two walks of the indexes) */
async function related(q: Queryable, r: DetailRow): Promise<ArticleItem[]> {
  const limit = ARTICLE_LIMITS.related;
  const same = await all<ItemRow>(q, sameCategory, [r.category, r.id, limit]);
  const others =
    same.length < limit
      ? await all<ItemRow>(q, otherCategories, [r.category, limit - same.length])
      : [];
  return [...same, ...others].map(toItem);
}

async function adminArticle(q: Queryable, id: number): Promise<AdminArticle | null> {
  const r = await get<DetailRow>(q, detailRow, [id]);
  return r ? adminArticleOf(r, await related(q, r)) : null;
}

/** Why a save's transaction gave up: the slug it chose was taken meanwhile */
class SlugRace extends Error {}

export function createPgArticleStore(pool: pg.Pool): Port<ReturnType<typeof createArticleStore>> {
  async function resolveId(idOrSlug: string): Promise<number | null> {
    if (isNumericId(idOrSlug)) return Number(idOrSlug);
    return (await value<number>(pool, idBySlug, [idOrSlug])) ?? null;
  }

  async function saveIn(
    client: pg.PoolClient,
    input: ArticleInput,
    id: number | null,
    authorId: number | null,
    now: number,
    actor: AuditActor | null,
  ): Promise<SaveOutcome | null> {
    const before =
      id === null
        ? undefined
        : await get<DetailRow>(client, `${DETAIL_SQL} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
    if (id !== null && !before) return null;
    // saves asking for one slug queue here, so each sees the one before it committed
    const wanted = requestedSlug(input);
    await all(client, "SELECT pg_advisory_xact_lock(hashtextextended('article:' || $1, 0))", [
      wanted,
    ]);
    // the slugs other posts hold that the save could choose: the requested one and its -n forms
    const taken = new Set(
      (
        await all<{ slug: string }>(
          client,
          `SELECT slug FROM articles WHERE id IS DISTINCT FROM $2
             AND (slug = $1 OR starts_with(slug, $1 || '-'))`,
          [wanted, id],
        )
      ).map((r) => r.slug),
    );
    const slug = slugOfSave(input, (candidate) => taken.has(candidate));
    if (slug === null) return { ok: false, field: 'slug', reason: 'slugTaken' };
    if (
      input.coverImageId !== null &&
      !(await value(
        client,
        "SELECT 1 FROM images WHERE id = $1 AND kind IN ('article', 'background')",
        [input.coverImageId],
      ))
    ) {
      return { ok: false, field: 'coverImageId', reason: 'cover' };
    }
    const v = articleValues(input, slug, before, authorId, now);
    const params = [
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
      // a unique_violation aborts the transaction: the save is tried again as a whole
      savedId =
        before === undefined
          ? (await value<number>(client, INSERT, params))!
          : (await run(client, UPDATE, [...params, before.id]), before.id);
    } catch (error) {
      if (!isUniqueViolation(error, 'articles_slug_unique')) throw error;
      throw new SlugRace();
    }
    if (before && before.slug !== slug)
      await removeSearchRows(client, 'article', articlePath(before.slug));
    if (input.published) {
      await putSearchRow(client, articleSearchDocument(slug, input.title, input.lead, v.text));
    } else await removeSearchRows(client, 'article', articlePath(slug));
    const files = uploadedFilesOf(v.body);
    if (files.length) {
      await run(
        client,
        "UPDATE images SET uploader_hash = NULL WHERE file_name = ANY($1) AND kind = 'article'",
        [files],
      );
    }
    if (actor)
      await recordAudit(client, articleSaveAudit(input, slug, before, savedId, actor, now));
    return { ok: true, article: (await adminArticle(client, savedId))! };
  }

  return {
    resolveId,

    async list(q: ArticleListQuery) {
      const { category, match, key, offset } = listRequest(q, tsQuery);
      const params = [
        ...(category === undefined ? [] : [category]),
        ...(match === null ? [] : [match]),
      ];
      const total = (await value<number>(pool, counts.get(key)!, params))!;
      const rows = await all<ItemRow>(pool, pages.get(key)!, [...params, q.take, offset]);
      return listOf(rows, total, offset);
    },

    async detail(idOrSlug: string, { editor = false } = {}) {
      const id = await resolveId(idOrSlug);
      const r = id === null ? undefined : await get<DetailRow>(pool, detailRow, [id]);
      return visibleDetail(r, editor, r ? await related(pool, r) : []);
    },

    adminArticle: (id: number) => adminArticle(pool, id),

    async save(
      input: ArticleInput,
      id: number | null,
      authorId: number | null,
      now: number,
      actor: AuditActor | null = null,
    ) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await transaction(pool, (client) =>
            saveIn(client, input, id, authorId, now, actor),
          );
        } catch (error) {
          if (!(error instanceof SlugRace)) throw error;
          // the editor's own slug went to another post meanwhile; a made one is chosen again
          if (input.slug !== null || attempt >= 3) {
            return { ok: false, field: 'slug', reason: 'slugTaken' } as const;
          }
        }
      }
    },

    remove: (id: number, actor: AuditActor, now: number) =>
      transaction(pool, async (client) => {
        const r = await get<DetailRow>(client, `${DETAIL_SQL} WHERE a.id = $1 FOR UPDATE OF a`, [
          id,
        ]);
        if (!r) return false;
        await removeSearchRows(client, 'article', articlePath(r.slug));
        await run(client, 'DELETE FROM articles WHERE id = $1', [id]);
        await recordAudit(client, articleDeleteAudit(r, actor, now));
        return true;
      }),
  };
}

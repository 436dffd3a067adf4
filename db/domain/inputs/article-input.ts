/**
 * The articles API's input (GET /api/articles, the admin's POST and PUT), checked at the API's
 * edge and typed for the PWA. Messages are validation keys, as in ./validation.ts.
 */
import { z } from 'zod';
import { ARTICLE_CATEGORIES, ARTICLE_LIMITS } from '../vocabulary/articles';
import { slugify } from '../pages/slugs';
import { pageField } from './auth';
import { intParam, optionalText } from './validation';

const L = ARTICLE_LIMITS;

/** GET /api/articles?category=&q=&page=&take= (page from 1) */
export const articleListQuery = z.object({
  category: optionalText.pipe(
    z
      .enum(ARTICLE_CATEGORIES.map(String) as ['1', '2', '3', '4'], { error: 'invalid' })
      .transform(Number)
      .optional(),
  ),
  q: optionalText.pipe(z.string().max(100, { error: 'tooLong' }).optional()),
  page: intParam(1, L.pageMax, 1),
  take: intParam(1, L.takeMax, L.takeDefault),
});
export type ArticleListQuery = z.output<typeof articleListQuery>;

/** Optional text that may come as null or '' (both mean none) */
const nullableText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().max(max, { error: 'tooLong' }).nullable());

const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
};

/** The editor's document (ProseMirror JSON); its nodes are checked when it is rendered */
const articleDoc = z
  .object({
    type: z.literal('doc', { error: 'invalid' }),
    content: z.array(
      z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
        error: 'invalid',
      }),
      { error: 'invalid' },
    ),
  })
  .refine((doc) => new TextEncoder().encode(JSON.stringify(doc)).length <= L.docMaxBytes, {
    error: 'articleTooLong',
  });

/** POST /api/admin/articles and PUT /api/admin/articles/:id */
export const articleInput = z.object({
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(L.titleMin, { error: 'tooShort' })
    .max(L.titleMax, { error: 'tooLong' }),
  /** Left out (or empty): made from the title */
  slug: nullableText(L.slugMax)
    .pipe(
      z
        .string()
        .min(L.slugMin, { error: 'tooShort' })
        .refine((v) => slugify(v) === v, { error: 'slug' })
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
  lead: z
    .string()
    .trim()
    .max(L.leadMax, { error: 'tooLong' })
    .optional()
    .transform((v) => v ?? ''),
  category: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(1, { error: 'tooSmall' })
    .max(ARTICLE_CATEGORIES.length, { error: 'tooLarge' }),
  doc: articleDoc,
  published: z.boolean({ error: 'required' }),
  metaDescription: nullableText(L.metaDescriptionMax)
    .optional()
    .transform((v) => v ?? null),
  coverImageId: z
    .number()
    .int({ error: 'integer' })
    .positive({ error: 'invalid' })
    .nullish()
    .transform((v) => v ?? null),
  /** The last check of its facts, 'YYYY-MM-DD' */
  reviewedAt: nullableText(10)
    .pipe(z.string().refine(isDay, { error: 'invalid' }).nullable())
    .optional()
    .transform((v) => v ?? null),
});
export type ArticleInput = z.output<typeof articleInput>;

/** The admin's list filter: every post, the published ones or the drafts */
export const ARTICLE_STATUSES = ['all', 'published', 'draft'] as const;

/** GET /api/admin/articles?q=&status=&page= (page from 0): drafts too, newest change first */
export const adminArticleListQuery = z.object({
  q: optionalText.pipe(z.string().max(100, { error: 'tooLong' }).optional()),
  status: optionalText.pipe(z.enum(ARTICLE_STATUSES, { error: 'invalid' }).optional()),
  page: pageField,
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuery>;

/** POST /api/admin/articles/:id/publish */
export const articlePublishInput = z.object({ published: z.boolean({ error: 'invalid' }) });

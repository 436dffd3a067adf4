/**
 * The editor's form: its values, their schema (the API's limits, db/domain/articles: title
 * 3–160, lead ≤ 400, meta description ≤ 160, slug 3–80 or empty, the review day DD.MM.YYYY or
 * empty), and the way between them and the API's article. Whether a slug is in slug form
 * (and free) is the server's word, shown at the field; slugify stays out of this chunk, as the
 * first screen would otherwise load it as a chunk of its own. Pure, so it is unit-tested.
 */
import { z } from 'zod';
import { ARTICLE_LIMITS as L } from '#domain/vocabulary/articles';
import type { AdminArticle, ArticleInput, ImageRef } from '../api';
import { isoOfDay } from '#domain/calendar/day-text';
import { dayText } from '../days';
import { isArticleCategory } from '../filter';

export const META_DESCRIPTION_MAX = L.metaDescriptionMax;

/** The editor's document (ProseMirror JSON) as the API takes it */
export type ArticleDoc = ArticleInput['doc'];

/** An empty document of the editor */
export const EMPTY_DOC: ArticleDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

const isDoc = (value: unknown): value is ArticleDoc =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'doc' &&
  Array.isArray((value as { content?: unknown }).content);

export const articleFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(L.titleMin, { error: 'tooShort' })
    .max(L.titleMax, { error: 'tooLong' }),
  slug: z
    .string()
    .trim()
    .max(L.slugMax, { error: 'tooLong' })
    .refine((slug) => slug === '' || slug.length >= L.slugMin, { error: 'tooShort' }),
  lead: z.string().trim().min(1, { error: 'required' }).max(L.leadMax, { error: 'tooLong' }),
  category: z.string().refine((value) => isArticleCategory(Number(value)), { error: 'required' }),
  metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, { error: 'tooLong' }),
  published: z.boolean(),
  reviewedAt: z
    .string()
    .trim()
    .refine((day) => day === '' || isoOfDay(day) !== null, { error: 'date' }),
  cover: z.custom<ImageRef | null>((value) => value === null || typeof value === 'object'),
  doc: z.custom<ArticleDoc>(isDoc),
});

export type ArticleFormValues = z.input<typeof articleFormSchema>;
export type ArticleFormOutput = z.output<typeof articleFormSchema>;

export const NEW_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  lead: '',
  category: '',
  metaDescription: '',
  published: false,
  reviewedAt: '',
  cover: null,
  doc: EMPTY_DOC,
};

/** The form's values of a stored article */
export function valuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    lead: article.lead,
    category: String(article.category),
    metaDescription: article.metaDescription ?? '',
    published: article.published,
    reviewedAt: dayText(article.reviewedAt),
    cover: article.cover,
    doc: isDoc(article.doc) ? article.doc : EMPTY_DOC,
  };
}

/** What the API gets: empty optional fields left out (an empty slug is made from the title) */
export function toArticleInput(values: ArticleFormOutput): ArticleInput {
  const input: ArticleInput = {
    title: values.title,
    lead: values.lead,
    category: Number(values.category),
    doc: values.doc,
    published: values.published,
  };
  if (values.slug) input.slug = values.slug;
  if (values.metaDescription) input.metaDescription = values.metaDescription;
  if (values.cover) input.coverImageId = values.cover.id;
  const reviewed = isoOfDay(values.reviewedAt);
  if (reviewed) input.reviewedAt = reviewed;
  return input;
}

/**
 * What the article routes answer, as zod schemas: the API description's response bodies
 * (api/src/openapi) and, through z.infer, the TypeScript types the stores return.
 * Nothing here validates at run time.
 */
import { z } from 'zod';
import { pageOf } from '../../openapi/common-responses';

/** An uploaded image as the API answers it (the uploads' shape) */
const imageRef = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A post in a list (and the head of its page) */
const articleItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  category: z.number().int(),
  readingMinutes: z.number().int(),
  cover: imageRef.nullable(),
  /** First publication, ms; null only for a draft that was never published */
  publishedAt: z.number().int().nullable(),
});
export type ArticleItem = z.infer<typeof articleItem>;

export const articleDetail = articleItem.extend({
  /** The body: sanitised HTML */
  html: z.string(),
  /** The level-2 headings (table of contents) */
  sections: z.array(z.object({ id: z.string(), title: z.string() })),
  related: z.array(articleItem),
  reviewedAt: z.string().nullable(),
  /** The author's display name */
  author: z.string().nullable(),
  metaDescription: z.string().nullable(),
  updatedAt: z.number().int().nullable(),
  /** For editors only: a draft is false */
  published: z.boolean().optional(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleList = pageOf(articleItem);
export type ArticleList = z.infer<typeof articleList>;

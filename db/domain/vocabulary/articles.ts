/**
 * Articles (/artiklid, /artikkel/:id): the four fixed categories, the input limits the API
 * checks and the editor shows, and a post's page title, which the server puts into the page
 * (api/src/pages) and the post's screen sets the same. Zod-free; the input schemas are in
 * article-input.ts.
 */
import { documentTitle } from '../pages/titles';

/** 1 Tavad, 2 Teekond, 3 Planeerimine, 4 Korraldamine (the names are the app's texts) */
export const ARTICLE_CATEGORIES = [1, 2, 3, 4] as const;

export const ARTICLE_LIMITS = {
  titleMin: 3,
  titleMax: 160,
  leadMax: 400,
  metaDescriptionMax: 160,
  slugMin: 3,
  slugMax: 80,
  /** The editor's document as JSON, in bytes */
  docMaxBytes: 300 * 1024,
  /** Items on a page of the list: the default and the most one page may ask for */
  takeDefault: 12,
  takeMax: 48,
  pageMax: 1000,
  /** Related posts under a post */
  related: 3,
} as const;

/** A post's path: its slug is the canonical one (an id finds it too) */
export const articlePath = (slug: string) => `/artikkel/${slug}`;

/** A post's page title: "Kuidas valida matusebürood – Küünal". */
export const articleTitle = (article: { title: string }) => documentTitle(article.title);

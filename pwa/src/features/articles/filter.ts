/**
 * The article list's filter lives in the URL, so back/forward and shared links keep it:
 *   /artiklid?kategooria=2&otsing=matus
 * An unknown category or an empty search is left out. Pure, so it is unit-tested.
 */
import { ARTICLE_CATEGORIES } from '#domain/vocabulary/articles';
import { LIST_LIMITS } from '#domain/inputs/limits';

type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface ArticleFilter {
  category: ArticleCategory | null;
  /** Words to look for (GET /api/articles?q=); '' for none */
  text: string;
}

export const CATEGORY_PARAM = 'kategooria';
export const TEXT_PARAM = 'otsing';

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);
}

export function filterFromUrl(params: URLSearchParams): ArticleFilter {
  const raw = params.get(CATEGORY_PARAM);
  const category = raw !== null && /^\d$/.test(raw) ? Number(raw) : null;
  return {
    category: isArticleCategory(category) ? category : null,
    text: (params.get(TEXT_PARAM) ?? '').trim().slice(0, LIST_LIMITS.nameMax),
  };
}

/** The search part of the URL (with "?"; "" for no filter). */
export function filterToSearch(filter: ArticleFilter): string {
  const params = new URLSearchParams();
  if (filter.category !== null) params.set(CATEGORY_PARAM, String(filter.category));
  if (filter.text.trim()) params.set(TEXT_PARAM, filter.text.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/articles's query without paging (URL strings). */
export function toArticleQuery(filter: ArticleFilter): { category?: string; q?: string } {
  const query: { category?: string; q?: string } = {};
  if (filter.category !== null) query.category = String(filter.category);
  if (filter.text) query.q = filter.text;
  return query;
}

/**
 * Küünal's seed articles: the twelve posts `npm start` puts under /artiklid, three per category.
 * The text is Küünal's own, written for these pages; the posts themselves are in
 * articles-1.ts … articles-4.ts, one file per category.
 */
import { CUSTOMS_ARTICLES } from './articles-1';
import { ROUTE_ARTICLES } from './articles-2';
import { PLANNING_ARTICLES } from './articles-3';
import { ORGANISING_ARTICLES } from './articles-4';

export interface SeedArticle {
  /** lowercase a-z0-9 and '-', Estonian letters folded (õ→o, ä→a, ö→o, ü→u, š→s, ž→z) */
  slug: string;
  title: string;
  /** 1–2 sentences, plain text */
  lead: string;
  /** ≤ 160 characters, plain text */
  metaDescription: string;
  /** 1 Tavad, 2 Teekond, 3 Planeerimine, 4 Korraldamine */
  category: 1 | 2 | 3 | 4;
  /** 'YYYY-MM-DD' */
  publishedAt: string;
  /** 'YYYY-MM-DD', the last check of the facts */
  reviewedAt: string;
  /** the small Markdown subset: ## and ### headings, paragraphs, - and 1. lists, > quotes, **bold**, *italic*, [links](url) */
  body: string;
}

export const SEED_ARTICLES: readonly SeedArticle[] = [
  ...CUSTOMS_ARTICLES,
  ...ROUTE_ARTICLES,
  ...PLANNING_ARTICLES,
  ...ORGANISING_ARTICLES,
];

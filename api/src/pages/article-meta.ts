/**
 * What a shared link or a search engine sees of a post (/artikkel/:id) before any JavaScript
 * runs: its title (db/domain/articles.ts, which the post's screen sets too), description, the
 * canonical slug URL, Open Graph as an article with its cover, and schema.org `Article` JSON-LD.
 */
import { articlePath, articleTitle } from '#domain/vocabulary/articles';
import { SITE_NAME } from '#domain/pages/titles';
import { truncate } from '../lib/html';
import type { ArticleDetail } from '../routes/articles/store';
import type { PageMeta } from './meta';

/** The meta description, else the lead (else the title) */
const descriptionOf = (article: ArticleDetail) =>
  truncate(article.metaDescription || article.lead || article.title, 200);

export function articleMeta(article: ArticleDetail): PageMeta {
  return {
    title: articleTitle(article),
    description: descriptionOf(article),
    type: 'article',
    image: article.cover?.url ?? null,
    canonicalPath: articlePath(article.slug),
  };
}

const isoTime = (ms: number | null) => (ms === null ? undefined : new Date(ms).toISOString());

/** The post as schema.org Article data (the page's JSON-LD, lib/html jsonLdScript) */
export function articleJsonLd(article: ArticleDetail, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}${articlePath(article.slug)}`;
  const published = isoTime(article.publishedAt);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: descriptionOf(article),
    url,
    mainEntityOfPage: url,
    inLanguage: 'et',
    datePublished: published,
    dateModified: isoTime(article.updatedAt) ?? published,
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
  };
  if (article.cover) data.image = `${publicUrl}${article.cover.url}`;
  return data;
}

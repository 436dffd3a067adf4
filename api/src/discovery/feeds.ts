/**
 * Atom feeds (RFC 4287): the newest published notices (the whole site's and each county's) and
 * the newest articles. One writer; each kind of page makes its entries.
 */
import { articlePath } from '#domain/vocabulary/articles';
import { noticePath } from '#domain/vocabulary/notice-types';
import { SITE_NAME } from '#domain/pages/titles';
import { noticeTitle } from '#domain/pages/notice-titles';
import { escapeXml, xmlTime } from '../lib/xml';
import { noticeDescription } from '../pages/meta';
import type { FeedArticle, FeedNotice } from './store';

/** Entries in a notice feed: the newest published notices */
export const FEED_SIZE = 50;
/** Entries in the articles' feed */
export const ARTICLE_FEED_SIZE = 20;

export interface AtomEntry {
  /** the entry's page (its id and rel=alternate) */
  path: string;
  title: string;
  summary: string;
  published: number;
  /** the later of publishing and the last edit */
  updated: number;
  /** whose it is, when not the site's */
  author?: string | null;
}

export interface AtomFeed {
  title: string;
  /** the feed's own path (its id and rel=self) */
  path: string;
  /** the page the feed follows (rel=alternate) */
  pagePath: string;
  /** newest first */
  entries: AtomEntry[];
  /** `updated` of a feed without entries (the newest entry's time otherwise) */
  emptyUpdated: number;
}

export const noticeEntry = (notice: FeedNotice): AtomEntry => ({
  path: noticePath(notice.type, notice.id),
  title: noticeTitle(notice),
  summary: noticeDescription(notice),
  published: notice.publishedAt,
  updated: notice.updatedAt,
});

export const articleEntry = (article: FeedArticle): AtomEntry => ({
  path: articlePath(article.slug),
  title: article.title,
  summary: article.summary,
  published: article.publishedAt,
  updated: article.updatedAt,
  author: article.author,
});

export function atomFeed(publicUrl: string, feed: AtomFeed): string {
  const url = (path: string) => escapeXml(publicUrl + path);
  const updated = feed.entries.reduce((newest, e) => Math.max(newest, e.updated), 0);
  const entries = feed.entries.map((entry) => {
    const link = url(entry.path);
    return [
      '<entry>',
      `<id>${link}</id>`,
      `<title>${escapeXml(entry.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${link}"/>`,
      `<published>${xmlTime(entry.published)}</published>`,
      `<updated>${xmlTime(entry.updated)}</updated>`,
      entry.author ? `<author><name>${escapeXml(entry.author)}</name></author>` : '',
      `<summary>${escapeXml(entry.summary)}</summary>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="et">',
    `<id>${url(feed.path)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${xmlTime(updated || feed.emptyUpdated)}</updated>`,
    `<author><name>${escapeXml(SITE_NAME)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${url(feed.path)}"/>`,
    `<link rel="alternate" type="text/html" href="${url(feed.pagePath)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

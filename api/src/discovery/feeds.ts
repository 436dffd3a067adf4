/** Atom feeds (RFC 4287) of the newest published notices: the whole site's and each county's. */
import { noticePath } from '../../../db/domain/notice-types';
import { SITE_NAME } from '../../../db/domain/titles';
import { noticeTitle } from '../../../db/domain/notice-titles';
import { escapeXml, xmlTime } from '../lib/xml';
import { noticeDescription } from '../pages/meta';
import type { FeedNotice } from './store';

/** Entries in a feed: the newest published notices */
export const FEED_SIZE = 50;

export interface AtomFeed {
  title: string;
  /** the feed's own path (its id and rel=self) */
  path: string;
  /** the page the feed follows (rel=alternate) */
  pagePath: string;
  /** newest first */
  notices: FeedNotice[];
  /** `updated` of a feed without entries (the newest entry's time otherwise) */
  emptyUpdated: number;
}

export function atomFeed(publicUrl: string, feed: AtomFeed): string {
  const url = (path: string) => escapeXml(publicUrl + path);
  const updated = feed.notices.reduce((newest, n) => Math.max(newest, n.updatedAt), 0);
  const entries = feed.notices.map((notice) => {
    const link = url(noticePath(notice.type, notice.id));
    return [
      '<entry>',
      `<id>${link}</id>`,
      `<title>${escapeXml(noticeTitle(notice))}</title>`,
      `<link rel="alternate" type="text/html" href="${link}"/>`,
      `<published>${xmlTime(notice.publishedAt)}</published>`,
      `<updated>${xmlTime(notice.updatedAt)}</updated>`,
      `<summary>${escapeXml(noticeDescription(notice))}</summary>`,
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

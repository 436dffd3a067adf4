/**
 * What search engines and feed readers read: published notices, companies and published
 * articles in id order for the sitemap, the newest published notices and articles for the feeds,
 * written once for both databases (decision 0109). Each read is one bounded page (see sitemap.ts
 * for why no iterator stays open). Per database only two words of the text: the later of two
 * dates (SQLite's scalar `max`, PostgreSQL's `greatest`) and SQLite's `NOT INDEXED` (PostgreSQL's
 * planner picks its own indexes).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import type { NoticeText } from '../pages/meta';
import { all, pgDb, sql, sqliteDb, value, type Db } from '../stores/flow';
import { portOf, type Port } from '../stores/port';

/** A row of the sitemap: its id (the walk's key), what its URL is made of, when it last changed */
export interface SitemapRow {
  id: number;
  lastmod: number;
}
export interface NoticeSitemapRow extends SitemapRow {
  type: NoticeType;
}
/** A company's or an article's row: its URL is made of its slug */
export interface SlugSitemapRow extends SitemapRow {
  slug: string;
}

export interface FeedArticle {
  slug: string;
  title: string;
  /** the meta description, else the lead */
  summary: string;
  publishedAt: number;
  /** the later of publishing and the last edit */
  updatedAt: number;
  author: string | null;
}

export interface FeedNotice extends NoticeText {
  id: number;
  publishedAt: number;
  /** the later of publishing and the last edit */
  updatedAt: number;
}

/** One page of a walk in id order: after the id `after`, skipping `offset` rows, at most `limit` */
export interface WalkPage {
  after: number;
  offset: number;
  limit: number;
}

/** A statement's text with each database's words: `later` of two values, `notIndexed` */
type Words = { later: string; notIndexed: string };
const both = <R, P extends readonly unknown[]>(name: string, text: (w: Words) => string) =>
  sql<R, P>(name, {
    sqlite: text({ later: 'max', notIndexed: 'NOT INDEXED' }),
    pg: text({ later: 'greatest', notIndexed: '' }),
  });

const PUBLISHED = "n.status = 'published'";
const feedOf = <P extends readonly unknown[]>(name: string, where: string) =>
  both<FeedNotice, P>(
    name,
    (w) => `SELECT n.id, n.type, n.prefix, n.deceased_name AS "deceasedName",
       n.maiden_name AS "maidenName", n.birth_date AS "birthDate", n.death_date AS "deathDate",
       n.funeral_info AS "funeralInfo", n.signature, n.published_at AS "publishedAt",
       ${w.later}(n.published_at, coalesce(n.updated_at, 0)) AS "updatedAt"
     FROM notices n WHERE ${where}
     ORDER BY n.published_at DESC, n.id DESC LIMIT $1`,
  );
type Walk = [after: number, limit: number, offset: number];
const count = (name: string, text: string) => sql<{ count: number }>(name, text);

/** The reads (exported for the query-plan test): every one walks an index, none sorts */
export const DISCOVERY_SQL = {
  noticeCount: count('discovery_notice_count', `SELECT count(*) FROM notices n WHERE ${PUBLISHED}`),
  // the table in rowid order (drafts among them are few): by the status index SQLite would
  // sort every published notice for each page
  noticePage: both<NoticeSitemapRow, Walk>(
    'discovery_notice_page',
    (w) => `SELECT n.id, n.type, ${w.later}(n.published_at, coalesce(n.updated_at, 0)) AS lastmod
     FROM notices n ${w.notIndexed} WHERE ${PUBLISHED} AND n.id > $1
     ORDER BY n.id LIMIT $2 OFFSET $3`,
  ),
  companyCount: count('discovery_company_count', 'SELECT count(*) FROM companies'),
  companyPage: both<SlugSitemapRow, Walk>(
    'discovery_company_page',
    (w) => `SELECT c.id, c.slug, ${w.later}(c.created_at, coalesce(c.updated_at, 0)) AS lastmod
     FROM companies c WHERE c.id > $1 ORDER BY c.id LIMIT $2 OFFSET $3`,
  ),
  // the list's sort index walked newest first, stopping after $1 rows
  feedAll: feedOf<[limit: number]>('discovery_feed_all', PUBLISHED),
  feedCounty: feedOf<[limit: number, county: number]>(
    'discovery_feed_county',
    `${PUBLISHED} AND EXISTS (SELECT 1 FROM notice_counties c
       WHERE c.notice_id = n.id AND c.county_id = $2)`,
  ),
  articleCount: count(
    'discovery_article_count',
    'SELECT count(*) FROM articles a WHERE a.published = TRUE',
  ),
  // in rowid order, like the notices (drafts are few)
  articlePage: both<SlugSitemapRow, Walk>(
    'discovery_article_page',
    (w) => `SELECT a.id, a.slug, coalesce(a.updated_at, a.published_at) AS lastmod
     FROM articles a ${w.notIndexed} WHERE a.published = TRUE AND a.id > $1
     ORDER BY a.id LIMIT $2 OFFSET $3`,
  ),
  // the list's index (published, published_at) walked newest first
  articleFeed: both<FeedArticle, [limit: number]>(
    'discovery_article_feed',
    (w) => `SELECT a.slug, a.title, coalesce(nullif(a.meta_description, ''), a.lead) AS summary,
       a.published_at AS "publishedAt",
       ${w.later}(a.published_at, coalesce(a.updated_at, 0)) AS "updatedAt", u.name AS author
     FROM articles a LEFT JOIN users u ON u.id = a.author_id
     WHERE a.published = TRUE ORDER BY a.published_at DESC, a.id DESC LIMIT $1`,
  ),
};

const walk = (page: WalkPage): Walk => [page.after, page.limit, page.offset];

/** The discovery reads on a database */
function discoveryStoreOf<Tx>(db: Db<Tx>) {
  const S = DISCOVERY_SQL;
  const counted = (s: typeof S.noticeCount) =>
    db.read(function* () {
      return Number(yield* value(s));
    });
  return {
    publishedNoticeCount: () => counted(S.noticeCount),
    publishedNotices: (page: WalkPage) => db.read(() => all(S.noticePage, ...walk(page))),
    companyCount: () => counted(S.companyCount),
    companies: (page: WalkPage) => db.read(() => all(S.companyPage, ...walk(page))),
    publishedArticleCount: () => counted(S.articleCount),
    publishedArticles: (page: WalkPage) => db.read(() => all(S.articlePage, ...walk(page))),
    /** The newest published articles */
    newestArticles: (limit: number) => db.read(() => all(S.articleFeed, limit)),
    /** The newest published notices, of one county when `county` is given */
    newestNotices: (limit: number, county?: number) =>
      db.read(() =>
        county === undefined ? all(S.feedAll, limit) : all(S.feedCounty, limit, county),
      ),
  };
}

export const createDiscoveryStore = (sqlite: BetterSqlite3.Database) =>
  discoveryStoreOf(sqliteDb(sqlite));

type DiscoveryStore = ReturnType<typeof discoveryStoreOf>;

export const createPgDiscoveryStore = (pool: pg.Pool): Port<DiscoveryStore> =>
  portOf(discoveryStoreOf(pgDb(pool)));

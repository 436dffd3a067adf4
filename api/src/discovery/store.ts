/**
 * What search engines and feed readers read: published notices, companies and published
 * articles in id order for the sitemap, the newest published notices and articles for the feeds. Raw prepared statements; each read is
 * one bounded page (see sitemap.ts for why no iterator stays open).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { NoticeType } from '../../../db/domain/notice-types';
import type { NoticeText } from '../pages/meta';

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

const PUBLISHED = "n.status = 'published'";
const IN_COUNTY =
  'EXISTS (SELECT 1 FROM notice_counties c WHERE c.notice_id = n.id AND c.county_id = @county)';
const feedOf = (where: string) =>
  `SELECT n.id, n.type, n.prefix, n.deceased_name AS deceasedName, n.maiden_name AS maidenName,
     n.birth_date AS birthDate, n.death_date AS deathDate, n.funeral_info AS funeralInfo,
     n.signature, n.published_at AS publishedAt,
     max(n.published_at, coalesce(n.updated_at, 0)) AS updatedAt
   FROM notices n WHERE ${where}
   ORDER BY n.published_at DESC, n.id DESC LIMIT @limit`;

/** The reads' SQL (exported for the query-plan test): every one walks an index, none sorts */
export const DISCOVERY_SQL = {
  noticeCount: `SELECT count(*) FROM notices n WHERE ${PUBLISHED}`,
  // the table in rowid order (drafts among them are few): by the status index SQLite would
  // sort every published notice for each page
  noticePage: `SELECT n.id, n.type, max(n.published_at, coalesce(n.updated_at, 0)) AS lastmod
     FROM notices n NOT INDEXED WHERE ${PUBLISHED} AND n.id > @after
     ORDER BY n.id LIMIT @limit OFFSET @offset`,
  companyCount: 'SELECT count(*) FROM companies',
  companyPage: `SELECT c.id, c.slug, max(c.created_at, coalesce(c.updated_at, 0)) AS lastmod
     FROM companies c WHERE c.id > @after ORDER BY c.id LIMIT @limit OFFSET @offset`,
  // the list's sort index walked newest first, stopping after @limit
  feedAll: feedOf(PUBLISHED),
  feedCounty: feedOf(`${PUBLISHED} AND ${IN_COUNTY}`),
  articleCount: 'SELECT count(*) FROM articles a WHERE a.published = 1',
  // in rowid order, like the notices (drafts are few)
  articlePage: `SELECT a.id, a.slug, coalesce(a.updated_at, a.published_at) AS lastmod
     FROM articles a NOT INDEXED WHERE a.published = 1 AND a.id > @after
     ORDER BY a.id LIMIT @limit OFFSET @offset`,
  // the list's index (published, published_at) walked newest first
  articleFeed: `SELECT a.slug, a.title,
       coalesce(nullif(a.meta_description, ''), a.lead) AS summary,
       a.published_at AS publishedAt,
       max(a.published_at, coalesce(a.updated_at, 0)) AS updatedAt, u.name AS author
     FROM articles a LEFT JOIN users u ON u.id = a.author_id
     WHERE a.published = 1 ORDER BY a.published_at DESC, a.id DESC LIMIT @limit`,
};

export function createDiscoveryStore(sqlite: BetterSqlite3.Database) {
  const noticeCount = sqlite.prepare(DISCOVERY_SQL.noticeCount).pluck();
  const noticePage = sqlite.prepare(DISCOVERY_SQL.noticePage);
  const companyCount = sqlite.prepare(DISCOVERY_SQL.companyCount).pluck();
  const companyPage = sqlite.prepare(DISCOVERY_SQL.companyPage);
  const feedAll = sqlite.prepare(DISCOVERY_SQL.feedAll);
  const feedCounty = sqlite.prepare(DISCOVERY_SQL.feedCounty);
  const articleCount = sqlite.prepare(DISCOVERY_SQL.articleCount).pluck();
  const articlePage = sqlite.prepare(DISCOVERY_SQL.articlePage);
  const articleFeed = sqlite.prepare(DISCOVERY_SQL.articleFeed);

  return {
    publishedNoticeCount: () => noticeCount.get() as number,
    publishedNotices: (page: WalkPage) => noticePage.all(page) as NoticeSitemapRow[],
    companyCount: () => companyCount.get() as number,
    companies: (page: WalkPage) => companyPage.all(page) as SlugSitemapRow[],
    publishedArticleCount: () => articleCount.get() as number,
    publishedArticles: (page: WalkPage) => articlePage.all(page) as SlugSitemapRow[],
    /** The newest published articles */
    newestArticles: (limit: number) => articleFeed.all({ limit }) as FeedArticle[],
    /** The newest published notices, of one county when `county` is given */
    newestNotices(limit: number, county?: number): FeedNotice[] {
      return (
        county === undefined ? feedAll.all({ limit }) : feedCounty.all({ limit, county })
      ) as FeedNotice[];
    },
  };
}

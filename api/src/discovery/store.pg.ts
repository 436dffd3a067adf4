/**
 * What crawlers and feed readers read, on PostgreSQL (store.ts holds the shapes): the same
 * bounded pages in id order and the newest published notices and articles. `greatest` stands for
 * SQLite's scalar `max`; the planner picks its own indexes (store.ts's NOT INDEXED is SQLite's).
 */
import type pg from 'pg';
import { all, statement, value } from '../stores/pg/sql';
import type { Port } from '../stores/port';
import type {
  FeedArticle,
  FeedNotice,
  NoticeSitemapRow,
  SlugSitemapRow,
  WalkPage,
  createDiscoveryStore,
} from './store';

const PUBLISHED = "n.status = 'published'";
const feedOf = (name: string, where: string) =>
  statement(
    name,
    `SELECT n.id, n.type, n.prefix, n.deceased_name AS "deceasedName",
       n.maiden_name AS "maidenName", n.birth_date AS "birthDate", n.death_date AS "deathDate",
       n.funeral_info AS "funeralInfo", n.signature, n.published_at AS "publishedAt",
       greatest(n.published_at, coalesce(n.updated_at, 0)) AS "updatedAt"
     FROM notices n WHERE ${where}
     ORDER BY n.published_at DESC, n.id DESC LIMIT $1`,
  );

const SQL = {
  noticeCount: statement(
    'discovery_notice_count',
    `SELECT count(*) FROM notices n WHERE ${PUBLISHED}`,
  ),
  noticePage: statement(
    'discovery_notice_page',
    `SELECT n.id, n.type, greatest(n.published_at, coalesce(n.updated_at, 0)) AS lastmod
     FROM notices n WHERE ${PUBLISHED} AND n.id > $1 ORDER BY n.id LIMIT $2 OFFSET $3`,
  ),
  companyCount: statement('discovery_company_count', 'SELECT count(*) FROM companies'),
  companyPage: statement(
    'discovery_company_page',
    `SELECT c.id, c.slug, greatest(c.created_at, coalesce(c.updated_at, 0)) AS lastmod
     FROM companies c WHERE c.id > $1 ORDER BY c.id LIMIT $2 OFFSET $3`,
  ),
  feedAll: feedOf('discovery_feed_all', PUBLISHED),
  feedCounty: feedOf(
    'discovery_feed_county',
    `${PUBLISHED} AND EXISTS (SELECT 1 FROM notice_counties c
       WHERE c.notice_id = n.id AND c.county_id = $2)`,
  ),
  articleCount: statement(
    'discovery_article_count',
    'SELECT count(*) FROM articles a WHERE a.published',
  ),
  articlePage: statement(
    'discovery_article_page',
    `SELECT a.id, a.slug, coalesce(a.updated_at, a.published_at) AS lastmod
     FROM articles a WHERE a.published AND a.id > $1 ORDER BY a.id LIMIT $2 OFFSET $3`,
  ),
  articleFeed: statement(
    'discovery_article_feed',
    `SELECT a.slug, a.title, coalesce(nullif(a.meta_description, ''), a.lead) AS summary,
       a.published_at AS "publishedAt",
       greatest(a.published_at, coalesce(a.updated_at, 0)) AS "updatedAt", u.name AS author
     FROM articles a LEFT JOIN users u ON u.id = a.author_id
     WHERE a.published ORDER BY a.published_at DESC, a.id DESC LIMIT $1`,
  ),
};

const walk = (page: WalkPage) => [page.after, page.limit, page.offset];

export function createPgDiscoveryStore(
  pool: pg.Pool,
): Port<ReturnType<typeof createDiscoveryStore>> {
  const count = async (sql: ReturnType<typeof statement>) => (await value<number>(pool, sql))!;
  return {
    publishedNoticeCount: () => count(SQL.noticeCount),
    publishedNotices: (page) => all<NoticeSitemapRow>(pool, SQL.noticePage, walk(page)),
    companyCount: () => count(SQL.companyCount),
    companies: (page) => all<SlugSitemapRow>(pool, SQL.companyPage, walk(page)),
    publishedArticleCount: () => count(SQL.articleCount),
    publishedArticles: (page) => all<SlugSitemapRow>(pool, SQL.articlePage, walk(page)),
    newestArticles: (limit) => all<FeedArticle>(pool, SQL.articleFeed, [limit]),
    newestNotices: (limit, county) =>
      county === undefined
        ? all<FeedNotice>(pool, SQL.feedAll, [limit])
        : all<FeedNotice>(pool, SQL.feedCounty, [limit, county]),
  };
}

/**
 * What search engines and feed readers fetch: /sitemap.xml (or its index and /sitemap-N.xml),
 * /robots.txt and the Atom feeds of notices and articles. Mounted before the built files (app.ts), so no file
 * of the build can stand in for them.
 */
import type { Context } from 'hono';
import { articlePath } from '#domain/vocabulary/articles';
import { countySlug } from '#domain/vocabulary/counties';
import { noticePath } from '#domain/vocabulary/notice-types';
import { pagePath } from '#domain/pages/page-links';
import { PAGE_DESCRIPTIONS } from '#domain/pages/page-descriptions';
import { LIST_PAGES, type PageKey } from '#domain/pages/pages';
import type { AppDeps, AppEnv } from '../context';
import { createRouter } from '../lib/router';
import { STATIC_META, countyListMeta } from '../pages/meta';
import type { Stores } from '../stores';
import { ARTICLE_FEED_PATH, NOTICE_FEED_PATH, countyFeedPath } from './feed-paths';
import {
  ARTICLE_FEED_SIZE,
  FEED_SIZE,
  articleEntry,
  atomFeed,
  noticeEntry,
  type AtomFeed,
} from './feeds';
import { robotsTxt } from './robots';
import {
  SITEMAP_MAX_URLS,
  listSource,
  planSitemap,
  sitemapIndex,
  urlsetChunks,
  walkSource,
  type SitemapPlan,
  type UrlSource,
} from './sitemap';

/** Like the API's other public reads: a crawler may keep them a few minutes */
const PUBLIC_CACHE = 'public, max-age=300';
const ROBOTS_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=UTF-8';
const TEXT = 'text/plain; charset=UTF-8';
const ATOM = 'application/atom+xml; charset=UTF-8';

/** The fixed pages with a description (db/domain/page-descriptions.ts) that the sitemap lists */
const SITEMAP_PAGES: readonly PageKey[] = [
  'home',
  ...[...LIST_PAGES].filter((key) => PAGE_DESCRIPTIONS[key]),
  'directory',
  'serviceRequest',
  'privacy',
  'terms',
  'contact',
  'articles',
  'helpGuide',
  'poemSamples',
  'condolenceSamples',
  'planner',
];

/**
 * The sitemap's URL sources, in their fixed order (what grows fastest last, so that the files
 * of an index move as little as possible). Articles and help pages each add one source here.
 */
async function sitemapSources({
  counties,
  services,
  discovery,
}: Pick<Stores, 'counties' | 'services' | 'discovery'>): Promise<UrlSource[]> {
  const countyLists = (await counties.list()).map(({ name }) => ({
    path: pagePath('notices', { county: countySlug(name) }),
  }));
  return [
    listSource(() => [...SITEMAP_PAGES.map((key) => ({ path: pagePath(key) }))]),
    listSource(() => countyLists),
    listSource(async () =>
      (await services.list()).map(({ slug }) => ({ path: pagePath('service', { id: slug }) })),
    ),
    walkSource(discovery.publishedArticleCount, discovery.publishedArticles, (row) => ({
      path: articlePath(row.slug),
      lastmod: row.lastmod,
    })),
    walkSource(discovery.companyCount, discovery.companies, (row) => ({
      path: pagePath('company', { id: row.slug }),
      lastmod: row.lastmod,
    })),
    walkSource(discovery.publishedNoticeCount, discovery.publishedNotices, (row) => ({
      path: noticePath(row.type, row.id),
      lastmod: row.lastmod,
    })),
  ];
}

/**
 * A body written whole, with its length: the gzip middleware (app.ts) leaves one under 1 KB
 * (robots.txt) as it is
 */
function whole(c: Context<AppEnv>, type: string, text: string, cache = PUBLIC_CACHE) {
  return c.body(text, 200, {
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': cache,
  });
}

/**
 * What a crawler or feed reader gets for a sitemap file or feed that does not exist: a plain
 * 404, not the API's JSON error (these are XML addresses, outside /api)
 */
const missing = (c: Context<AppEnv>) =>
  c.text(c.get('t')('errors.notFound'), 404, { 'Cache-Control': PUBLIC_CACHE });

/**
 * A body streamed chunk by chunk as the reader asks for more (no whole document in memory): each
 * pull awaits the next chunk, whose rows come through the store's port one bounded page at a time
 */
function streamOf(chunks: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

export function discoveryRoutes(
  deps: AppDeps,
  stores: Pick<Stores, 'counties' | 'services' | 'discovery'>,
) {
  const { discovery } = stores;
  /** The sitemap's plan over its sources as they are now */
  const plan = async () => planSitemap(await sitemapSources(stores), limit);
  const limit = deps.sitemapUrlsPerFile ?? SITEMAP_MAX_URLS;

  /** The URLs of sitemap file `n` of `plan`, streamed */
  const sitemapFile = (c: Context<AppEnv>, plan: SitemapPlan, n: number) => {
    if (n > plan.files) return missing(c);
    const chunks = urlsetChunks(deps.publicUrl, plan.file(n));
    return c.body(streamOf(chunks[Symbol.asyncIterator]()), 200, {
      'Content-Type': XML,
      'Cache-Control': PUBLIC_CACHE,
    });
  };

  const feed = (c: Context<AppEnv>, about: Omit<AtomFeed, 'emptyUpdated'>) =>
    whole(c, ATOM, atomFeed(deps.publicUrl, { ...about, emptyUpdated: deps.now() }));
  const noticeEntries = async (county?: number) =>
    (await discovery.newestNotices(FEED_SIZE, county)).map(noticeEntry);

  return (
    createRouter()
      .get('/robots.txt', (c) => whole(c, TEXT, robotsTxt(deps.publicUrl), ROBOTS_CACHE))
      .get('/sitemap.xml', async (c) => {
        const current = await plan();
        if (current.files === 1) return sitemapFile(c, current, 1);
        return whole(c, XML, sitemapIndex(deps.publicUrl, current.files));
      })
      .get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', async (c) =>
        sitemapFile(c, await plan(), Number(/\d+/.exec(c.req.param('file'))![0])),
      )
      .get(NOTICE_FEED_PATH, async (c) =>
        feed(c, {
          title: STATIC_META.notices.title,
          path: NOTICE_FEED_PATH,
          pagePath: pagePath('notices'),
          entries: await noticeEntries(),
        }),
      )
      .get(ARTICLE_FEED_PATH, async (c) =>
        feed(c, {
          title: STATIC_META.articles.title,
          path: ARTICLE_FEED_PATH,
          pagePath: pagePath('articles'),
          entries: (await discovery.newestArticles(ARTICLE_FEED_SIZE)).map(articleEntry),
        }),
      )
      .get('/feed/teated/:file{[a-z0-9-]+\\.xml}', async (c) => {
        const county = await stores.counties.bySlug(c.req.param('file').replace(/\.xml$/, ''));
        if (!county) return missing(c);
        const slug = countySlug(county.name);
        const page = {
          pagePath: pagePath('notices', { county: slug }),
          path: countyFeedPath(slug),
        };
        return feed(c, {
          title: countyListMeta(county.name).title,
          ...page,
          entries: await noticeEntries(county.id),
        });
      })
      // any other address under /feed/ (a county slug in capitals, a path without .xml)
      .get('/feed/*', missing)
  );
}

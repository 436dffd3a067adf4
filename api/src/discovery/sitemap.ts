/**
 * The sitemap (sitemaps.org protocol 0.9) as a list of URL sources: each kind of page (fixed
 * pages, notices, companies; later articles and help pages) is one source that can count its
 * URLs and hand out any stretch of them. Up to `limit` URLs the sitemap is one file; past it,
 * /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml, …, each one stretch of the
 * sources in their fixed order.
 *
 * Files are streamed in batches of BATCH URLs, each batch one bounded, awaited read through the
 * discovery store's port (keyset pages), never a better-sqlite3 iterator held open across
 * writes: while one is open the connection refuses every write ("busy executing a query"), which
 * a slow crawler would turn into an outage.
 */
import type { WalkPage } from './store';
import { escapeXml, xmlTime } from '../lib/xml';

/** The protocol's maximum number of URLs in one sitemap file */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 1000;

export interface SitemapUrl {
  /** the page's canonical path: '/', '/firma/kuusesalu' */
  path: string;
  /** when the page last changed (ms) */
  lastmod?: number;
}

export interface UrlSource {
  count: () => Promise<number>;
  /** The source's URLs from `offset` on, at most `limit` of them, in batches */
  batches: (offset: number, limit: number) => AsyncIterable<SitemapUrl[]>;
}

/** A source whose URLs are known up front (a few pages, the counties' lists). */
export function listSource(urls: () => SitemapUrl[] | Promise<SitemapUrl[]>): UrlSource {
  return {
    count: async () => (await urls()).length,
    async *batches(offset, limit) {
      const all = await urls();
      for (let at = offset; at < Math.min(all.length, offset + limit); at += BATCH) {
        yield all.slice(at, Math.min(at + BATCH, offset + limit));
      }
    },
  };
}

/** A source read from a table in id order, one page per batch (keyset after the first). */
export function walkSource<Row extends { id: number }>(
  count: () => Promise<number>,
  page: (page: WalkPage) => Promise<Row[]>,
  toUrl: (row: Row) => SitemapUrl,
): UrlSource {
  return {
    count,
    async *batches(offset, limit) {
      // the first page skips `offset` rows; the next ones start after the last id read
      let after = 0;
      let skip = offset;
      for (let left = limit; left > 0;) {
        const rows = await page({ after, offset: skip, limit: Math.min(BATCH, left) });
        if (rows.length === 0) return;
        yield rows.map(toUrl);
        left -= rows.length;
        after = rows.at(-1)!.id;
        skip = 0;
      }
    },
  };
}

export interface SitemapPlan {
  /** How many files the URLs fill: 1 means /sitemap.xml is the sitemap itself */
  files: number;
  /** The URLs of file `n` (1-based), in batches */
  file: (n: number) => AsyncIterable<SitemapUrl[]>;
}

/** Counts the sources once and lays their URLs out in files of at most `limit`. */
export async function planSitemap(
  sources: readonly UrlSource[],
  limit: number,
): Promise<SitemapPlan> {
  const counts = await Promise.all(sources.map((source) => source.count()));
  const total = counts.reduce((sum, n) => sum + n, 0);
  return {
    files: Math.max(1, Math.ceil(total / limit)),
    async *file(n) {
      const start = (n - 1) * limit;
      const end = start + limit;
      let base = 0;
      for (const [i, source] of sources.entries()) {
        const from = Math.max(start, base);
        const to = Math.min(end, base + counts[i]!);
        if (from < to) yield* source.batches(from - base, to - from);
        base += counts[i]!;
      }
    },
  };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file's text, in chunks: one per batch of URLs. */
export async function* urlsetChunks(publicUrl: string, batches: AsyncIterable<SitemapUrl[]>) {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  for await (const batch of batches) {
    let chunk = '';
    for (const { path, lastmod } of batch) {
      const loc = `<loc>${escapeXml(publicUrl + path)}</loc>`;
      chunk += lastmod
        ? `<url>${loc}<lastmod>${xmlTime(lastmod)}</lastmod></url>\n`
        : `<url>${loc}</url>\n`;
    }
    yield chunk;
  }
  yield '</urlset>\n';
}

/** The index of a sitemap in `files` parts: /sitemap-1.xml … */
export function sitemapIndex(publicUrl: string, files: number): string {
  let out = `${XML_HEAD}<sitemapindex xmlns="${NS}">\n`;
  for (let n = 1; n <= files; n++) {
    out += `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${n}.xml`)}</loc></sitemap>\n`;
  }
  return `${out}</sitemapindex>\n`;
}

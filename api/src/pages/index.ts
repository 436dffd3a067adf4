/**
 * Serves the built PWA. Every page path gets index.html with its real title, description,
 * Open Graph tags and the visitor's CSRF token; unknown paths get the app with HTTP 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { noticePath } from '#domain/vocabulary/notice-types';
import { CARD_PAGES, matchPage, movedTo, type PageKey } from '#domain/pages/pages';
import { pagePath } from '#domain/pages/page-links';
import { PAGE_TITLES } from '#domain/pages/page-titles';
import { idOrSlugParam } from '#domain/inputs/directory-query';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../context';
import { escapeHtml, jsonLdScript } from '../lib/html';
import { createRouter } from '../lib/router';
import type { Stores } from '../stores';
import { csrfToken } from '../middleware/visitor';
import { articleJsonLd, articleMeta } from './article-meta';
import { companyJsonLd, companyMeta, serviceMeta } from './directory-meta';
import { type PageFrame, cardFrame, homeFrame, listFrame } from './frame';
import { inlineEntryStyles } from './entry-style';
import { loadPreloadTags } from './preloads';
import {
  NOT_FOUND_META,
  REMOVED_META,
  STATIC_META,
  countyListMeta,
  isCardSegmentOf,
  noticeMeta,
  type PageMeta,
} from './meta';

const HEAD_MARKER = '<!--app-head-->';
/** index.html's placeholder in #root, between these comments */
const PLACEHOLDER = /<!--app-placeholder-->[\s\S]*<!--\/app-placeholder-->/;
const TITLE = /<title>[^<]*<\/title>/;

interface Slots {
  title: string;
  head: string;
  /** before </head>, after vite's own tags */
  headEnd: string;
  /** the placeholder's replacement; undefined keeps the template's own */
  placeholder: string | undefined;
}

/**
 * index.html cut once into its fixed parts around the slots a page fills. Filling is plain
 * concatenation, so no text of a notice can be read as markup of the template or, as with
 * String.replace, as a replacement pattern (`$&`, `` $` ``; docs/pages.md).
 */
function compileTemplate(html: string): (slots: Slots) => string {
  const find = (name: keyof Slots, pattern: RegExp | string) => {
    const match =
      typeof pattern === 'string'
        ? { index: html.indexOf(pattern), 0: pattern }
        : (pattern.exec(html) ?? { index: -1, 0: '' });
    return { name, start: match.index, end: match.index + match[0].length, text: match[0] };
  };
  const slots = [
    find('title', TITLE),
    find('head', HEAD_MARKER),
    // an empty cut just before </head>, which stays in the template
    { ...find('headEnd', '</head>'), end: html.indexOf('</head>'), text: '' },
    find('placeholder', PLACEHOLDER),
  ]
    .filter((slot) => slot.start >= 0)
    .sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const slot of slots) {
    parts.push(html.slice(at, slot.start));
    at = slot.end;
  }
  parts.push(html.slice(at));
  return (values) => {
    let out = parts[0]!;
    slots.forEach((slot, i) => {
      out += (values[slot.name] ?? slot.text) + parts[i + 1]!;
    });
    return out;
  };
}

/** The built index.html as pages use it, read once on first use (tests build no dist/ of theirs). */
export interface PageShell {
  fill: (slots: Slots) => string;
  preloads: Map<PageKey, string>;
  /** what the Content-Security-Policy's style-src must allow for the inlined styles */
  styleSources: string[];
}

export function createPageShell(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  let shell: PageShell | null = null;
  const load = (): PageShell => {
    if (shell) return shell;
    const styles = inlineEntryStyles(readFileSync(indexFile, 'utf8'), distDir);
    shell = {
      fill: compileTemplate(styles.html),
      preloads: loadPreloadTags(distDir),
      styleSources: styles.cspSources,
    };
    return shell;
  };
  // none before there is a build (the API alone in development still serves uploads)
  const styleSources = () => (shell || existsSync(indexFile) ? load().styleSources : []);
  return { load, styleSources };
}

/** The notice lists' headings, as the list screen shows them (its Estonian texts are these) */
const LIST_HEADINGS: Partial<Record<PageKey, string>> = {
  notices: PAGE_TITLES.notices,
  funeralNotices: PAGE_TITLES.funeralNotices,
  condolences: PAGE_TITLES.condolences,
  memorials: PAGE_TITLES.memorials,
};
const HOME_PAGES = new Set<PageKey>(['home', 'homeEt']);

export function pageRoutes(
  deps: AppDeps,
  {
    counties,
    notices,
    noticeHiding,
    companies,
    services,
    articles,
  }: Pick<Stores, 'counties' | 'notices' | 'noticeHiding' | 'companies' | 'services' | 'articles'>,
  loadShell: () => PageShell,
) {
  /** `frame`: what to draw in place of index.html's placeholder until the app starts */
  function render(
    c: Context<AppEnv>,
    meta: PageMeta,
    status: 200 | 404 | 410,
    page?: PageKey,
    frame?: PageFrame,
  ) {
    const { fill, preloads } = loadShell();
    const path = meta.canonicalPath ?? (c.req.path === '/' ? '/' : c.req.path.replace(/\/$/, ''));
    const url = `${deps.publicUrl}${path}`;
    const tags = [
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:site_name" content="Küünal">`,
      `<meta property="og:locale" content="et_EE">`,
      `<meta property="og:type" content="${meta.type}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      meta.image
        ? `<meta property="og:image" content="${escapeHtml(deps.publicUrl + meta.image)}">`
        : '',
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
      meta.noindex ? '<meta name="robots" content="noindex">' : '',
      meta.feed
        ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(deps.publicUrl + meta.feed.path)}">`
        : '',
      `<meta name="csrf-token" content="${csrfToken(deps.secret, c.get('visitorId'))}">`,
      ...(frame?.head ?? []),
    ].filter(Boolean);
    // after the entry's own script and preloads (vite puts them last in <head>): those come first
    const screenHints = (page && preloads.get(page)) ?? '';
    c.header('Cache-Control', 'no-cache, private');
    const pageHtml = fill({
      title: `<title>${escapeHtml(meta.title)}</title>`,
      head: tags.join('\n    '),
      headEnd: screenHints ? `  ${screenHints}\n  ` : '',
      placeholder: frame?.html,
    });
    return c.html(pageHtml, status);
  }

  return createRouter().get('*', async (c) => {
    const page = matchPage(c.req.path);
    if (!page) return render(c, NOT_FOUND_META, 404);
    const moved = movedTo(page.key);
    if (moved) return c.redirect(pagePath(moved) + new URL(c.req.url).search, 301);

    if (CARD_PAGES.has(page.key)) {
      const id = idParam.safeParse(page.params);
      const notice = id.success ? await notices.findPublished(id.data.id) : null;
      // a notice the admin hid is gone, not unknown (the app shows its "removed" screen)
      if (!notice && id.success && (await noticeHiding.isHidden(id.data.id))) {
        return render(c, REMOVED_META, 410, page.key);
      }
      if (!notice) return render(c, NOT_FOUND_META, 404);
      const segment = c.req.path.split('/')[1] ?? '';
      if (!isCardSegmentOf(notice.type, segment))
        return c.redirect(noticePath(notice.type, notice.id), 301);
      return render(c, noticeMeta(notice), 200, page.key, cardFrame(notice.backgroundUrl));
    }
    if (page.key === 'service' || page.key === 'company') {
      const id = idOrSlugParam.safeParse(page.params);
      if (!id.success) return render(c, NOT_FOUND_META, 404);
      if (page.key === 'service') {
        const service = await services.find(id.data.id);
        return service
          ? render(c, serviceMeta(service), 200, page.key)
          : render(c, NOT_FOUND_META, 404);
      }
      const company = await companies.companyDetail(id.data.id, deps.now());
      if (!company) return render(c, NOT_FOUND_META, 404);
      const county =
        company.countyId === null ? null : (await counties.nameOf(company.countyId)) || null;
      return render(c, companyMeta(company), 200, page.key, {
        head: [jsonLdScript(companyJsonLd(company, deps.publicUrl, county))],
      });
    }
    if (page.key === 'article') {
      const id = idOrSlugParam.safeParse(page.params);
      // published posts only: a draft is a 404 here even for its editor (the app shows it)
      const article = id.success ? await articles.detail(id.data.id) : null;
      if (!article) return render(c, NOT_FOUND_META, 404);
      return render(c, articleMeta(article), 200, page.key, {
        head: [jsonLdScript(articleJsonLd(article, deps.publicUrl))],
      });
    }
    if (page.key === 'notices' && page.params.county) {
      const name = (await counties.bySlug(page.params.county))?.name;
      return name
        ? render(
            c,
            countyListMeta(name),
            200,
            page.key,
            listFrame(`${PAGE_TITLES.notices}: ${name}`),
          )
        : render(c, NOT_FOUND_META, 404);
    }
    const heading = LIST_HEADINGS[page.key];
    const frame = heading ? listFrame(heading) : HOME_PAGES.has(page.key) ? homeFrame() : undefined;
    return render(c, { type: 'website', ...STATIC_META[page.key] }, 200, page.key, frame);
  });
}

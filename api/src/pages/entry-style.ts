/**
 * The entry's stylesheet, written into each page's HTML instead of linked. A linked stylesheet
 * blocks the first paint until it has arrived, one more round trip after the HTML on a phone
 * network; inline, the page (index.html's placeholder, a card's frame) paints as soon as its HTML
 * is in. The file itself stays in dist/ for the service worker's offline shell (/index.html).
 *
 * The Content-Security-Policy allows exactly this text by its hash (`styleSrc`), no other inline
 * style.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** vite's tag for an entry stylesheet in the built index.html */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

export interface InlinedStyles {
  html: string;
  /** CSP sources for the inlined text: `'sha256-…'` */
  cspSources: string[];
}

/**
 * index.html with its entry stylesheets written in as `<style>` elements. A stylesheet that is
 * missing, or whose text could end the element early, stays linked.
 */
export function inlineEntryStyles(html: string, distDir: string): InlinedStyles {
  const cspSources: string[] = [];
  const inlined = html.replace(ENTRY_STYLESHEET, (tag, file: string) => {
    const filePath = path.join(distDir, file);
    if (!existsSync(filePath)) return tag;
    const css = readFileSync(filePath, 'utf8');
    if (/<\/style/i.test(css)) return tag;
    cspSources.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { html: inlined, cspSources };
}

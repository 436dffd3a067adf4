/**
 * A card page's first frame, drawn by the server in place of index.html's placeholder: the
 * header's space and the notice's background picture, with the app's own classes (styled by
 * the entry's CSS: pwa/src/styles/card-frame.css, pwa/src/app/layout.css). The picture, the
 * page's largest paint, then shows without waiting for the scripts, and the app draws the card
 * over it in the same place: the header's first row is always 4rem high, and the app's first
 * render waits until it can draw the whole card (pwa/src/main.tsx).
 */
import { escapeHtml } from '../lib/html';

export interface PageFrame {
  /** what #root holds until the app starts; none keeps index.html's placeholder */
  html?: string;
  /** tags for the page's <head> */
  head: string[];
}

export function cardFrame(backgroundUrl: string | null): Required<PageFrame> {
  if (!backgroundUrl) return { html: frameHtml(''), head: [] };
  const src = escapeHtml(backgroundUrl);
  return {
    // decoded off the first frame: a phone-sized paint of the header need not wait for a large
    // picture's decoding (some 60 ms for 1600×900 on this project's machine), which follows it
    html: frameHtml(
      `<img class="notice-backdrop__image" src="${src}" alt="" fetchpriority="high" decoding="async">`,
    ),
    // asked for first, ahead of the scripts and styles that would otherwise fill the browser's
    // connections before it reaches the <img>
    head: [`<link rel="preload" as="image" href="${src}" fetchpriority="high">`],
  };
}

/**
 * The header shows the brand where the app puts it (an empty box of the candle icon's size, then
 * the name), so the first paint already has text and does not wait for the picture.
 */
const HEADER =
  '<div class="site-header" aria-hidden="true"><div class="container site-header__bar">' +
  '<span class="brand"><svg class="candle-icon brand__icon" width="28" height="28" viewBox="0 0 24 32"></svg>' +
  '<span class="brand__name">Küünal</span></span></div></div>';

function frameHtml(picture: string): string {
  return `${HEADER}<div class="card-page"><div class="notice-backdrop">${picture}</div></div>`;
}

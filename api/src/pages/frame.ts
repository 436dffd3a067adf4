/**
 * A page's first frame, drawn by the server in place of index.html's placeholder with the app's
 * own classes (styled by the entry's CSS: pwa/src/styles/card-frame.css, page-frames.css,
 * pwa/src/app/layout.css): the header's space, then a card's background picture, the home
 * page's hero text or a list's heading. The page's largest paint then shows without waiting for
 * the scripts, and the app draws the page over it in the same place: the header's first row is
 * always 4rem high, and the app's first render waits until it can draw the whole screen
 * (pwa/src/main.tsx). The frame is in Estonian, the site's language; another language's first
 * render replaces it.
 */
import { HOME_HERO } from '#domain/pages/page-titles';
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

/** The home page: the hero's candle (its box), title, tagline and lead */
export function homeFrame(): Required<PageFrame> {
  return {
    html:
      `${HEADER}<section class="hero" aria-hidden="true"><div class="container hero__inner">` +
      '<div class="hero__candle"><svg class="candle-icon" width="72" height="72" viewBox="0 0 24 32"></svg></div>' +
      `<h1 class="hero__title">${escapeHtml(HOME_HERO.heading)}</h1>` +
      `<p class="hero__tagline">${escapeHtml(HOME_HERO.tagline)}</p>` +
      `<p class="hero__lead">${escapeHtml(HOME_HERO.lead)}</p></div></section>`,
    head: [],
  };
}

/** A notice list: its heading, where the list screen puts it */
export function listFrame(heading: string): Required<PageFrame> {
  return {
    html:
      `${HEADER}<div class="container page" aria-hidden="true">` +
      `<header class="list-page__header"><h1>${escapeHtml(heading)}</h1></header></div>`,
    head: [],
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

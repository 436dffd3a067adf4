/**
 * Renders the web app manifest's icons and screenshots (pwa/public/icons, pwa/public/screenshots)
 * from SVG drawn here, with sharp. The outputs are committed; run again after changing a drawing:
 *   npx tsx scripts/make-icons.ts
 * Colours are the site's (pwa/src/styles/global.css): green #3f5f4a, paper #faf7f0, flame #f2b84b.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'pwa', 'public');

export const COLOURS = {
  green: '#3f5f4a',
  greenDark: '#2f4a39',
  paper: '#faf7f0',
  paperDeep: '#f1ece0',
  ink: '#23221f',
  muted: '#5e5a51',
  line: '#ddd5c5',
  flame: '#f2b84b',
  flameCore: '#fff3cf',
} as const;

/** A candle on a 100 × 100 grid, centred; `scale` shrinks it around the centre (maskable safe zone). */
function candle(scale: number, body: string = COLOURS.paper): string {
  const t = (100 - 100 * scale) / 2;
  return `<g transform="translate(${t} ${t}) scale(${scale})">
    <ellipse cx="50" cy="30" rx="15" ry="19" fill="${COLOURS.flame}" opacity="0.28"/>
    <path d="M50 12c6 8 8.5 13.5 8.5 18a8.5 8.5 0 0 1-17 0c0-4.5 2.5-10 8.5-18z" fill="${COLOURS.flame}"/>
    <path d="M50 22c2.6 3.6 3.6 6 3.6 8a3.6 3.6 0 0 1-7.2 0c0-2 1-4.4 3.6-8z" fill="${COLOURS.flameCore}"/>
    <rect x="49" y="37" width="2" height="6" rx="1" fill="${COLOURS.ink}"/>
    <rect x="36" y="43" width="28" height="44" rx="4" fill="${body}"/>
    <path d="M36 49c6 2 10-1 14 1s9 2 14-1v-2a4 4 0 0 0-4-4H40a4 4 0 0 0-4 4z" fill="${COLOURS.paperDeep}"/>
  </g>`;
}

const svg = (w: number, h: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;

/** "any" purpose: a rounded green tile with the candle. */
export const iconSvg = () =>
  svg(100, 100, `<rect width="100" height="100" rx="22" fill="${COLOURS.green}"/>${candle(0.92)}`);
/** "maskable": full-bleed green, the candle inside the 80 % safe circle. */
export const maskableSvg = () =>
  svg(100, 100, `<rect width="100" height="100" fill="${COLOURS.green}"/>${candle(0.68)}`);
/** Notification badge: a white silhouette on transparent (Android shows only the alpha). */
export const badgeSvg = () =>
  svg(100, 100, candle(0.95, '#ffffff').replace(/fill="#[0-9a-f]+"/gi, 'fill="#ffffff"'));

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One notice in a list mock-up. */
function noticeCard(x: number, y: number, w: number, name: string, dates: string, place: string) {
  return `<g transform="translate(${x} ${y})">
    <rect width="${w}" height="150" rx="10" fill="#fffdf8" stroke="${COLOURS.line}"/>
    <rect x="16" y="16" width="90" height="118" rx="6" fill="${COLOURS.paperDeep}"/>
    <circle cx="61" cy="60" r="22" fill="${COLOURS.line}"/>
    <rect x="35" y="88" width="52" height="40" rx="20" fill="${COLOURS.line}"/>
    <text x="124" y="52" font-family="DejaVu Serif, serif" font-size="24" fill="${COLOURS.ink}">${escape(name)}</text>
    <text x="124" y="86" font-family="DejaVu Sans, sans-serif" font-size="18" fill="${COLOURS.muted}">${escape(dates)}</text>
    <text x="124" y="116" font-family="DejaVu Sans, sans-serif" font-size="18" fill="${COLOURS.muted}">${escape(place)}</text>
  </g>`;
}

const NOTICES: [string, string, string][] = [
  ['Maie Tamm', '12.03.1941 – 02.11.2026', 'Tartu'],
  ['Jaan Kask', '01.07.1950 – 30.10.2026', 'Pärnu'],
  ['Ülle Saar', '24.12.1938 – 28.10.2026', 'Tallinn'],
  ['Peeter Mets', '05.05.1962 – 27.10.2026', 'Viljandi'],
];

function header(w: number): string {
  return `<rect width="${w}" height="96" fill="${COLOURS.green}"/>
    <g transform="translate(24 18) scale(0.6)">${candle(1, COLOURS.paper)}</g>
    <text x="96" y="60" font-family="DejaVu Serif, serif" font-size="32" fill="${COLOURS.paper}">Küünal</text>`;
}

/** Narrow (phone) screenshot of the notice list. */
export function narrowScreenshotSvg(): string {
  const w = 540;
  const h = 960;
  const cards = NOTICES.map(([n, d, p], i) => noticeCard(20, 200 + i * 170, w - 40, n, d, p)).join(
    '',
  );
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${COLOURS.paper}"/>${header(w)}
    <text x="20" y="160" font-family="DejaVu Serif, serif" font-size="34" fill="${COLOURS.ink}">Surmakuulutused</text>${cards}`,
  );
}

/** Wide (desktop) screenshot: the list in two columns. */
export function wideScreenshotSvg(): string {
  const w = 1280;
  const h = 720;
  const col = (w - 60) / 2;
  const cards = NOTICES.map(([n, d, p], i) =>
    noticeCard(20 + (i % 2) * (col + 20), 220 + Math.floor(i / 2) * 180, col, n, d, p),
  ).join('');
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${COLOURS.paper}"/>${header(w)}
    <text x="20" y="170" font-family="DejaVu Serif, serif" font-size="40" fill="${COLOURS.ink}">Surmakuulutused</text>${cards}`,
  );
}

async function render(svgText: string, width: number, height: number, file: string) {
  const out = path.join(publicDir, file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svgText), { density: 300, limitInputPixels: 1e8 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out);
  console.log(`${file} ${width}×${height}`);
}

async function main() {
  await render(iconSvg(), 192, 192, 'icons/icon-192.png');
  await render(iconSvg(), 512, 512, 'icons/icon-512.png');
  await render(maskableSvg(), 192, 192, 'icons/maskable-192.png');
  await render(maskableSvg(), 512, 512, 'icons/maskable-512.png');
  // iOS ignores transparency and rounds the corners itself: the full-bleed drawing
  await render(maskableSvg(), 180, 180, 'icons/apple-touch-icon.png');
  await render(badgeSvg(), 96, 96, 'icons/badge-96.png');
  await render(narrowScreenshotSvg(), 540, 960, 'screenshots/narrow.png');
  await render(wideScreenshotSvg(), 1280, 720, 'screenshots/wide.png');
}

await main();

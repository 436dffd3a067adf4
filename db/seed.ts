/**
 * Demo content for an empty database: settings, poems, generated images and a couple of years
 * of published notices with candles and replies. The same on every machine (fixed seed) except
 * that the dates follow `now`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from './client';
import { nameSortKey } from './domain/estonian-sort';
import { COUNTY_COUNT } from './domain/counties';
import { loadGeography } from './geography';
import * as schema from './schema';
import {
  type Gender,
  type Rng,
  type SeedNotice,
  POEMS,
  chance,
  createRng,
  makeNotice,
  makeReplies,
  pick,
  randomHex,
  randomInt,
  shuffle,
} from './seed-content';

const DEMO_SEED = 20_240_601;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------- images

const BACKGROUND = { width: 1600, height: 900 } as const;
const PORTRAIT = { width: 600, height: 750 } as const;
const JPEG = { quality: 78, mozjpeg: true } as const;

const svg = ({ width, height }: { width: number; height: number }, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A vertical gradient from top to bottom through evenly spaced colours. */
function verticalGradient(id: string, colours: readonly string[]): string {
  const stops = colours
    .map((c, i) => `<stop offset="${i / (colours.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

function radialGlow(
  id: string,
  colour: string,
  opacity: number,
  cx: number,
  cy: number,
  r: number,
) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A gently rolling horizon from x 0 to 1600 around `y`, closed along the bottom edge. */
function hills(rng: Rng, y: number, swing: number, fill: string): string {
  let d = `M0 ${y}`;
  for (let x = 200; x <= 1600; x += 200) {
    d += ` S${x - 100} ${y + (rng() - 0.5) * swing} ${x} ${y + (rng() - 0.5) * swing}`;
  }
  return `<path d="${d} L1600 900 L0 900Z" fill="${fill}"/>`;
}

/** A row of spruce silhouettes standing on `baseY`. */
function spruces(rng: Rng, baseY: number, height: number, fill: string): string {
  let out = '';
  for (let x = -20; x < 1620; x += randomInt(rng, 14, 34)) {
    const h = height * (0.55 + rng() * 0.6);
    const w = h * 0.32;
    out += `<path d="M${x} ${baseY - h} L${x + w * 0.3} ${baseY - h * 0.6} L${x + w * 0.18} ${baseY - h * 0.6} L${x + w * 0.5} ${baseY - h * 0.25} L${x + w * 0.3} ${baseY - h * 0.25} L${x + w * 0.6} ${baseY} L${x - w * 0.6} ${baseY} L${x - w * 0.3} ${baseY - h * 0.25} L${x - w * 0.5} ${baseY - h * 0.25} L${x - w * 0.18} ${baseY - h * 0.6} L${x - w * 0.3} ${baseY - h * 0.6}Z" fill="${fill}"/>`;
  }
  return out;
}

const BACKGROUNDS: readonly ((rng: Rng) => string)[] = [
  // dusk sky over dark hills
  (rng) =>
    `<defs>${verticalGradient('sky', ['#2c3550', '#5d5b76', '#a48f9b', '#dcbfa9'])}${radialGlow('sun', '#f4dcbc', 0.65, 0.62, 0.86, 0.42)}</defs>` +
    `<rect width="1600" height="900" fill="url(#sky)"/><rect width="1600" height="900" fill="url(#sun)"/>` +
    spruces(rng, 790, 70, '#3a3846') +
    hills(rng, 770, 50, '#3a3846') +
    hills(rng, 830, 40, '#25242f'),
  // sea horizon in a pale haze
  (rng) => {
    let streaks = '';
    for (let i = 0; i < 26; i++) {
      const y = 530 + rng() * 360;
      const w = 80 + rng() * 420;
      streaks += `<rect x="${rng() * 1600 - w / 2}" y="${y}" width="${w}" height="${1 + (y - 500) / 120}" fill="#e9eef0" opacity="${0.05 + rng() * 0.1}"/>`;
    }
    return (
      `<defs>${verticalGradient('sky', ['#8d9fb0', '#c2cbd2', '#e4e5e1'])}${verticalGradient('sea', ['#8a9ca6', '#5f7683', '#3d5260'])}${radialGlow('sun', '#fbf3e0', 0.7, 0.3, 0.55, 0.25)}</defs>` +
      `<rect width="1600" height="520" fill="url(#sky)"/><rect y="520" width="1600" height="380" fill="url(#sea)"/>` +
      `<rect width="1600" height="900" fill="url(#sun)"/>${streaks}`
    );
  },
  // birch grove in mist
  (rng) => {
    let trunks = '';
    for (let layer = 0; layer < 2; layer++) {
      const near = layer === 1;
      for (
        let x = randomInt(rng, 0, 120);
        x < 1600;
        x += randomInt(rng, near ? 190 : 90, near ? 330 : 170)
      ) {
        const w = near ? randomInt(rng, 26, 44) : randomInt(rng, 10, 18);
        const colour = near ? '#ece9e1' : '#d4d6cf';
        trunks += `<path d="M${x} -10 L${x + w * 0.8} -10 L${x + w} 910 L${x - w * 0.2} 910Z" fill="${colour}" opacity="${near ? 0.95 : 0.6}"/>`;
        for (let y = rng() * 80; y < 900; y += 40 + rng() * 90) {
          const markW = w * (0.3 + rng() * 0.6);
          trunks += `<rect x="${x + rng() * (w - markW)}" y="${y}" width="${markW}" height="${3 + rng() * 6}" rx="2" fill="#3b3d39" opacity="${near ? 0.75 : 0.35}"/>`;
        }
      }
    }
    return (
      `<defs>${verticalGradient('mist', ['#aeb8a6', '#c9cfc1', '#dde0d6', '#b4bca8'])}<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7f8c6c" stop-opacity="0"/><stop offset="1" stop-color="#6f7b5c" stop-opacity="0.8"/></linearGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#mist)"/>${trunks}` +
      `<rect y="700" width="1600" height="200" fill="url(#ground)"/>`
    );
  },
  // a candle glowing in the dark
  (rng) => {
    let bokeh = '';
    for (let i = 0; i < 14; i++) {
      bokeh += `<circle cx="${rng() * 1600}" cy="${rng() * 900}" r="${20 + rng() * 60}" fill="#f0b870" opacity="${0.03 + rng() * 0.06}"/>`;
    }
    return (
      `<defs>${verticalGradient('night', ['#17130f', '#241c16', '#1a1511'])}${radialGlow('glow', '#f2b466', 0.5, 0.72, 0.5, 0.45)}` +
      `<linearGradient id="wax" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f0e4cc"/><stop offset="1" stop-color="#a38d6b"/></linearGradient>` +
      `<radialGradient id="flame" cx="0.5" cy="0.7" r="0.6"><stop offset="0" stop-color="#fff8e2"/><stop offset="0.5" stop-color="#f7c36a"/><stop offset="1" stop-color="#e08a35" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#night)"/><rect width="1600" height="900" fill="url(#glow)"/>${bokeh}` +
      `<rect x="1090" y="520" width="130" height="380" fill="url(#wax)"/><ellipse cx="1155" cy="520" rx="65" ry="12" fill="#f6ecd8"/>` +
      `<path d="M1155 470 L1155 512" stroke="#2a2018" stroke-width="4"/>` +
      `<path d="M1155 370 C1180 420 1185 470 1155 498 C1125 470 1130 420 1155 370Z" fill="url(#flame)"/>`
    );
  },
  // autumn leaves drifting along the lower edge
  (rng) => {
    const colours = ['#a8643a', '#b98a3e', '#8e4a2f', '#c29a5b', '#7d5a3a'];
    let leaves = '';
    for (let i = 0; i < 46; i++) {
      const x = rng() * 1600;
      const y = 900 - Math.pow(rng(), 1.8) * 900;
      const size = 0.9 + rng() * 1.6;
      leaves += `<g transform="translate(${x} ${y}) rotate(${rng() * 360}) scale(${size})" opacity="${0.35 + rng() * 0.4}"><path d="M0 -26 C16 -14 16 12 0 26 C-16 12 -16 -14 0 -26Z" fill="${pick(rng, colours)}"/><path d="M0 -22 L0 34" stroke="#4a3626" stroke-width="1.4"/></g>`;
    }
    return (
      `<defs><linearGradient id="earth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a7866"/><stop offset="0.6" stop-color="#6e5c4b"/><stop offset="1" stop-color="#54463a"/></linearGradient>${radialGlow('light', '#e8d4b4', 0.35, 0.3, 0.25, 0.6)}</defs>` +
      `<rect width="1600" height="900" fill="url(#earth)"/><rect width="1600" height="900" fill="url(#light)"/>${leaves}`
    );
  },
  // snowy field under a winter sky
  (rng) =>
    `<defs>${verticalGradient('sky', ['#aab7c4', '#d5dce2', '#eceeef'])}${verticalGradient('snow', ['#f3f4f5', '#e3e8ec', '#d3dbe2'])}</defs>` +
    `<rect width="1600" height="900" fill="url(#sky)"/>` +
    spruces(rng, 585, 60, '#56606b') +
    hills(rng, 580, 20, 'url(#snow)') +
    hills(rng, 700, 60, '#dfe5ea') +
    hills(rng, 800, 50, '#eef1f3'),
];

interface Hair {
  /** Drawn before the body (hair falling behind the head) */
  behind: string;
  /** Drawn over the face */
  front: string;
  ears: boolean;
}

/** Hair shapes around a head centred at (300, 330), 200 wide and 250 high. */
const HAIR_STYLES: Record<Gender, readonly ((hair: string) => Hair)[]> = {
  female: [
    // permed curls
    (hair) => {
      let curls = '';
      for (let a = -200; a <= 20; a += 20) {
        const r = (a * Math.PI) / 180;
        curls += `<circle cx="${300 + Math.cos(r) * 100}" cy="${318 + Math.sin(r) * 122}" r="34" fill="${hair}"/>`;
      }
      return {
        behind: curls,
        front: `<ellipse cx="300" cy="232" rx="92" ry="46" fill="${hair}"/>`,
        ears: false,
      };
    },
    // bun
    (hair) => ({
      behind: `<circle cx="300" cy="190" r="46" fill="${hair}"/>`,
      front: `<path d="M198 330 C196 230 250 196 300 196 C350 196 404 230 402 330 C380 262 340 244 300 246 C260 244 220 262 198 330Z" fill="${hair}"/>`,
      ears: true,
    }),
    // headscarf framing the face, knotted under the chin
    (hair) => ({
      behind: '',
      front: `<path fill-rule="evenodd" d="M176 340 C170 196 240 172 300 172 C360 172 430 196 424 340 C428 424 392 486 300 506 C208 486 172 424 176 340Z M220 350 A80 108 0 1 0 380 350 A80 108 0 1 0 220 350Z" fill="${hair}"/><path d="M280 494 L300 548 L320 494Z" fill="${hair}"/>`,
      ears: false,
    }),
    // shoulder-length
    (hair) => ({
      behind: `<path d="M192 320 C186 210 250 190 300 190 C350 190 414 210 408 320 L424 530 C380 552 220 552 176 530Z" fill="${hair}"/>`,
      front: `<path d="M200 320 C200 240 250 206 300 206 C354 206 400 236 400 310 C360 250 300 250 260 270 C236 282 214 300 200 320Z" fill="${hair}"/>`,
      ears: false,
    }),
  ],
  male: [
    // short back and sides
    (hair) => ({
      behind: '',
      front: `<path d="M206 318 C200 232 250 202 300 202 C352 202 402 232 394 318 C384 270 350 252 300 254 C252 252 216 270 206 318Z" fill="${hair}"/>`,
      ears: true,
    }),
    // receding, hair only at the sides
    (hair) => ({
      behind: '',
      front: `<path d="M203 350 C198 300 204 280 216 266 L224 340Z" fill="${hair}"/><path d="M397 350 C402 300 396 280 384 266 L376 340Z" fill="${hair}"/>`,
      ears: true,
    }),
    // side parting, combed over
    (hair) => ({
      behind: '',
      front: `<path d="M204 326 C196 236 240 198 292 198 C360 194 408 230 398 318 C392 272 360 246 266 256 C236 262 212 290 204 326Z" fill="${hair}"/>`,
      ears: true,
    }),
    // swept back, fuller
    (hair) => ({
      behind: `<ellipse cx="300" cy="262" rx="110" ry="84" fill="${hair}"/>`,
      front: `<path d="M202 312 C196 220 250 188 300 188 C350 188 404 220 398 312 C380 256 340 236 300 238 C260 236 220 256 202 312Z" fill="${hair}"/>`,
      ears: true,
    }),
  ],
};

const CLOTHES: Record<Gender, readonly string[]> = {
  female: [
    // round white collar
    `<path d="M248 548 C270 590 330 590 352 548 L378 566 C340 622 260 622 222 566Z" fill="#e6e4de"/>`,
    // high neckline with a brooch
    `<path d="M256 536 L344 536 L338 566 L262 566Z" fill="#4a4843"/><circle cx="300" cy="588" r="10" fill="#d6d2c8"/>`,
    // cardigan over a pale blouse
    `<path d="M262 540 L300 640 L338 540Z" fill="#d8d6d0"/><path d="M262 540 L300 640 L286 750 L236 750 L228 580Z" fill="#00000030"/><path d="M338 540 L300 640 L314 750 L364 750 L372 580Z" fill="#00000030"/>`,
  ],
  male: [
    // shirt collar and tie
    `<path d="M262 538 L300 604 L338 538 L354 566 L300 644 L246 566Z" fill="#ecebe7"/><path d="M290 604 L310 604 L318 724 L300 750 L282 724Z" fill="#2c2c2c"/>`,
    // jacket lapels over a pale shirt
    `<path d="M262 538 L300 612 L338 538Z" fill="#e4e2dc"/><path d="M228 566 L300 704 L252 750 L204 616Z" fill="#00000038"/><path d="M372 566 L300 704 L348 750 L396 616Z" fill="#00000038"/>`,
    // roll-neck jumper
    `<path d="M254 522 C270 548 330 548 346 522 L352 566 C330 584 270 584 248 566Z" fill="#00000040"/>`,
  ],
};

/** A soft round patch that fades out from its centre: shadows and highlights without filters. */
const patch = (id: string, colour: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/**
 * An old studio photograph reduced to a head-and-shoulders silhouette. Blur, grain and
 * greyscale are added when rendering (see renderImage): SVG filters would be much slower.
 */
function portrait(rng: Rng, gender: Gender, style: number): string {
  // drawn in muted colour like the sitter was, turned to grey when rendered
  const tone = (min: number, max: number, [r, g, b]: readonly [number, number, number]) => {
    const v = randomInt(rng, min, max);
    return `rgb(${v + r},${v + g},${v + b})`;
  };
  const skin = tone(150, 185, [30, 6, -18]);
  // from dark hair to the grey of old age
  const hair = tone(30, 170, [14, 6, -6]);
  const coat = tone(28, 72, [-8, -2, 16]);
  const light = chance(rng, 0.5) ? 0.3 : 0.7;
  const turn = randomInt(rng, -14, 14);
  const broad = randomInt(rng, 0, 40);
  const { behind, front, ears } = HAIR_STYLES[gender][style]!(hair);
  const body = `M${-broad} 750 L${-broad} 680 C${40 - broad} 612 150 580 212 560 C240 550 250 530 252 500 L348 500 C350 530 360 550 388 560 C450 580 ${560 + broad} 612 ${600 + broad} 680 L${600 + broad} 750Z`;
  const neck = 'M252 410 L248 548 L352 548 L348 410Z';
  // the head sits a little lower than drawn, on a short neck
  const head = (content: string) => `<g transform="translate(${turn} 18)">${content}</g>`;
  let mottle = '';
  for (let i = 0; i < 5; i++) {
    const tone = chance(rng, 0.5) ? 'light' : 'dark';
    mottle += `<ellipse cx="${rng() * 600}" cy="${rng() * 750}" rx="${120 + rng() * 160}" ry="${120 + rng() * 160}" fill="url(#${tone})"/>`;
  }
  // eye sockets, nose and mouth as faint shadows, like a face slightly out of focus
  const features =
    `<ellipse cx="262" cy="322" rx="30" ry="16" fill="url(#hollow)"/><ellipse cx="338" cy="322" rx="30" ry="16" fill="url(#hollow)"/>` +
    `<ellipse cx="${light < 0.5 ? 308 : 292}" cy="366" rx="12" ry="26" fill="url(#hollow)"/><ellipse cx="300" cy="408" rx="30" ry="9" fill="url(#hollow)"/>`;
  return (
    `<defs>` +
    `<radialGradient id="backdrop" cx="${light}" cy="0.35" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>` +
    `<radialGradient id="shade" cx="${light}" cy="0.3" r="0.85"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.6" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient>` +
    `<linearGradient id="throat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>` +
    patch('light', '#fff', 0.12) +
    patch('dark', '#000', 0.12) +
    patch('cast', '#000', 0.35) +
    patch('hollow', '#000', 0.18) +
    `</defs>` +
    `<rect width="600" height="750" fill="${tone(95, 140, [12, 6, -8])}"/><rect width="600" height="750" fill="url(#backdrop)"/>${mottle}` +
    `<ellipse cx="${light < 0.5 ? 350 : 250}" cy="390" rx="190" ry="230" fill="url(#cast)"/>` +
    head(behind) +
    `<path d="${body}" fill="${coat}"/><path d="${body}" fill="url(#shade)"/>` +
    `<path d="${neck}" fill="${skin}"/><path d="${neck}" fill="url(#throat)"/>` +
    pick(rng, CLOTHES[gender]) +
    head(
      (ears
        ? `<ellipse cx="203" cy="340" rx="15" ry="30" fill="${skin}"/><ellipse cx="397" cy="340" rx="15" ry="30" fill="${skin}"/>`
        : '') +
        `<ellipse cx="300" cy="330" rx="${randomInt(rng, 93, 103)}" ry="${randomInt(rng, 120, 130)}" fill="${skin}"/>` +
        `<ellipse cx="300" cy="330" rx="104" ry="132" fill="url(#shade)"/>${features}${front}`,
    ) +
    `<rect width="600" height="750" fill="url(#vignette)"/>`
  );
}

/** Film grain for a portrait: one grey byte per pixel around the middle. */
function grain(rng: Rng, { width, height }: { width: number; height: number }): Buffer {
  const noise = Buffer.alloc(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.floor((rng() - 0.5) * 40);
  return noise;
}

interface RenderedImage {
  kind: 'background' | 'portrait';
  fileName: string;
  width: number;
  height: number;
  bytes: number;
}

type ImageSpec =
  | { kind: 'background'; markup: string }
  /** `grain` is laid over the softened drawing */
  | { kind: 'portrait'; markup: string; grain: Buffer };

async function renderImage(uploadsDir: string, spec: ImageSpec): Promise<RenderedImage> {
  let image = sharp(Buffer.from(spec.markup));
  if (spec.kind === 'portrait') {
    image = image
      .blur(2.8)
      .composite([{ input: spec.grain, raw: { ...PORTRAIT, channels: 1 }, blend: 'soft-light' }])
      .greyscale()
      .toColourspace('b-w');
  }
  const { data, info } = await image.jpeg(JPEG).toBuffer({ resolveWithObject: true });
  const fileName = `${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(path.join(uploadsDir, fileName), data);
  return { kind: spec.kind, fileName, width: info.width, height: info.height, bytes: data.length };
}

const PORTRAIT_COUNT = 12;

/** Renders every demo image into `uploadsDir`; on any failure removes what was written. */
async function renderDemoImages(rng: Rng, uploadsDir: string) {
  // markup first, in a fixed order, so the drawings do not depend on rendering order
  const backgrounds: ImageSpec[] = BACKGROUNDS.map((draw) => ({
    kind: 'background',
    markup: svg(BACKGROUND, draw(rng)),
  }));
  const portraits = Array.from({ length: PORTRAIT_COUNT }, (_, i) => {
    const gender: Gender = i % 2 === 0 ? 'female' : 'male';
    const style = Math.floor(i / 2) % HAIR_STYLES[gender].length;
    const markup = svg(PORTRAIT, portrait(rng, gender, style));
    const spec: ImageSpec = { kind: 'portrait', markup, grain: grain(rng, PORTRAIT) };
    return { gender, spec };
  });

  await mkdir(uploadsDir, { recursive: true });
  const results = await Promise.allSettled(
    [...backgrounds, ...portraits.map((p) => p.spec)].map((spec) => renderImage(uploadsDir, spec)),
  );
  const rendered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await removeImages(uploadsDir, rendered);
    throw failure.reason;
  }
  return { rendered, portraitGenders: portraits.map((p) => p.gender) };
}

async function removeImages(uploadsDir: string, images: readonly RenderedImage[]) {
  await Promise.all(images.map((i) => unlink(path.join(uploadsDir, i.fileName)).catch(() => {})));
}

// ---------------------------------------------------------------- notices

const DEMO_NOTICE_COUNT = 75;
/** Names the demo must show: every Estonian letter beyond ASCII, and the FTS example "ounapuu". */
const FEATURED_SURNAMES = ['Õunapuu', 'Šafranski', 'Žukov', 'Sööt', 'Mänd', 'Kütt'];
/** EHAK types that are towns or small boroughs (alev, linn, vallasisene linn, linnaosa, alevik). */
const TOWN_TYPES = new Set([3, 4, 5, 6, 7]);

/** 60 % death notices, 20 % condolences, 20 % memorial days; every county equally often first. */
function planNotices(rng: Rng, now: number): SeedNotice[] {
  const types = shuffle(
    rng,
    Array.from({ length: DEMO_NOTICE_COUNT }, (_, i) =>
      i < DEMO_NOTICE_COUNT * 0.6 ? 0 : i < DEMO_NOTICE_COUNT * 0.8 ? 1 : 2,
    ),
  );
  const counties = shuffle(
    rng,
    Array.from({ length: DEMO_NOTICE_COUNT }, (_, i) => (i % COUNTY_COUNT) + 1),
  );
  return types
    .map((type, i) =>
      makeNotice(rng, {
        type,
        countyId: counties[i],
        surname: FEATURED_SURNAMES[i],
        // a third in the last fortnight, so the newest list looks alive; the rest over two years
        publishedFrom: now - (i % 3 === 0 ? 14 : 730) * DAY_MS,
        publishedTo: now,
      }),
    )
    .sort((a, b) => a.publishedAt - b.publishedAt);
}

/** `n` instants in (from, to), crowding towards `from` as visits do after publishing. */
function instantsAfter(rng: Rng, from: number, to: number, n: number): number[] {
  const span = to - from - 2;
  if (span <= 0) return [];
  return Array.from({ length: n }, () => from + 1 + Math.floor(Math.pow(rng(), 2.5) * span)).sort(
    (a, b) => a - b,
  );
}

function settlementsByCounty(database: Database) {
  const rows = database.db
    .select({
      id: schema.places.id,
      countyId: schema.places.countyId,
      ehakType: schema.places.ehakType,
    })
    .from(schema.places)
    .where(eq(schema.places.level, 'settlement'))
    .all();
  const byCounty = new Map<number, { towns: number[]; villages: number[] }>();
  for (const { id, countyId, ehakType } of rows) {
    let entry = byCounty.get(countyId);
    if (!entry) byCounty.set(countyId, (entry = { towns: [], villages: [] }));
    (TOWN_TYPES.has(ehakType) ? entry.towns : entry.villages).push(id);
  }
  return byCounty;
}

const hasNotices = (db: Database['db']) =>
  (db.select({ n: count() }).from(schema.notices).get()?.n ?? 0) > 0;

export interface SeedOptions {
  /** Where generated images are written; created when missing */
  uploadsDir: string;
  /** The demo's "now" (Unix ms); notices are published over the two years before it */
  now?: number;
}

/**
 * Seeds demo content into a database with no notices; otherwise changes nothing and returns
 * `{ created: false }`. Loads the geography first when it is missing.
 */
export async function seedDemo(
  database: Database,
  { uploadsDir, now = Date.now() }: SeedOptions,
): Promise<{ created: boolean }> {
  if (hasNotices(database.db)) return { created: false };
  loadGeography(database);

  const rng = createRng(DEMO_SEED);
  const { rendered, portraitGenders } = await renderDemoImages(rng, uploadsDir);
  const plan = planNotices(rng, now);
  const places = settlementsByCounty(database);

  let created = false;
  try {
    created = database.db.transaction((tx) => {
      // another process may have seeded while the images rendered
      if (hasNotices(tx)) return false;
      tx.insert(schema.settings)
        .values([
          { key: 'price_private_cents', value: 2900 },
          { key: 'price_business_cents', value: 4900 },
          { key: 'vat_rate_bp', value: 2400 },
          {
            key: 'seller',
            value: {
              name: 'Küünal OÜ',
              regCode: '16543210',
              vatNo: 'EE102345678',
              address: 'Narva mnt 5, 10117 Tallinn',
              email: 'arved@kyynal.ee',
              iban: 'EE382200221020145685',
            },
          },
        ])
        .onConflictDoNothing()
        .run();
      if ((tx.select({ n: count() }).from(schema.poems).get()?.n ?? 0) === 0) {
        tx.insert(schema.poems)
          .values(POEMS.map((body) => ({ body, author: null })))
          .run();
      }

      const imageIds = rendered.map(
        (image) =>
          tx
            .insert(schema.images)
            .values({ ...image, mime: 'image/jpeg', active: true })
            .returning({ id: schema.images.id })
            .get().id,
      );
      const backgroundIds = imageIds.filter((_, i) => rendered[i]!.kind === 'background');
      const portraitIds = imageIds.filter((_, i) => rendered[i]!.kind === 'portrait');

      for (const { counties, firstName, gender, ...notice } of plan) {
        const candleTimes = instantsAfter(rng, notice.publishedAt, now, randomInt(rng, 0, 40));
        const replyTimes = instantsAfter(
          rng,
          notice.publishedAt,
          now,
          chance(rng, 0.25) ? 0 : randomInt(rng, 1, 6),
        );
        const settlements = places.get(counties[0]!);
        const placeIds = chance(rng, 0.7) ? settlements?.towns : settlements?.villages;
        const portraitChoices = portraitIds.filter((_, i) => portraitGenders[i] === gender);

        const { id } = tx
          .insert(schema.notices)
          .values({
            ...notice,
            status: 'published',
            backgroundImageId: chance(rng, 0.85) ? pick(rng, backgroundIds) : null,
            portraitImageId: chance(rng, 0.33) ? pick(rng, portraitChoices) : null,
            placeId: placeIds?.length && chance(rng, 0.4) ? pick(rng, placeIds) : null,
            termsAcceptedAt: notice.publishedAt,
            nameSortKey: nameSortKey(notice.deceasedName),
            views: candleTimes.length * randomInt(rng, 3, 9) + randomInt(rng, 15, 250),
            candles: candleTimes.length,
            replies: replyTimes.length,
            createdAt: notice.publishedAt,
          })
          .returning({ id: schema.notices.id })
          .get();
        tx.insert(schema.noticeCounties)
          .values(counties.map((countyId) => ({ noticeId: id, countyId })))
          .run();
        if (candleTimes.length > 0) {
          tx.insert(schema.candles)
            .values(
              candleTimes.map((createdAt) => ({
                noticeId: id,
                visitorHash: randomHex(rng, 64),
                createdAt,
              })),
            )
            .run();
        }
        if (replyTimes.length > 0) {
          const texts = makeReplies(rng, firstName, replyTimes.length);
          tx.insert(schema.replies)
            .values(
              replyTimes.map((createdAt, i) => ({
                noticeId: id,
                ...texts[i]!,
                visitorHash: randomHex(rng, 64),
                createdAt,
              })),
            )
            .run();
        }
      }
      return true;
    });
  } finally {
    if (!created) await removeImages(uploadsDir, rendered);
  }
  return { created };
}

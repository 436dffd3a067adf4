/**
 * Portraits drawn as SVG: old studio photographs reduced to head-and-shoulders silhouettes.
 */
import type { Gender } from './people';
import { chance, pick, randomInt, type Rng } from './random';

export const PORTRAIT = { width: 600, height: 750 } as const;

interface Hair {
  /** Drawn before the body (hair falling behind the head) */
  behind: string;
  /** Drawn over the face */
  front: string;
  ears: boolean;
}

/** Hair shapes around a head centred at (300, 330), 200 wide and 250 high. */
export const HAIR_STYLES: Record<Gender, readonly ((hair: string) => Hair)[]> = {
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
export function portrait(rng: Rng, gender: Gender, style: number): string {
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
export function grain(rng: Rng, { width, height }: { width: number; height: number }): Buffer {
  const noise = Buffer.alloc(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.floor((rng() - 0.5) * 40);
  return noise;
}

/**
 * Background pictures for notices, drawn as SVG: Estonian landscapes in the four seasons.
 */
import { pick, randomInt, type Rng } from './random';

export const BACKGROUND = { width: 1600, height: 900 } as const;

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

export const BACKGROUNDS: readonly ((rng: Rng) => string)[] = [
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

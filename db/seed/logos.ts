/**
 * The demo providers' logos, drawn here as simple SVG emblems (a spruce, a candle, a leaf, a
 * rising sun, a wing) in quiet colours; rendered to images by ./images.ts.
 */
export const LOGO = { width: 160, height: 160 } as const;

const PALETTES = [
  ['#2f4f4f', '#e8e4d8'],
  ['#3b3a52', '#f1ede4'],
  ['#4a5d3a', '#f4f1e8'],
  ['#5b4636', '#efe9df'],
  ['#24415e', '#e9eef2'],
  ['#5a3d55', '#f2ecf0'],
] as const;

type Emblem = (ink: string, paper: string) => string;

const EMBLEMS: readonly Emblem[] = [
  // a spruce
  (ink) =>
    `<path d="M80 28 L112 80 H96 L120 116 H40 L64 80 H48 Z" fill="${ink}"/><rect x="74" y="116" width="12" height="18" fill="${ink}"/>`,
  // a candle with its flame
  (ink) =>
    `<rect x="66" y="70" width="28" height="62" rx="3" fill="${ink}"/><path d="M80 30 C92 46 90 60 80 64 C70 60 68 46 80 30 Z" fill="${ink}"/>`,
  // a leaf
  (ink, paper) =>
    `<path d="M40 120 C40 60 90 32 124 36 C128 80 100 124 40 120 Z" fill="${ink}"/><path d="M46 114 L112 46" stroke="${paper}" stroke-width="4"/>`,
  // a sun on the horizon
  (ink) =>
    `<path d="M36 112 A44 44 0 0 1 124 112 Z" fill="${ink}"/><rect x="28" y="118" width="104" height="6" fill="${ink}"/>`,
  // a wing
  (ink) =>
    `<path d="M32 104 C64 104 96 88 128 44 C120 92 92 120 48 120 Z" fill="${ink}"/><path d="M44 96 C72 92 96 76 116 60" stroke="${ink}" stroke-width="6" fill="none"/>`,
];

/** Every logo the demo has (LOGO's size): each emblem ringed, in each palette, rendered once. */
export const LOGO_DESIGNS: readonly string[] = PALETTES.flatMap(([ink, paper]) =>
  EMBLEMS.map(
    (emblem) =>
      `<rect width="160" height="160" fill="${paper}"/><circle cx="80" cy="80" r="74" fill="none" stroke="${ink}" stroke-width="5"/>${emblem(ink, paper)}`,
  ),
);

/**
 * Banners (the banner manager's, role 5): where they may show, how they are stored and how
 * long. Zod-free, so the first screen's banner slot may read the placements. A banner is never
 * shown on a notice card, a wizard step or a private page: those are simply not placements.
 */
export const BANNER_PLACEMENTS = ['home', 'lists', 'articles', 'directory'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** A placement's bit in `banners.placements` (home 1, lists 2, articles 4, directory 8) */
export const placementBit = (placement: BannerPlacement) =>
  1 << BANNER_PLACEMENTS.indexOf(placement);

/** The placements of a stored bit set, in the fixed list's order */
export const placementsOfBits = (bits: number): BannerPlacement[] =>
  BANNER_PLACEMENTS.filter((p) => (bits & placementBit(p)) !== 0);

export const BANNER_LIMITS = {
  linkMax: 500,
  altMin: 3,
  altMax: 150,
  weightMin: 1,
  weightMax: 100,
  weightDefault: 1,
  /** Banners in one placement's answer (the carousel's length) */
  perPlacement: 10,
} as const;

/** The carousel's pause between banners (spec §9) */
export const BANNER_ROTATE_MS = 5000;

/** Where a banner stands against today's date (Tallinn): shown, still to come, or over */
export type BannerState = 'active' | 'scheduled' | 'ended' | 'inactive';

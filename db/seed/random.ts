/**
 * Seedable randomness: the demo is the same on every machine for the same seed.
 */

export type Rng = () => number;

/** mulberry32: a tiny, fast, seedable PRNG giving floats in [0, 1). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export const randomInt = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)]!;

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const HEX = '0123456789abcdef';
export function randomHex(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += HEX[Math.floor(rng() * 16)];
  return out;
}

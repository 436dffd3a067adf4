import { slugify } from '../pages/slugs';

/** URL slug of a county: "Lääne-Viru maakond" → "laane-viru". Always from the Estonian name. */
export function countySlug(name: string): string {
  return slugify(name.replace(/\s*maakond$/i, ''));
}

/** The 15 counties' Estonian names without " maakond" (EHAK's MNIMI is "Harju maakond") */
export const ESTONIAN_NAMES = [
  'Harju',
  'Hiiu',
  'Ida-Viru',
  'Järva',
  'Jõgeva',
  'Lääne',
  'Lääne-Viru',
  'Pärnu',
  'Põlva',
  'Rapla',
  'Saare',
  'Tartu',
  'Valga',
  'Viljandi',
  'Võru',
];

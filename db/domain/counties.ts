import { slugify } from './slugs';

/** URL slug of a county: "Lääne-Viru maakond" → "laane-viru". */
export function countySlug(name: string): string {
  return slugify(name.replace(/\s*maakond$/i, ''));
}

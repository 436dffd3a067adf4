/** URL slug of a county: "Lääne-Viru maakond" → "laane-viru". */
export function countySlug(name: string): string {
  return name
    .replace(/\s*maakond$/i, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Numbers as the reader's language writes them (pure, unit-tested). */

/**
 * A decimal with at most one decimal place (a distance, a rating) in the UI language: 4.3 →
 * "4,3" in Estonian and Russian, "4.3" in English; 4 → "4".
 */
export function decimalText(value: number, language: string): string {
  return value.toLocaleString(language === 'en' ? 'en' : 'et', { maximumFractionDigits: 1 });
}

/**
 * Estonian business registry codes (registrikood): 8 digits, the last a check digit over the
 * first 7 (modulus 11, the same scheme as the personal identification code): weights 1…7; if
 * the remainder is 10, weights 3…9; if the remainder is 10 again, the check digit is 0.
 */

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9];

function weightedRemainder(digits: number[], weights: number[]): number {
  return digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11;
}

/** The check digit for the first 7 digits of a registry code; null unless exactly 7 digits. */
export function registryCheckDigit(first7: string): number | null {
  if (!/^\d{7}$/.test(first7)) return null;
  const digits = [...first7].map(Number);
  const first = weightedRemainder(digits, FIRST_WEIGHTS);
  if (first < 10) return first;
  const second = weightedRemainder(digits, SECOND_WEIGHTS);
  return second < 10 ? second : 0;
}

/** Whether a string is an 8-digit registry code whose last digit checks (no spaces allowed). */
export function isValidRegistryCode(code: string): boolean {
  if (!/^\d{8}$/.test(code)) return false;
  return registryCheckDigit(code.slice(0, 7)) === Number(code[7]);
}

/**
 * An article's reading time, computed once when it is saved (never on a list): its plain text's
 * length at 1,000 characters a minute, the silent reading rate the IReST study measured across
 * 17 languages (docs/decisions/0093-reading-time.md). Characters rather than words: Estonian's
 * long compound words make a words-a-minute figure from English wrong for it.
 */

/** Characters of plain text read in a minute */
export const READING_CHARS_PER_MINUTE = 1000;

/** Whole minutes to read `text`, at least 1. */
export function readingMinutes(text: string): number {
  // code points, not UTF-16 units: "õ" is one character however it is stored
  const chars = [...text.normalize('NFC')].length;
  return Math.max(1, Math.round(chars / READING_CHARS_PER_MINUTE));
}

import { describe, expect, it } from 'vitest';
import { READING_CHARS_PER_MINUTE, readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('is at least a minute, for an empty or short text too', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Lühike tekst.')).toBe(1);
  });

  it('rounds the characters over 1,000 a minute to whole minutes', () => {
    expect(READING_CHARS_PER_MINUTE).toBe(1000);
    expect(readingMinutes('a'.repeat(1499))).toBe(1);
    expect(readingMinutes('a'.repeat(1500))).toBe(2);
    expect(readingMinutes('a'.repeat(4_400))).toBe(4);
    expect(readingMinutes('a'.repeat(12_600))).toBe(13);
  });

  it('counts characters, not UTF-16 units or bytes: a decomposed õ is one', () => {
    const composed = 'õ'.repeat(1500);
    expect(readingMinutes(composed)).toBe(2);
    expect(readingMinutes(composed.normalize('NFD'))).toBe(2);
    expect(readingMinutes('🕯'.repeat(1400))).toBe(1);
  });
});

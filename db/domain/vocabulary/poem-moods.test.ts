import { describe, expect, it } from 'vitest';
import { ALL_NOTICE_TYPE_BITS, isPoemMood, noticeTypeBits, noticeTypesOf } from './poem-moods';

describe('poem notice types', () => {
  it('stores 1 funeral as 2, 2 condolence as 4, 3 memorial day as 8', () => {
    expect(noticeTypeBits([1])).toBe(2);
    expect(noticeTypeBits([2, 3])).toBe(12);
    expect(ALL_NOTICE_TYPE_BITS).toBe(14);
  });

  it('reads a bit set back as types in order, ignoring unknown bits', () => {
    expect(noticeTypesOf(14)).toEqual([1, 2, 3]);
    expect(noticeTypesOf(8 | 2 | 1 | 16)).toEqual([1, 3]);
    expect(noticeTypesOf(0)).toEqual([]);
  });

  it('knows the moods', () => {
    expect(isPoemMood('faith')).toBe(true);
    expect(isPoemMood('joy')).toBe(false);
  });
});

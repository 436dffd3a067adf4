import { describe, expect, it } from 'vitest';
import { parsePrefill, prefillNoticeType, prefillPath, prefillValues } from './prefill';

const searchOf = (path: string) => new URL(path, 'https://kyynal.test').searchParams;

describe('a notice started from a sample', () => {
  it('round-trips the type, the poem and the words through the wizard address', () => {
    const path = prefillPath({ type: 2, text: 'Siiras kaastunne & jõudu!' });
    expect(path.startsWith('/kaastundeavaldus?')).toBe(true);
    expect(parsePrefill(searchOf(path))).toEqual({ type: 2, text: 'Siiras kaastunne & jõudu!' });
    expect(parsePrefill(searchOf(prefillPath({ type: 1, poemId: 7 })))).toEqual({
      type: 1,
      poemId: 7,
    });
  });

  it('ignores an address without a valid type, and a poem id that is not one', () => {
    expect(parsePrefill(searchOf('/kaastundeavaldus'))).toBeNull();
    expect(parsePrefill(searchOf('/kaastundeavaldus?tyyp=4&luuletus=3'))).toBeNull();
    expect(parsePrefill(searchOf('/kaastundeavaldus?tyyp=3&luuletus=x1'))).toEqual({ type: 3 });
  });

  it('gives the draft its stored type, the poem text and the words as closing words', () => {
    expect(prefillNoticeType({ type: 1 })).toBe(0);
    expect(prefillNoticeType({ type: 3 })).toBe(2);
    expect(prefillValues({ type: 2, text: 'Kaastunne' }, undefined)).toEqual({
      suffix: 'Kaastunne',
    });
    expect(prefillValues({ type: 1, poemId: 4 }, 'Vaikne on su uni.')).toEqual({
      poem: 'Vaikne on su uni.',
    });
  });
});

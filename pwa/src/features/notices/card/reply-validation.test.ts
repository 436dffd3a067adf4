import { describe, expect, it } from 'vitest';
import { validateReply } from './reply-validation';

describe('validateReply', () => {
  it('accepts a normal reply', () => {
    expect(validateReply('Mari', 'Puhka rahus.')).toEqual({});
  });
  it('checks trimmed lengths against REPLY_LIMITS', () => {
    expect(validateReply(' M ', '   ')).toEqual({ author: 'authorShort', text: 'textRequired' });
    expect(validateReply('x'.repeat(81), 'y'.repeat(1001))).toEqual({
      author: 'authorLong',
      text: 'textLong',
    });
    expect(validateReply('x'.repeat(80), `  ${'y'.repeat(1000)}  `)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { decimalText } from './numbers';

describe('decimalText', () => {
  it('writes a distance or rating with one decimal in the language (#26: not "4.3" in Estonian)', () => {
    expect(decimalText(4.3, 'et')).toBe('4,3');
    expect(decimalText(4.3, 'ru')).toBe('4,3');
    expect(decimalText(4.3, 'en')).toBe('4.3');
    expect(decimalText(12.34, 'et')).toBe('12,3');
    expect(decimalText(4, 'et')).toBe('4');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidRegistryCode, registryCheckDigit } from './registry-code';

describe('registryCheckDigit', () => {
  it('uses weights 1-7 when the remainder is below 10', () => {
    // 1000001: 1×1 + 1×7 = 8; 8 mod 11 = 8
    expect(registryCheckDigit('1000001')).toBe(8);
    // 1023495: 1×1 + 0×2 + 2×3 + 3×4 + 4×5 + 9×6 + 5×7 = 1+6+12+20+54+35 = 128; 128 mod 11 = 7
    expect(registryCheckDigit('1023495')).toBe(7);
  });

  it('falls back to weights 3-9 when the first remainder is 10', () => {
    // 1042162: 1×1 + 4×3 + 2×4 + 1×5 + 6×6 + 2×7 = 1+12+8+5+36+14 = 76; 76 mod 11 = 10
    //          1×3 + 4×5 + 2×6 + 1×7 + 6×8 + 2×9 = 3+20+12+7+48+18 = 108; 108 mod 11 = 9
    expect(registryCheckDigit('1042162')).toBe(9);
  });

  it('gives 0 when the second remainder is 10 too', () => {
    // 1000064: 1×1 + 6×6 + 4×7 = 65; 65 mod 11 = 10
    //          1×3 + 6×8 + 4×9 = 87; 87 mod 11 = 10 → 0
    expect(registryCheckDigit('1000064')).toBe(0);
  });

  it('refuses anything but 7 digits', () => {
    expect(registryCheckDigit('100000')).toBeNull();
    expect(registryCheckDigit('1000000a')).toBeNull();
  });
});

describe('isValidRegistryCode', () => {
  it('accepts codes whose last digit checks (the hand-computed ones above)', () => {
    expect(isValidRegistryCode('10000018')).toBe(true);
    expect(isValidRegistryCode('10234957')).toBe(true);
    expect(isValidRegistryCode('10421629')).toBe(true);
    expect(isValidRegistryCode('10000640')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair, wrong lengths and non-digits', () => {
    expect(isValidRegistryCode('10000017')).toBe(false);
    expect(isValidRegistryCode('10000641')).toBe(false);
    // 1032495 (3 and 2 swapped): 1+0+9+8+20+54+35 = 127; 127 mod 11 = 6, not 7
    expect(isValidRegistryCode('10324957')).toBe(false);
    expect(isValidRegistryCode('1000001')).toBe(false);
    expect(isValidRegistryCode('100000188')).toBe(false);
    expect(isValidRegistryCode(' 10000018')).toBe(false);
    expect(isValidRegistryCode('1000001B')).toBe(false);
    expect(isValidRegistryCode('')).toBe(false);
  });
});

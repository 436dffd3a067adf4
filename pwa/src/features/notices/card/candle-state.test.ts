import { describe, expect, it } from 'vitest';
import { CANDLE_WINDOW_MS, litUntilFromRetry, pruneLit } from './candle-state';

describe('candle state', () => {
  it('drops candles that have burnt out', () => {
    expect(pruneLit({ '1': 100, '2': 300, '3': 200 }, 200)).toEqual({ '2': 300 });
  });
  it('takes the time from Retry-After, else the full hour', () => {
    expect(litUntilFromRetry(1_000, 60)).toBe(61_000);
    expect(litUntilFromRetry(1_000, null)).toBe(1_000 + CANDLE_WINDOW_MS);
  });
});

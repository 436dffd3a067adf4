import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('gives the answer that comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('no')), 1000)).rejects.toThrow('no');
  });

  it('gives up on a promise that never settles, at the limit', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const raced = withTimeout(never, 15_000);
    const outcome = raced.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
    expect(vi.getTimerCount()).toBe(0);
  });
});

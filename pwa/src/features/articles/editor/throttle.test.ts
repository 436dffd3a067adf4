import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_THROTTLE_MS, throttle } from './throttle';

describe('the editor throttle (spec §9: 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes the first change at once and folds the rest of the window into one, the newest', () => {
    const seen: string[] = [];
    const change = throttle((text: string) => seen.push(text));
    change('a');
    expect(seen).toEqual(['a']);
    change('ab');
    change('abc');
    vi.advanceTimersByTime(EDITOR_THROTTLE_MS - 1);
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a', 'abc']);
  });

  it('delivers at most one change per 300 ms while typing goes on', () => {
    const seen: number[] = [];
    const change = throttle((n: number) => seen.push(n));
    for (let i = 0; i < 100; i++) {
      change(i);
      vi.advanceTimersByTime(10); // a key every 10 ms for a second
    }
    vi.advanceTimersByTime(EDITOR_THROTTLE_MS);
    expect(seen.length).toBeLessThanOrEqual(5);
    expect(seen.at(-1)).toBe(99);
  });

  it('lets a change through at once after a quiet window', () => {
    const fn = vi.fn();
    const change = throttle(fn);
    change(1);
    vi.advanceTimersByTime(EDITOR_THROTTLE_MS + 50);
    change(2);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(2);
  });

  it('flush delivers the pending change now, once; cancel drops it', () => {
    const fn = vi.fn();
    const change = throttle(fn);
    change(1);
    change(2);
    change.flush();
    expect(fn).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(EDITOR_THROTTLE_MS);
    expect(fn).toHaveBeenCalledTimes(2);
    change.flush();
    expect(fn).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(EDITOR_THROTTLE_MS);
    change(3);
    change(4);
    change.cancel();
    vi.advanceTimersByTime(EDITOR_THROTTLE_MS);
    expect(fn.mock.calls.map((c) => c[0] as number)).toEqual([1, 2, 3]);
  });
});

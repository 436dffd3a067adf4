import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientKey } from './keys';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a fresh UUID each time', () => {
    const a = newClientKey();
    expect(a).toMatch(UUID_V4);
    expect(newClientKey()).not.toBe(a);
  });

  it('makes a version 4 UUID without crypto.randomUUID (an insecure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    expect('randomUUID' in crypto).toBe(false);
    const keys = new Set(Array.from({ length: 50 }, () => newClientKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

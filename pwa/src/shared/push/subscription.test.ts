import { describe, expect, it } from 'vitest';
import { urlBase64ToUint8Array } from './subscription';

describe('urlBase64ToUint8Array', () => {
  it('decodes URL-safe base64 without padding', () => {
    // bytes 0xfb 0xff 0xfe are "+//+" in plain base64, "-__-" URL-safe
    expect([...urlBase64ToUint8Array('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...urlBase64ToUint8Array('AQI')]).toEqual([1, 2]);
    expect([...urlBase64ToUint8Array('AQ')]).toEqual([1]);
    expect([...urlBase64ToUint8Array('AQ==')]).toEqual([1]);
    expect(urlBase64ToUint8Array('')).toHaveLength(0);
  });

  it('decodes a 65-byte P-256 public key', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37 + 4) % 256);
    raw[0] = 4;
    const encoded = Buffer.from(raw).toString('base64url');
    expect(encoded).not.toContain('=');
    expect(urlBase64ToUint8Array(encoded)).toEqual(raw);
  });

  it('refuses what is not base64', () => {
    expect(() => urlBase64ToUint8Array('abc$')).toThrow();
    expect(() => urlBase64ToUint8Array('a b')).toThrow();
  });
});

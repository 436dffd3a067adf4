import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, browserCanUpload, precheckImage } from './check';

describe('precheckImage', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(precheckImage({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(precheckImage({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
  });
  it('turns away other types and larger files', () => {
    expect(precheckImage({ type: 'image/svg+xml', size: 10 })).toBe('unsupported');
    expect(precheckImage({ type: 'text/plain', size: 10 })).toBe('unsupported');
    expect(precheckImage({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('browserCanUpload', () => {
  it('needs File, FormData and createImageBitmap', () => {
    const fn = () => undefined;
    expect(browserCanUpload({ File: fn, FormData: fn, createImageBitmap: fn })).toBe(true);
    expect(browserCanUpload({ File: fn, FormData: fn })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isIosSafari, isStandalone, showIosHint } from './install';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const browserTab = { standaloneMedia: false, iosStandalone: false };

describe('isIosSafari', () => {
  it('is Safari on iPhone and on an iPad that reports itself as a Mac', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
  });

  it('is not a Mac without touch, Chrome on iOS or Android', () => {
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('showIosHint', () => {
  it('shows the hint in Safari on iOS, not once opened from the home screen', () => {
    expect(showIosHint(IPHONE_SAFARI, 5, browserTab)).toBe(true);
    expect(showIosHint(IPHONE_SAFARI, 5, { standaloneMedia: false, iosStandalone: true })).toBe(
      false,
    );
    expect(showIosHint(IPHONE_SAFARI, 5, { standaloneMedia: true, iosStandalone: undefined })).toBe(
      false,
    );
    expect(showIosHint(ANDROID_CHROME, 5, browserTab)).toBe(false);
  });

  it('standalone is either signal', () => {
    expect(isStandalone(browserTab)).toBe(false);
    expect(isStandalone({ standaloneMedia: true, iosStandalone: undefined })).toBe(true);
  });
});

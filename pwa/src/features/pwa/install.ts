/**
 * When to offer installing the app: pure checks (unit-tested) on the browser's user agent and
 * display mode. Chromium browsers fire `beforeinstallprompt` (the install button uses it); Safari
 * on iOS never does, so there the footer shows how to add Küünal to the home screen instead.
 */

/** Safari on iPhone/iPad (also iPadOS that reports itself as a Mac, with touch). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios) return false;
  // Chrome, Firefox, Edge and in-app browsers on iOS cannot add to the home screen the same way
  return (
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent)
  );
}

export interface DisplayState {
  /** window.matchMedia('(display-mode: standalone)').matches */
  standaloneMedia: boolean;
  /** navigator.standalone (iOS Safari only) */
  iosStandalone: boolean | undefined;
}

export function isStandalone({ standaloneMedia, iosStandalone }: DisplayState): boolean {
  return standaloneMedia || iosStandalone === true;
}

/** The iOS add-to-home-screen hint: Safari on iOS, not already opened from the home screen. */
export function showIosHint(
  userAgent: string,
  maxTouchPoints: number,
  display: DisplayState,
): boolean {
  return isIosSafari(userAgent, maxTouchPoints) && !isStandalone(display);
}

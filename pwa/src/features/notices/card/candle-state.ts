/**
 * Remembers, per notice, until when this browser's candle burns (the server allows one per
 * visitor per notice per hour), so the button shows a lit candle after a reload at once; the
 * server's GET /api/notices/:id/candles/mine (by the visitor cookie) adds what this storage
 * never noted (a candle the service worker sent, storage the browser cleared).
 */
import { readJson, writeStorage } from '#pwa/lib/storage';

export const CANDLE_WINDOW_MS = 60 * 60 * 1000;
const STORAGE_KEY = 'candles';
const MAX_ENTRIES = 200;

export type LitCandles = Record<string, number>;

/** Entries still burning at `now`, newest kept when there are too many. */
export function pruneLit(lit: LitCandles, now: number): LitCandles {
  const alive = Object.entries(lit)
    .filter(([, until]) => typeof until === 'number' && until > now)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ENTRIES);
  return Object.fromEntries(alive);
}

/** Until when the candle burns after the server said "light again in N seconds". */
export function litUntilFromRetry(now: number, retryAfterSeconds: number | null): number {
  return now + (retryAfterSeconds ?? CANDLE_WINDOW_MS / 1000) * 1000;
}

export function isLit(noticeId: number, now: number): boolean {
  const lit = readJson<LitCandles>(STORAGE_KEY, {});
  return (lit[String(noticeId)] ?? 0) > now;
}

export function rememberLit(noticeId: number, until: number, now: number): void {
  const lit = pruneLit(readJson<LitCandles>(STORAGE_KEY, {}), now);
  lit[String(noticeId)] = until;
  writeStorage(STORAGE_KEY, JSON.stringify(lit));
}

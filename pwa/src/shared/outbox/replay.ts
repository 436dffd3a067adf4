/**
 * Sends the offline queue (shared/outbox/outbox.ts): candles and replies to notices, offers to
 * service requests (with the provider's bearer token kept in the item); from the page (on 'online' and at app start) and
 * from the service worker (the 'sync' event with tag 'kyynal-outbox'). No DOM, no React, no
 * ky: plain fetch with the cookie, X-Requested-With and a CSRF token from GET /api/csrf (the
 * service worker has no meta tag).
 *
 * Each item is sent once per replay with its clientKey (the server ignores a repeat). Two
 * replays at once (page and service worker) cannot both send an item: an item is first claimed
 * ('pending' → 'sending') in a Dexie transaction, and only the replay that claimed it sends it.
 */
import { apiErrorFrom, isRecord } from '../../lib/api-error';
import { type OfflineDb, type OutboxItem, offlineDb } from '../../lib/offline-db';

/** A claim older than this is taken over (its replay died, e.g. the worker was stopped). */
export const STALE_CLAIM_MS = 2 * 60_000;

export interface ReplayOptions {
  db?: OfflineDb;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ReplaySummary {
  sent: number;
  failed: number;
  /** Left pending (network error, server busy): tried again on the next replay */
  pending: number;
}

/** The statuses that refuse the item itself: sending it again cannot help. */
const REFUSED = new Set([400, 404, 409, 410, 413, 422]);

/** The server's reason: its message and field messages, or the bare status. */
async function errorMessage(response: Response): Promise<string> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON
  }
  const { message, fields } = apiErrorFrom(response.status, body, null, '');
  const parts = Object.values(fields);
  if (message !== '' && !parts.includes(message)) parts.unshift(message);
  return parts.length > 0 ? parts.join(' ') : `HTTP ${response.status}`;
}

/** Takes every pending item (and stale claims) for this replay, in one transaction. */
async function claim(db: OfflineDb, now: number): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, async () => {
    const items = await db.outbox.where('state').anyOf('pending', 'sending').sortBy('createdAt');
    const mine = items.filter(
      (item) => item.state === 'pending' || (item.claimedAt ?? 0) < now - STALE_CLAIM_MS,
    );
    for (const item of mine) {
      await db.outbox.update(item.id!, { state: 'sending', claimedAt: now });
    }
    return mine.map((item) => ({ ...item, state: 'sending' as const, claimedAt: now }));
  });
}

async function release(db: OfflineDb, items: OutboxItem[], error: string | null): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const item of items) {
      // only our own claim (another replay may have taken a stale one over)
      const row = await db.outbox.get(item.id!);
      if (row?.state === 'sending' && row.claimedAt === item.claimedAt) {
        await db.outbox.update(item.id!, {
          state: 'pending',
          claimedAt: undefined,
          error: error ?? row.error,
        });
      }
    }
  });
}

async function csrfToken(doFetch: typeof fetch, locale: string): Promise<string> {
  const response = await doFetch(`/api/csrf?locale=${encodeURIComponent(locale)}`, {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`GET /api/csrf: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body) || typeof body.token !== 'string') throw new Error('GET /api/csrf: no token');
  return body.token;
}

/** Where an item goes and what it says. */
function target(item: OutboxItem): { path: string; body: Record<string, unknown> } {
  const clientKey = item.clientKey;
  if (item.kind === 'offer')
    return {
      path: `/api/provider/requests/${item.requestId}/offers`,
      body: { ...item.body, clientKey },
    };
  const notice = `/api/notices/${item.noticeId}`;
  if (item.kind === 'candle') return { path: `${notice}/candles`, body: { clientKey } };
  return {
    path: `${notice}/replies`,
    body: { author: item.body.author ?? '', text: item.body.text ?? '', clientKey },
  };
}

function request(item: OutboxItem, token: string): [string, RequestInit] {
  const { path, body } = target(item);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRF-Token': token,
  };
  if (item.kind === 'offer') headers.Authorization = `Bearer ${item.bearer}`;
  return [
    `${path}?locale=${encodeURIComponent(item.locale || 'et')}`,
    { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) },
  ];
}

/** Whether the server's answer refuses the item for good (sending it again cannot help). */
function refused(item: OutboxItem, status: number): boolean {
  if (REFUSED.has(status)) return true;
  // a candle within the hour of another is refused for good (429), a reply only for now
  if (status === 429) return item.kind === 'candle';
  // an offer whose session ended, or whose provider lost the company
  return item.kind === 'offer' && (status === 401 || status === 403);
}

let running: Promise<ReplaySummary> | null = null;

/**
 * Sends every pending item once. Sent items are removed; refused ones (404, 413, 422, …) become
 * 'failed' with the server's message; on a network error the rest stay pending.
 * Calls in one context while a replay runs share it.
 */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplaySummary> {
  if (options.db || options.fetch) return replay(options);
  running ??= replay(options).finally(() => {
    running = null;
  });
  return running;
}

async function replay(options: ReplayOptions): Promise<ReplaySummary> {
  const db = options.db ?? offlineDb();
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const summary: ReplaySummary = { sent: 0, failed: 0, pending: 0 };

  const items = await claim(db, now());
  if (items.length === 0) return summary;

  let token: string;
  try {
    token = await csrfToken(doFetch, items[0]!.locale || 'et');
  } catch {
    await release(db, items, null);
    summary.pending = items.length;
    return summary;
  }

  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    let response: Response;
    try {
      response = await doFetch(...request(item, token));
    } catch {
      // offline again: this one and the rest wait for the next replay
      const rest = items.slice(i);
      await release(db, rest, null);
      summary.pending += rest.length;
      return summary;
    }
    if (response.ok) {
      await db.outbox.delete(item.id!);
      summary.sent++;
    } else if (refused(item, response.status)) {
      const error = await errorMessage(response);
      await db.outbox.update(item.id!, { state: 'failed', error, claimedAt: undefined });
      summary.failed++;
    } else {
      await release(db, [item], await errorMessage(response));
      summary.pending++;
    }
  }
  return summary;
}

/**
 * For the service worker's 'sync' event: like replayOutbox, but rejects while items stay
 * pending (a network error), so the browser retries the background sync later.
 */
export async function replayOutboxForSync(): Promise<void> {
  const summary = await replayOutbox();
  if (summary.pending > 0) throw new Error(`${summary.pending} queued item(s) still unsent`);
}

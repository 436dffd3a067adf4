/**
 * The offline queue of candles and replies (IndexedDB table `outbox`, lib/offline-db.ts).
 * No DOM and no React: the page queues here, shared/outbox/replay.ts sends (in the page or in the
 * service worker).
 */
import { liveQuery } from 'dexie';
import { newClientKey } from './keys';
import { type OfflineDb, type OutboxItem, offlineDb } from '../../lib/offline-db';

export type { OutboxItem } from '../../lib/offline-db';

export interface QueueInput {
  noticeId: number;
  /** The key already sent with a request that failed on the network: the server dedupes by it */
  clientKey?: string | undefined;
  locale: string;
}

async function add(
  db: OfflineDb,
  item: Omit<OutboxItem, 'id' | 'createdAt' | 'state' | 'error'>,
): Promise<OutboxItem> {
  // a second queueing of one request (same clientKey) keeps the first row
  return db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.where('clientKey').equals(item.clientKey).first();
    if (existing) return existing;
    const row: OutboxItem = { ...item, createdAt: Date.now(), state: 'pending', error: null };
    row.id = await db.outbox.add(row);
    return row;
  });
}

export function queueCandle(input: QueueInput, db = offlineDb()): Promise<OutboxItem> {
  return add(db, {
    kind: 'candle',
    noticeId: input.noticeId,
    clientKey: input.clientKey ?? newClientKey(),
    body: {},
    locale: input.locale,
  });
}

export function queueReply(
  input: QueueInput & { author: string; text: string },
  db = offlineDb(),
): Promise<OutboxItem> {
  return add(db, {
    kind: 'reply',
    noticeId: input.noticeId,
    clientKey: input.clientKey ?? newClientKey(),
    body: { author: input.author, text: input.text },
    locale: input.locale,
  });
}

/** One notice's queued items, oldest first. */
export function outboxFor(noticeId: number, db = offlineDb()): Promise<OutboxItem[]> {
  return db.outbox.where('noticeId').equals(noticeId).sortBy('createdAt');
}

/** Calls `onItems` with one notice's queued items now and after every change; returns the stop. */
export function watchOutbox(
  noticeId: number,
  onItems: (items: OutboxItem[]) => void,
  db = offlineDb(),
): () => void {
  const subscription = liveQuery(() => outboxFor(noticeId, db)).subscribe({
    next: onItems,
    error: (err: unknown) => console.warn('[outbox] cannot read the queue', err),
  });
  return () => subscription.unsubscribe();
}

/** Every queued item, oldest first. */
export function allOutbox(db = offlineDb()): Promise<OutboxItem[]> {
  return db.outbox.orderBy('id').toArray();
}

/** Drops an item (a failed one the user has seen, or took back into the form). */
export async function removeOutboxItem(id: number, db = offlineDb()): Promise<void> {
  await db.outbox.delete(id);
}

/** Whether nothing at all is queued (not even a failed item the user has not seen). */
export async function outboxIsEmpty(db = offlineDb()): Promise<boolean> {
  return (await db.outbox.count()) === 0;
}

/**
 * The offline queue of candles, replies and providers' offers (IndexedDB table `outbox`,
 * lib/offline-db.ts).
 * No DOM and no React: the page queues here, shared/outbox/replay.ts sends (in the page or in the
 * service worker).
 */
import { liveQuery } from 'dexie';
import { newClientKey } from './keys';
import {
  type NoticeOutboxItem,
  type OfferBody,
  type OfferOutboxItem,
  type OfflineDb,
  type OutboxItem,
  offlineDb,
} from '../../lib/offline-db';

export type { NoticeOutboxItem, OfferOutboxItem, OutboxItem } from '../../lib/offline-db';

export interface QueueInput {
  noticeId: number;
  /** The key already sent with a request that failed on the network: the server dedupes by it */
  clientKey?: string | undefined;
  locale: string;
}

type NewItem<T extends OutboxItem> = Omit<T, 'id' | 'createdAt' | 'state' | 'error'>;

async function add<T extends OutboxItem>(db: OfflineDb, item: NewItem<T>): Promise<T> {
  // a second queueing of one request (same clientKey) keeps the first row
  return db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.where('clientKey').equals(item.clientKey).first();
    if (existing) return existing as T;
    const row = { ...item, createdAt: Date.now(), state: 'pending', error: null } as T;
    row.id = await db.outbox.add(row);
    return row;
  });
}

export function queueCandle(input: QueueInput, db = offlineDb()): Promise<NoticeOutboxItem> {
  return add<NoticeOutboxItem>(db, {
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
): Promise<NoticeOutboxItem> {
  return add<NoticeOutboxItem>(db, {
    kind: 'reply',
    noticeId: input.noticeId,
    clientKey: input.clientKey ?? newClientKey(),
    body: { author: input.author, text: input.text },
    locale: input.locale,
  });
}

/**
 * A provider's offer on a service request, sent with their session token (`bearer`). One offer
 * per request: a second queueing for the same request keeps the first (its clientKey too).
 */
export async function queueOffer(
  input: Omit<QueueInput, 'noticeId'> & { requestId: number; bearer: string; body: OfferBody },
  db = offlineDb(),
): Promise<OfferOutboxItem> {
  const queued = await offerOutboxFor(input.requestId, db);
  const clientKey = input.clientKey ?? queued[0]?.clientKey ?? newClientKey();
  return add<OfferOutboxItem>(db, {
    kind: 'offer',
    requestId: input.requestId,
    clientKey,
    body: input.body,
    bearer: input.bearer,
    locale: input.locale,
  });
}

/** One notice's queued items, oldest first. */
export async function outboxFor(noticeId: number, db = offlineDb()): Promise<NoticeOutboxItem[]> {
  const items = await db.outbox.where('noticeId').equals(noticeId).sortBy('createdAt');
  return items as NoticeOutboxItem[];
}

/** One service request's queued offer (at most one), as a list. */
export async function offerOutboxFor(
  requestId: number,
  db = offlineDb(),
): Promise<OfferOutboxItem[]> {
  const items = await db.outbox.where('requestId').equals(requestId).sortBy('createdAt');
  return items as OfferOutboxItem[];
}

/** Calls `onItems` with one notice's queued items now and after every change; returns the stop. */
export function watchOutbox(
  noticeId: number,
  onItems: (items: NoticeOutboxItem[]) => void,
  db = offlineDb(),
): () => void {
  return watch(() => outboxFor(noticeId, db), onItems);
}

/** The same for one service request's queued offer. */
export function watchOfferOutbox(
  requestId: number,
  onItems: (items: OfferOutboxItem[]) => void,
  db = offlineDb(),
): () => void {
  return watch(() => offerOutboxFor(requestId, db), onItems);
}

function watch<T>(read: () => Promise<T[]>, onItems: (items: T[]) => void): () => void {
  const subscription = liveQuery(read).subscribe({
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

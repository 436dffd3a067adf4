/**
 * The card's side of the offline queue (shared/outbox/outbox.ts): queue a candle or reply when offline or
 * after a network error, watch the notice's queued items, ask for them to be sent (background
 * sync when the browser has it, otherwise now if online) and refresh the card once they are.
 * Dexie is not part of the card's first render: it loads shortly after the card is on screen, so
 * that a candle lit after the connection drops can still be queued (without a
 * service worker nothing could be fetched then), and the queue is read only when something is
 * or was queued (shared/outbox/start.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiError } from '#pwa/lib/api-error';
import { currentLanguage, i18n } from '#pwa/lib/i18n';
import type { NoticeOutboxItem as OutboxItem } from '#pwa/lib/offline-db';
import { outboxSeen, requestReplay, subscribeOutboxUse } from '#pwa/shared/outbox/start';
import { noticeKeys } from '../api';

export type { NoticeOutboxItem as OutboxItem } from '#pwa/lib/offline-db';

// Its chunk cannot be fetched offline without a service worker if it was not loaded before:
// then the caller gets the localised "connection lost", not the browser's import error.
const outbox = () =>
  import('#pwa/shared/outbox/outbox').catch(() => {
    throw new Error(i18n.t('errors.network'));
  });

/** A failure that says nothing about the request itself (no answer came): worth queueing. */
export function isNetworkError(error: ApiError): boolean {
  return error.status === 0 && error.code === 'network';
}

export async function queueCandleFor(noticeId: number, clientKey?: string): Promise<OutboxItem> {
  const { queueCandle } = await outbox();
  const item = await queueCandle({ noticeId, clientKey, locale: currentLanguage() });
  void requestReplay();
  return item;
}

export async function queueReplyFor(
  noticeId: number,
  reply: { author: string; text: string; clientKey?: string | undefined },
): Promise<OutboxItem> {
  const { queueReply } = await outbox();
  const item = await queueReply({ noticeId, ...reply, locale: currentLanguage() });
  void requestReplay();
  return item;
}

/** Drops a queued item (a failed one the user has seen, or took back into the form). */
export async function removeQueued(id: number): Promise<void> {
  const { removeOutboxItem } = await outbox();
  await removeOutboxItem(id);
}

const NONE: OutboxItem[] = [];
const WARM_UP_MS = 2000;

/**
 * The notice's queued items (live: the page's or the service worker's replay changes them).
 * When items leave the queue (sent), the card's counts and replies are fetched again.
 */
export function useNoticeOutbox(noticeId: number): OutboxItem[] {
  const queryClient = useQueryClient();
  const inUse = useSyncExternalStore(subscribeOutboxUse, outboxSeen);
  const [watched, setWatched] = useState<{ noticeId: number; items: OutboxItem[] } | null>(null);
  const items = watched?.noticeId === noticeId ? watched.items : NONE;
  const previous = useRef<Set<number>>(new Set());

  useEffect(() => {
    // fetched a little after the card has painted, while still online (the imports above and
    // below reuse it); not sooner, so it never competes with the card's own first paint
    const timer = setTimeout(() => void outbox().catch(() => undefined), WARM_UP_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!inUse) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void outbox().then(({ watchOutbox }) => {
      if (!cancelled) stop = watchOutbox(noticeId, (next) => setWatched({ noticeId, items: next }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [inUse, noticeId]);

  useEffect(() => {
    const now = new Set(items.map((item) => item.id!));
    const gone = [...previous.current].some((id) => !now.has(id));
    previous.current = now;
    if (gone) {
      void queryClient.invalidateQueries({ queryKey: noticeKeys.detail(noticeId) });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.replies(noticeId) });
    }
  }, [items, noticeId, queryClient]);

  return items;
}

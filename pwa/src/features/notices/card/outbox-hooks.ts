/**
 * The card's side of the offline queue (lib/outbox.ts): queue a candle or reply when offline or
 * after a network error, watch the notice's queued items, ask for them to be sent (background
 * sync when the browser has it, otherwise now if online) and refresh the card once they are.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { type OutboxItem, outboxFor, queueCandle, queueReply } from '../../../lib/outbox';
import { OUTBOX_SYNC_TAG } from '../../../lib/outbox-replay';
import { markOutboxUsed, replayFromPage } from '../../../lib/outbox-start';
import { noticeKeys } from '../api';

export type { OutboxItem } from '../../../lib/outbox';

/** The browser says it is offline (a request would not even leave). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A failure that says nothing about the request itself (no answer came): worth queueing. */
export function isNetworkError(error: ApiError): boolean {
  return error.status === 0 && error.code === 'network';
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background sync when there is a service worker with it; the page replays as well if online. */
export async function requestReplay(): Promise<void> {
  markOutboxUsed();
  try {
    if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
      const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
      await registration.sync?.register(OUTBOX_SYNC_TAG);
    }
  } catch {
    // no background sync (or refused): the 'online' event and the next start send it
  }
  if (!isOffline()) await replayFromPage();
}

export async function queueCandleFor(noticeId: number, clientKey?: string): Promise<OutboxItem> {
  const item = await queueCandle({ noticeId, clientKey, locale: currentLanguage() });
  void requestReplay();
  return item;
}

export async function queueReplyFor(
  noticeId: number,
  reply: { author: string; text: string; clientKey?: string | undefined },
): Promise<OutboxItem> {
  const item = await queueReply({ noticeId, ...reply, locale: currentLanguage() });
  void requestReplay();
  return item;
}

const NONE: OutboxItem[] = [];

/**
 * The notice's queued items (live: the page's or the service worker's replay changes them).
 * When items leave the queue (sent), the card's counts and replies are fetched again.
 */
export function useNoticeOutbox(noticeId: number): OutboxItem[] {
  const queryClient = useQueryClient();
  const items = useLiveQuery(() => outboxFor(noticeId), [noticeId]) ?? NONE;
  const previous = useRef<Set<number>>(new Set());

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

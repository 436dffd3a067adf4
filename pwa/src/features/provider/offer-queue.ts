/**
 * The offer form's side of the offline queue (shared/outbox): an offer written offline, or lost
 * to a network error, is queued once (by request) with the provider's session token and sent by
 * the page or the service worker when online; the form watches its queued offer.
 */
import { useEffect, useState } from 'react';
import { i18n, currentLanguage } from '../../lib/i18n';
import type { OfferBody, OfferOutboxItem } from '../../lib/offline-db';
import { requestReplay } from '../../shared/outbox/start';

// Its chunk may not be fetchable offline without a service worker: say "connection lost".
const outbox = () =>
  import('../../shared/outbox/outbox').catch(() => {
    throw new Error(i18n.t('errors.network'));
  });

export async function queueOfferFor(
  requestId: number,
  body: OfferBody,
  bearer: string,
  clientKey: string,
): Promise<OfferOutboxItem> {
  const { queueOffer } = await outbox();
  const item = await queueOffer({ requestId, body, bearer, clientKey, locale: currentLanguage() });
  void requestReplay();
  return item;
}

export async function dropQueuedOffer(id: number): Promise<void> {
  const { removeOutboxItem } = await outbox();
  await removeOutboxItem(id);
}

/** The request's queued offer (live), or null; `onSent` runs when it leaves the queue. */
export function useQueuedOffer(requestId: number, onSent: () => void): OfferOutboxItem | null {
  const [item, setItem] = useState<OfferOutboxItem | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    let had = false;
    void outbox().then(
      ({ watchOfferOutbox }) => {
        if (cancelled) return;
        stop = watchOfferOutbox(requestId, (items) => {
          const next = items[0] ?? null;
          if (had && next === null) onSent();
          had = next !== null;
          setItem(next);
        });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
    // onSent is a refetch: the request is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId]);
  return item;
}

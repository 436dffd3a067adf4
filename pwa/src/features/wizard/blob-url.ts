/**
 * Object URLs for the draft's images (shown before they are uploaded). Dexie hands out a new
 * Blob object on every read of the draft, so a URL is kept per slot and made anew only when a
 * different picture comes (the old one is revoked then).
 */
import type { DraftImage } from '../../lib/offline-db';

const bySlot = new Map<string, { key: string; url: string }>();

export function draftImageUrl(slot: string, image: DraftImage): string {
  const key = `${image.name}:${image.blob.size}:${image.mime}`;
  const kept = bySlot.get(slot);
  if (kept?.key === key) return kept.url;
  if (kept) URL.revokeObjectURL(kept.url);
  const url = URL.createObjectURL(image.blob);
  bySlot.set(slot, { key, url });
  return url;
}

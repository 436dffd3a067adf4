/**
 * How a draft is named in lists: the deceased's name or "Nimetu mustand", its type and when it
 * last changed. `t` is the "drafts" namespace's (type names fall back to the shell's `types`).
 */
import type { TFunction } from 'i18next';
import { formatDayTime } from '#domain/calendar/day-time';
import { isNoticeType } from '#domain/vocabulary/notice-types';
import { PAGE_PATHS } from '#domain/pages/pages';
import { type TypeKey, TYPE_KEYS } from '#pwa/shared/notice/format';
import type { DraftRecord } from '#pwa/lib/offline-db';

export function draftName(draft: DraftRecord, t: TFunction): string {
  return draft.values.deceasedName?.trim() || t('draft.untitled');
}

export function draftTypeKey(draft: DraftRecord): TypeKey | null {
  const type = draft.values.type;
  return typeof type === 'number' && isNoticeType(type) ? TYPE_KEYS[type] : null;
}

export function draftTypeLabel(draft: DraftRecord, t: TFunction): string {
  const key = draftTypeKey(draft);
  return key ? t(`types.${key}`) : t('draft.noType');
}

/** "Mari Maasikas · Kaastundeavaldus · Muudetud 12.03.2026 14:05" */
export function draftTitle(draft: DraftRecord, t: TFunction): string {
  return [
    draftName(draft, t),
    draftTypeLabel(draft, t),
    t('draft.changed', { time: formatDayTime(draft.updatedAt) }),
  ].join(' · ');
}

type ServerStatus = NonNullable<DraftRecord['server']>['status'];

/** The status line's key under `draft.status`: where the draft is and whether it is paid. */
export function draftStatusKey(draft: DraftRecord): 'local' | 'unsent' | ServerStatus {
  const server = draft.server;
  // an order was made: the notice waits for its payment even if the link was not refreshed
  if (draft.orderId !== null && (!server || server.status === 'draft')) return 'awaiting_payment';
  if (!server) return 'local';
  if (server.status === 'draft' && server.syncedRevision !== draft.revision) return 'unsent';
  return server.status;
}

/** Where "Jätka" leads: the wizard, or its edit form for a notice already published. */
export function continuePath(draft: DraftRecord): string {
  const base =
    draft.server?.status === 'published'
      ? PAGE_PATHS.edit.replace(':id', String(draft.server.noticeId))
      : PAGE_PATHS.wizard;
  return `${base}?${new URLSearchParams({ mustand: draft.id }).toString()}`;
}

/**
 * React hooks over the draft store. Dexie's liveQuery re-runs them after every write, in this
 * tab or another, so a list or a wizard never shows a stale draft.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { NoticeFormValues } from '#domain/inputs/notice-input';
import { type DraftRecord, offlineDb } from '#pwa/lib/offline-db';
import { type AutosaveSnapshot, Autosaver } from './autosave';
import { type DraftPatch, listDrafts } from './records';

/** The draft, live: undefined while it loads, null when there is none (or no id). */
export function useDraft(id: string | null | undefined): DraftRecord | undefined | null {
  return useLiveQuery(async () => (id ? ((await offlineDb().drafts.get(id)) ?? null) : null), [id]);
}

/**
 * All drafts, newest first, live: undefined while they load, null when the browser keeps no
 * IndexedDB here (some private modes).
 */
export function useDrafts(): DraftRecord[] | null | undefined {
  return useLiveQuery(() => listDrafts().catch(() => null), []);
}

export interface AutosaveControls extends AutosaveSnapshot {
  /** Writes what is pending now (e.g. before leaving the step) */
  flush: () => Promise<void>;
  /** Writes the values with a change to the step, images or order now */
  saveNow: (patch?: DraftPatch) => Promise<void>;
  /** 'theirs' returns the other tab's draft: reset the form to its values */
  resolveConflict: (keep: 'mine' | 'theirs') => DraftRecord | null;
}

/**
 * Saves the form's values into the draft within `delayMs` of every change, and on leaving the
 * page. Mount it once the draft is loaded: `values` and `revision` at the first render (per
 * id) are taken as what is already stored; later `revision` props are ignored (the saver
 * tracks its own, so another tab's save is a conflict, never silently adopted).
 */
export function useAutosave(
  id: string,
  values: Partial<NoticeFormValues>,
  revision: number,
  { delayMs = 500 }: { delayMs?: number } = {},
): AutosaveControls {
  const [saver, setSaver] = useState(() => new Autosaver({ id, values, revision, delayMs }));
  if (saver.id !== id) setSaver(new Autosaver({ id, values, revision, delayMs }));

  useEffect(() => {
    saver.start();
    return () => void saver.stop();
  }, [saver]);
  useEffect(() => saver.update(values), [saver, values]);

  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  const flush = useCallback(() => saver.flush(), [saver]);
  const saveNow = useCallback((patch?: DraftPatch) => saver.saveNow(patch), [saver]);
  const resolveConflict = useCallback(
    (keep: 'mine' | 'theirs') => saver.resolveConflict(keep),
    [saver],
  );
  return useMemo(
    () => ({ ...snapshot, flush, saveNow, resolveConflict }),
    [snapshot, flush, saveNow, resolveConflict],
  );
}

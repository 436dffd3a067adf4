/**
 * Autosave of one draft, framework-free (useAutosave in hooks.ts wraps it). A change is written
 * at most `delayMs` after it was made: the timer starts with the first unsaved change and is
 * not pushed back by further typing, so steady typing still saves twice a second. Writes run
 * one after another on the revision the last one produced; leaving the page (pagehide, tab
 * hidden) writes at once. Another tab's save shows up through Dexie's liveQuery (which also
 * crosses tabs) as state 'conflict' until resolveConflict() decides.
 */
import { liveQuery } from 'dexie';
import type { NoticeFormValues } from '#domain/inputs/notice-input';
import { type DraftRecord, type OfflineDb, offlineDb } from '#pwa/lib/offline-db';
import { type DraftPatch, DraftNotFoundError, DraftQuotaError, saveDraft } from './records';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'conflict' | 'quota' | 'error';

export interface AutosaveSnapshot {
  /**
   * idle: nothing changed yet; saving: a change is on its way (within delayMs); saved;
   * conflict: another tab saved, see `conflict`; quota: storage full (`error` is a
   * DraftQuotaError, the last saved version is intact, the next change retries); error.
   */
  state: AutosaveState;
  /** The other tab's version while state is 'conflict' */
  conflict: DraftRecord | null;
  error: Error | null;
  /** The stored revision this tab's edits build on */
  revision: number;
  /** When this tab last wrote (ms) */
  savedAt: number | null;
}

export interface AutosaverOptions {
  id: string;
  /** The form values as loaded from the draft: not written again */
  values: Partial<NoticeFormValues>;
  /** The revision they were loaded at */
  revision: number;
  delayMs?: number;
  db?: OfflineDb;
}

type FormValues = Partial<NoticeFormValues>;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The values as a string that ignores key order and empty fields, so a form that fills in its
 * defaults ('' for an untouched text) or orders keys differently is not taken for a change
 * (which would write again and push a needless conflict to another tab).
 */
export function valuesKey(values: FormValues): string {
  const entries = Object.entries(values).filter(([, v]) => !isEmpty(v));
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

function mergePatch(older: DraftPatch, newer: DraftPatch): DraftPatch {
  const merged = { ...older, ...newer };
  if (older.images || newer.images) merged.images = { ...older.images, ...newer.images };
  return merged;
}

export class Autosaver {
  readonly id: string;
  private readonly delayMs: number;
  private readonly db: OfflineDb;
  private values: FormValues;
  private savedKey: string;
  /** step, images, orderId waiting to be written with the values */
  private extra: DraftPatch = {};
  /** "Keep mine" after a conflict: write even though nothing changed since */
  private force = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private writing = false;
  /** The stored record as liveQuery last saw it (undefined: not yet, null: deleted) */
  private live: DraftRecord | null | undefined = undefined;
  private snapshot: AutosaveSnapshot;
  private readonly listeners = new Set<() => void>();
  private stopLive: (() => void) | null = null;

  constructor({ id, values, revision, delayMs = 500, db = offlineDb() }: AutosaverOptions) {
    this.id = id;
    this.delayMs = delayMs;
    this.db = db;
    this.values = values;
    this.savedKey = valuesKey(values);
    this.snapshot = { state: 'idle', conflict: null, error: null, revision, savedAt: null };
  }

  // useSyncExternalStore
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AutosaveSnapshot => this.snapshot;

  private set(change: Partial<AutosaveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  private get dirty(): boolean {
    return (
      this.force || valuesKey(this.values) !== this.savedKey || Object.keys(this.extra).length > 0
    );
  }

  /** Watches other tabs and the page's end; call stop() to undo. Safe to call again. */
  start(): void {
    if (this.stopLive) return;
    const subscription = liveQuery(() => this.db.drafts.get(this.id)).subscribe({
      next: (record) => {
        this.live = record ?? null;
        this.checkLive();
      },
      error: (err: unknown) => this.set({ state: 'error', error: asError(err) }),
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void this.flush();
    };
    const onPageHide = () => void this.flush();
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', onPageHide);
      document.addEventListener('visibilitychange', onHidden);
    }
    this.stopLive = () => {
      subscription.unsubscribe();
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onHidden);
      }
    };
  }

  /** Stops watching and writes what is pending. */
  stop(): Promise<void> {
    this.stopLive?.();
    this.stopLive = null;
    return this.flush();
  }

  /** The form's current values; written within delayMs if they changed. */
  update(values: FormValues): void {
    this.values = values;
    this.schedule();
  }

  /** Writes `patch` (e.g. the step, an image) with the current values now. */
  saveNow(patch: DraftPatch = {}): Promise<void> {
    if (patch.values) this.values = patch.values;
    const { values: _values, ...rest } = patch;
    this.extra = mergePatch(this.extra, rest);
    return this.flush();
  }

  /** Writes what is pending now (resolves once written or refused). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue = this.queue.then(() => this.write());
    return this.queue;
  }

  /**
   * After a conflict: 'mine' writes this tab's version over the other; 'theirs' adopts the
   * other and returns it (the form must be reset to its values).
   */
  resolveConflict(keep: 'mine' | 'theirs'): DraftRecord | null {
    const theirs = this.snapshot.conflict;
    if (!theirs) return null;
    if (keep === 'theirs') {
      this.values = theirs.values;
      this.savedKey = valuesKey(theirs.values);
      this.extra = {};
      this.set({ state: 'saved', conflict: null, revision: theirs.revision });
      return theirs;
    }
    this.force = true;
    this.set({ state: 'saving', conflict: null, revision: theirs.revision });
    void this.flush();
    return null;
  }

  private schedule(): void {
    const { state } = this.snapshot;
    if (state === 'conflict' || !this.dirty) return;
    if (state !== 'saving') this.set({ state: 'saving' });
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  private async write(): Promise<void> {
    if (this.snapshot.state === 'conflict' || !this.dirty) return;
    const values = this.values;
    const extra = this.extra;
    this.extra = {};
    this.force = false;
    this.writing = true;
    try {
      const result = await saveDraft(
        this.id,
        { ...extra, values },
        this.snapshot.revision,
        this.db,
      );
      if (result.ok) {
        this.savedKey = valuesKey(values);
        this.set({
          state: this.dirty ? 'saving' : 'saved',
          error: null,
          revision: result.draft.revision,
          savedAt: result.draft.updatedAt,
        });
      } else {
        this.extra = mergePatch(extra, this.extra);
        this.set({ state: 'conflict', conflict: result.conflict, error: null });
      }
    } catch (err) {
      // nothing was written: keep the change for the next attempt
      this.extra = mergePatch(extra, this.extra);
      const quota = err instanceof DraftQuotaError;
      this.set({ state: quota ? 'quota' : 'error', error: asError(err) });
    } finally {
      this.writing = false;
    }
    this.checkLive();
  }

  /** Another tab's save (a newer stored revision) or delete, seen between our own writes. */
  private checkLive(): void {
    if (this.writing || this.live === undefined || this.snapshot.state === 'conflict') return;
    if (this.live === null) {
      if (!(this.snapshot.error instanceof DraftNotFoundError))
        this.set({ state: 'error', error: new DraftNotFoundError(this.id) });
    } else if (this.live.revision > this.snapshot.revision) {
      this.set({ state: 'conflict', conflict: this.live, error: null });
    }
  }
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * The draft records in IndexedDB: create, read, compare-and-set save, list, delete. Every
 * function takes the database last (the app's by default) so a test can open a second
 * handle on the same database, as a second tab would.
 */
import { type DraftRecord, type OfflineDb, offlineDb } from '#pwa/lib/offline-db';

/** What a save may change; `images` may name one slot (the other stays). */
export type DraftPatch = Partial<Omit<DraftRecord, 'id' | 'revision' | 'images'>> & {
  images?: Partial<DraftRecord['images']>;
};

export type SaveResult =
  | { ok: true; draft: DraftRecord }
  /** Another tab saved since `baseRevision`: nothing was written; this is the stored version. */
  | { ok: false; conflict: DraftRecord };

/** The device's storage is full: nothing was written, and what was saved before is intact. */
export class DraftQuotaError extends Error {
  constructor(cause: unknown) {
    super('The browser storage is full', { cause });
    this.name = 'DraftQuotaError';
  }
}

/** The draft is gone (deleted, e.g. in another tab). */
export class DraftNotFoundError extends Error {
  constructor(readonly draftId: string) {
    super(`No draft ${draftId}`);
    this.name = 'DraftNotFoundError';
  }
}

/**
 * Whether an IndexedDB failure is a full quota. Dexie passes it on as its QuotaExceededError or,
 * when it aborted the transaction, as an AbortError whose `inner` is the cause.
 */
export function isQuotaError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('name' in e && e.name === 'QuotaExceededError') return true;
    if (e instanceof DOMException && e.code === 22) return true;
    e = ('inner' in e && e.inner) || ('cause' in e && e.cause) || null;
  }
  return false;
}

/** Runs an IndexedDB write; a full quota becomes a DraftQuotaError. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw isQuotaError(err) ? new DraftQuotaError(err) : err;
  }
}

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (not on http://192.168.x.x during development)
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let persistence: Promise<boolean> | null = null;

/**
 * Asks the browser to keep this site's storage under pressure (navigator.storage.persist),
 * once per page load; false where the browser cannot or says no.
 */
export function requestPersistence(): Promise<boolean> {
  persistence ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    try {
      return (await storage.persisted?.()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return persistence;
}

export async function createDraft(
  init: Partial<DraftRecord> = {},
  db: OfflineDb = offlineDb(),
): Promise<DraftRecord> {
  const now = Date.now();
  const draft: DraftRecord = {
    step: 'type',
    values: {},
    images: { background: null, portrait: null },
    server: null,
    orderId: null,
    createdAt: now,
    ...init,
    id: init.id ?? newId(),
    updatedAt: now,
    revision: 1,
  };
  await writing(() => db.drafts.add(draft));
  // a draft is what the storage should keep: ask while the user has just acted
  void requestPersistence();
  return draft;
}

export function getDraft(
  id: string,
  db: OfflineDb = offlineDb(),
): Promise<DraftRecord | undefined> {
  return db.drafts.get(id);
}

/**
 * Saves a change if the stored draft is still at `baseRevision` (read and write in one
 * transaction, so two tabs cannot both win); otherwise returns the other tab's version.
 * `values` and `step` replace, `images` merge per slot. Throws DraftQuotaError (nothing
 * written) or DraftNotFoundError.
 */
export function saveDraft(
  id: string,
  patch: DraftPatch,
  baseRevision: number,
  db: OfflineDb = offlineDb(),
): Promise<SaveResult> {
  return writing(() =>
    db.transaction('rw', db.drafts, async (): Promise<SaveResult> => {
      const current = await db.drafts.get(id);
      if (!current) throw new DraftNotFoundError(id);
      if (current.revision !== baseRevision) return { ok: false, conflict: current };
      const draft: DraftRecord = {
        ...current,
        ...patch,
        images: { ...current.images, ...patch.images },
        id,
        createdAt: current.createdAt,
        updatedAt: Date.now(),
        revision: current.revision + 1,
      };
      await db.drafts.put(draft);
      return { ok: true, draft };
    }),
  );
}

/** Changes bookkeeping (the server link) without a new revision: no tab's edits conflict. */
export async function updateDraftMeta(
  id: string,
  meta: Pick<DraftPatch, 'server' | 'orderId'>,
  db: OfflineDb = offlineDb(),
): Promise<void> {
  await writing(() => db.drafts.update(id, meta));
}

/** Newest first. */
export function listDrafts(db: OfflineDb = offlineDb()): Promise<DraftRecord[]> {
  return db.drafts.orderBy('updatedAt').reverse().toArray();
}

export async function deleteDraft(id: string, db: OfflineDb = offlineDb()): Promise<void> {
  await db.drafts.delete(id);
}

async function newestWhere(db: OfflineDb, index: 'orderId' | 'server.noticeId', value: number) {
  const drafts = await db.drafts.where(index).equals(value).sortBy('updatedAt');
  return drafts.at(-1);
}

/** The newest draft with this PayPal order (the return from PayPal). */
export function findDraftByOrder(
  orderId: number,
  db: OfflineDb = offlineDb(),
): Promise<DraftRecord | undefined> {
  return newestWhere(db, 'orderId', orderId);
}

/** The newest draft of this server notice (an e-mailed edit link). */
export function findDraftByNotice(
  noticeId: number,
  db: OfflineDb = offlineDb(),
): Promise<DraftRecord | undefined> {
  return newestWhere(db, 'server.noticeId', noticeId);
}

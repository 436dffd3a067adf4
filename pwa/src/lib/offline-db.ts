/**
 * The browser's own database (IndexedDB through Dexie), for what must work offline: the
 * wizard's drafts (features/wizard/drafts), the service request form's draft (features/requests),
 * the funeral planners (features/planner), the EHAK places for the place search and the queue of candles, replies and offers made
 * offline (shared/outbox/outbox.ts, also read by the service worker).
 * Only lazy screens import this module, so Dexie stays out of the first screen's bundle.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { NoticeFormValues } from '#domain/inputs/notice-input';
import type { PlannerTask } from '#domain/rules/planner';
import type { OfferInput } from '#domain/inputs/service-requests';
import type { NoticeStatus } from '#domain/vocabulary/statuses';

export const OFFLINE_DB_NAME = 'kyynal';

export type WizardStep = 'type' | 'data' | 'preview' | 'payment' | 'confirm';

/** A picked or uploaded image, kept as a Blob so the draft survives offline with it. */
export interface DraftImage {
  blob: Blob;
  name: string;
  mime: string;
  /** The images row id once uploaded (POST /api/uploads) */
  uploadedId: number | null;
  url: string | null;
}

export interface DraftServerLink {
  noticeId: number;
  editToken: string;
  /** 'hidden': taken down by an administrator (readable, not editable) */
  status: NoticeStatus;
  /** The local revision last sent to (or read from) the server */
  syncedRevision?: number;
}

export interface DraftRecord {
  /** uuid */
  id: string;
  createdAt: number;
  updatedAt: number;
  /** +1 on every save; compare-and-set guards two tabs */
  revision: number;
  step: WizardStep;
  values: Partial<NoticeFormValues>;
  images: { background: DraftImage | null; portrait: DraftImage | null };
  server: DraftServerLink | null;
  orderId: number | null;
}

/** One EHAK place (GET /api/places), with the keys the offline search needs. */
export interface PlaceRow {
  id: number;
  name: string;
  municipalityName: string | null;
  countyId: number;
  ehakType: number;
  /** The inner point: where a place chosen offline is (the directory's position, a pin) */
  lat: number;
  lon: number;
  /** Folded name from each searchable word on ("kohtla jarve", "jarve"): a multi-entry index */
  words: string[];
  /** estonianSortKey(name) */
  sortKey: string;
}

/** The fields every queued item has (shared/outbox/replay.ts sends it with its clientKey). */
interface OutboxBase {
  id?: number;
  /** uuid, sent as the request's clientKey */
  clientKey: string;
  createdAt: number;
  /** 'sending': claimed by one replay (page or service worker); 'failed': refused by the server */
  state: 'pending' | 'sending' | 'failed';
  /** The server's message when failed (or the last temporary problem while pending) */
  error: string | null;
  /** The app's language when queued: the server answers (and errors) in it */
  locale: string;
  /** When the current 'sending' claim was taken (a stale claim is taken over) */
  claimedAt?: number;
}

/** A candle or reply to a notice. */
export interface NoticeOutboxItem extends OutboxBase {
  kind: 'candle' | 'reply';
  noticeId: number;
  /** The POST body without clientKey: {} for a candle, { author, text } for a reply */
  body: { author?: string; text?: string };
}

/** What a provider's offer says (POST /api/provider/requests/:id/offers without clientKey). */
export type OfferBody = Omit<OfferInput, 'clientKey'>;

/** A provider's offer on a service request. */
export interface OfferOutboxItem extends OutboxBase {
  kind: 'offer';
  requestId: number;
  body: OfferBody;
  /**
   * The provider's session token when queued: the service worker, which replays too, cannot
   * read the page's storage. A signed-out (revoked) token fails the item.
   */
  bearer: string;
}

/**
 * A candle, reply or offer made offline (or lost to a network error), waiting to be sent by
 * shared/outbox/replay.ts. `clientKey` makes a resend a no-op on the server.
 */
export type OutboxItem = NoticeOutboxItem | OfferOutboxItem;

/**
 * The service request form's draft (features/requests): one per browser, kept until the
 * request is sent. `queued`: "Saada" was pressed offline, so it is sent once online.
 */
export interface RequestDraftRecord {
  id: 'current';
  updatedAt: number;
  values: Record<string, unknown>;
  queued: boolean;
}

/** A task of a planner on this device: its state, and whether the server still has to get it. */
export interface LocalPlannerTask extends PlannerTask {
  /** Changed here and not yet taken by the server (a shared planner only) */
  pending: boolean;
  /** An added task deleted here, kept until the server has taken the delete */
  deleted?: boolean;
}

/**
 * A funeral planner on this device (features/planner): 'own' is the one /projektijuht opens;
 * a shared one opened through its link is `shared-<server id>`. Templates' tasks have an entry
 * once changed. `server`: the shared copy's id and private token.
 */
export interface PlannerRecord {
  id: string;
  server: { id: number; token: string } | null;
  /** DD.MM.YYYY; null while not known */
  deathDate: string | null;
  funeralDate: string | null;
  datesBy: string | null;
  /** ISO instant of the dates' last change */
  datesChangedAt: string;
  datesPending: boolean;
  tasks: LocalPlannerTask[];
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * The schema, one entry per version. A later version lists only the tables it adds or
 * changes (Dexie keeps the others), e.g. `{ candleQueue: '++id, noticeId' }` as a new version;
 * give it an `upgrade` only when existing rows must change.
 * Version 2 adds the offline queue of candles and replies, `outbox` (docs/pwa.md); version 3
 * indexes the queue's offers by request and adds the service request form's draft; version 4
 * adds the funeral planners.
 */
const VERSIONS: Record<string, string>[] = [
  {
    drafts: 'id, updatedAt, server.noticeId, orderId',
    places: 'id, *words, countyId',
    meta: 'key',
  },
  { outbox: '++id, &clientKey, noticeId, state' },
  { outbox: '++id, &clientKey, noticeId, requestId, state', requestDrafts: 'id' },
  { planners: 'id, server.id' },
];

export class OfflineDb extends Dexie {
  drafts!: EntityTable<DraftRecord, 'id'>;
  places!: EntityTable<PlaceRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  requestDrafts!: EntityTable<RequestDraftRecord, 'id'>;
  planners!: EntityTable<PlannerRecord, 'id'>;

  /** Another name only for tests (a second "tab" opens the same name). */
  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    VERSIONS.forEach((stores, index) => this.version(index + 1).stores(stores));
  }
}

let shared: OfflineDb | null = null;

/** The app's database, opened on first use. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}

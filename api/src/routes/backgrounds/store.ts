/**
 * The background gallery: images of kind `background` with a gallery position (never visitors'
 * uploads). The wizard gets the active ones in their order; the admin (api/src/routes/admin/
 * gallery.ts) lists them all with how many notices use each, adds their own uploads, switches
 * them on and off, moves them and deletes the unused ones, each write with its audit entry in
 * the same transaction. Written once for both databases (decision 0109); store.pg.ts only runs
 * the flows on PostgreSQL.
 */
import type { Database } from '#db/client';
import { GALLERY_MAX, type GalleryChange } from '#domain/inputs/gallery-input';
import type { images } from '#db/schema';
import { audited, type AuditActor, type AuditEntry } from '../../stores/audit';
import {
  all,
  get,
  run,
  sql,
  sqliteDb,
  value,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import { uploadUrl } from '../notices/queries';
import { unreferenced } from '../uploads/store';

export type Background = Pick<typeof images.$inferSelect, 'id' | 'fileName' | 'width' | 'height'>;

/** A gallery background as the admin's list answers it */
export interface GalleryItem {
  id: number;
  url: string;
  width: number;
  height: number;
  active: boolean;
  position: number;
  /** Notices (of any status) that use it */
  notices: number;
  createdAt: number;
}

/** Why the admin's change was refused */
export type GalleryRefusal =
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'full' }
  | { ok: false; reason: 'inUse'; notices: number };

/** A gallery background's row as either database gives it */
interface GalleryRow {
  id: number;
  fileName: string;
  width: number;
  height: number;
  active: boolean | number;
  position: number | null;
  notices: number;
  createdAt: number;
}

const toGalleryItem = ({ fileName, position, active, ...row }: GalleryRow): GalleryItem => ({
  ...row,
  url: uploadUrl(fileName)!,
  active: !!active,
  position: position!,
});

/** The positions to write to give the gallery the order of `ids` (1 first): only those that moved */
function renumbered(ids: number[], rows: Pick<GalleryRow, 'id' | 'position'>[]) {
  const was = new Map(rows.map((row) => [row.id, row.position]));
  return ids
    .map((id, i) => ({ id, position: i + 1 }))
    .filter(({ id, position }) => was.get(id) !== position);
}

/** The gallery's order with `id` moved to `position` (1 first, at most last) */
function moved(rows: Pick<GalleryRow, 'id'>[], id: number, position: number) {
  const ids = rows.map((row) => row.id).filter((other) => other !== id);
  const target = Math.min(position, rows.length);
  ids.splice(target - 1, 0, id);
  return { ids, target };
}

/** The audit entries of the admin's gallery changes */
const galleryAudit = {
  add: (actor: AuditActor, item: GalleryItem, now: number): AuditEntry => ({
    actor,
    action: 'image.add',
    entityId: item.id,
    after: { position: item.position, active: true },
    at: now,
  }),
  activate: (actor: AuditActor, id: number, active: boolean, now: number): AuditEntry => ({
    actor,
    action: active ? 'image.activate' : 'image.deactivate',
    entityId: id,
    before: { active: !active },
    after: { active },
    at: now,
  }),
  move: (
    actor: AuditActor,
    id: number,
    from: number | null,
    to: number,
    now: number,
  ): AuditEntry => ({
    actor,
    action: 'image.move',
    entityId: id,
    before: { position: from },
    after: { position: to },
    at: now,
  }),
  remove: (actor: AuditActor, before: GalleryRow, now: number): AuditEntry => ({
    actor,
    action: 'image.delete',
    entityId: before.id,
    before: { fileName: before.fileName, position: before.position, active: !!before.active },
    at: now,
  }),
};

const IN_GALLERY = "kind = 'background' AND gallery_position IS NOT NULL";
const ITEM_COLUMNS = `id, file_name AS "fileName", width, height, active,
  gallery_position AS position,
  CAST((SELECT count(*) FROM notices n WHERE n.background_image_id = images.id) AS integer)
    AS notices,
  created_at AS "createdAt"`;

const gallery = sql<Background, []>(
  'backgrounds_gallery',
  `SELECT id, file_name AS "fileName", width, height FROM images
    WHERE ${IN_GALLERY} AND active = true ORDER BY gallery_position`,
);
// bounded by GALLERY_MAX: the whole gallery is one list
const allItems = sql<GalleryRow, []>(
  'backgrounds_all',
  `SELECT ${ITEM_COLUMNS} FROM images WHERE ${IN_GALLERY} ORDER BY gallery_position`,
);
const one = sql<GalleryRow, [number]>(
  'backgrounds_one',
  `SELECT ${ITEM_COLUMNS} FROM images WHERE ${IN_GALLERY} AND id = $1`,
);
const size = sql<{ n: number }, []>(
  'backgrounds_size',
  `SELECT count(*) AS n FROM images WHERE ${IN_GALLERY}`,
);
/** The admin's own background upload, not yet in the gallery */
const ownUpload = sql<{ id: number }, [number, number]>(
  'backgrounds_own_upload',
  `SELECT id FROM images WHERE id = $1 AND kind = 'background' AND uploaded_by = $2
     AND gallery_position IS NULL`,
);
const setPlace = sql<never, [number, number, boolean]>(
  'backgrounds_set_place',
  'UPDATE images SET gallery_position = $2, active = $3 WHERE id = $1',
);
const setActive = sql<never, [number, boolean]>(
  'backgrounds_set_active',
  'UPDATE images SET active = $2 WHERE id = $1',
);
const setPosition = sql<never, [number, number]>(
  'backgrounds_set_position',
  'UPDATE images SET gallery_position = $2 WHERE id = $1',
);
// two adds at once would otherwise both read the same size, both take the last position and
// both pass the gallery's limit (the SQLite transaction holds the file)
const lockGallery = sql<never, []>('backgrounds_lock', {
  sqlite: null,
  pg: "SELECT pg_advisory_xact_lock(hashtext('kyynal.backgrounds.gallery'))",
});

/**
 * Deleting a background's row when nothing uses it: `unused` is the "used by nothing" clause
 * each database reads from its foreign keys (as the upload sweeper does), `id` the placeholder
 */
export const deleteUnusedSql = (unused: string, id: string) =>
  `DELETE FROM images WHERE id = ${id} AND gallery_position IS NOT NULL AND ${unused}`;

/** What only a database's adapter does: deleting a row nothing uses (rows deleted) */
export interface GalleryEffects {
  deleteUnused(id: number): Maybe<number>;
}

/** Gives the gallery the order of `ids` (1 first), writing only the positions that moved */
function* renumber(ids: number[], rows: GalleryRow[]): Flow<void> {
  for (const { id, position } of renumbered(ids, rows)) yield* run(setPosition, id, position);
}

/**
 * The gallery on a database (decision 0109): every admin change takes the gallery's lock
 * (PostgreSQL) first, in one transaction with its audit entries
 */
export function backgroundStoreOf<Tx>(db: Db<Tx>, effects: (tx: Tx) => GalleryEffects) {
  return {
    /** The wizard's gallery: the active backgrounds in their order */
    gallery: () => db.read(() => all(gallery)),

    /** The admin's list: every gallery background with its use */
    adminList: () =>
      db.read(function* () {
        return (yield* all(allItems)).map(toGalleryItem);
      }),

    /** Puts the admin's own background upload last in the gallery, active */
    add: (imageId: number, actor: AuditActor, now: number) =>
      db.transaction(function* (): Flow<GalleryItem | GalleryRefusal> {
        yield* run(lockGallery);
        if (!(yield* get(ownUpload, imageId, actor.id))) return { ok: false, reason: 'notFound' };
        const count = (yield* value(size))!;
        if (count >= GALLERY_MAX) return { ok: false, reason: 'full' };
        yield* run(setPlace, imageId, count + 1, true);
        const added = toGalleryItem((yield* get(one, imageId))!);
        yield* audited(galleryAudit.add(actor, added, now));
        return added;
      }),

    /** Switches a background on or off and/or moves it to `position` (1 first) */
    change: (id: number, change: GalleryChange, actor: AuditActor, now: number) =>
      db.transaction(function* (): Flow<GalleryItem | GalleryRefusal> {
        yield* run(lockGallery);
        const before = yield* get(one, id);
        if (!before) return { ok: false, reason: 'notFound' };
        if (change.active !== undefined && change.active !== !!before.active) {
          yield* run(setActive, id, change.active);
          yield* audited(galleryAudit.activate(actor, id, change.active, now));
        }
        if (change.position !== undefined) {
          const rows = yield* all(allItems);
          const { ids, target } = moved(rows, id, change.position);
          if (target !== before.position) {
            yield* renumber(ids, rows);
            yield* audited(galleryAudit.move(actor, id, before.position, target, now));
          }
        }
        return toGalleryItem((yield* get(one, id))!);
      }),

    /** Deletes the row of a background nothing uses (its object is the caller's); refuses one in use */
    remove: (id: number, actor: AuditActor, now: number) =>
      db.transaction(function* (tx): Flow<{ ok: true; fileName: string } | GalleryRefusal> {
        yield* run(lockGallery);
        const before = yield* get(one, id);
        if (!before) return { ok: false, reason: 'notFound' };
        if ((yield* wait(effects(tx).deleteUnused(id))) === 0) {
          return { ok: false, reason: 'inUse', notices: before.notices };
        }
        const rows = yield* all(allItems);
        yield* renumber(
          rows.map((row) => row.id),
          rows,
        );
        yield* audited(galleryAudit.remove(actor, before, now));
        return { ok: true, fileName: before.fileName };
      }),
  };
}

/** The gallery on SQLite */
export function createBackgroundStore({ sqlite }: Database) {
  const deleteUnused = sqlite.prepare(deleteUnusedSql(unreferenced(sqlite), '?'));
  const effects: GalleryEffects = { deleteUnused: (id) => deleteUnused.run(id).changes };
  return backgroundStoreOf(sqliteDb(sqlite), () => effects);
}

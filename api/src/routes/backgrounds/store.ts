/**
 * The background gallery: images of kind `background` with a gallery position (never visitors'
 * uploads). The wizard gets the active ones in their order; the admin (api/src/routes/admin/
 * gallery.ts) lists them all with how many notices use each, adds their own uploads, switches
 * them on and off, moves them and deletes the unused ones, each write with its audit entry in
 * the same transaction.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { GALLERY_MAX, type GalleryChange } from '../../../../db/domain/gallery-input';
import { images, notices } from '../../../../db/schema';
import { param, setParam } from '../../lib/placeholders';
import type { AuditActor, AuditEntry, AuditLog } from '../../stores/audit';
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
export interface GalleryRow {
  id: number;
  fileName: string;
  width: number;
  height: number;
  active: boolean | number;
  position: number | null;
  notices: number;
  createdAt: number;
}

export const toGalleryItem = ({ fileName, position, active, ...row }: GalleryRow): GalleryItem => ({
  ...row,
  url: uploadUrl(fileName)!,
  active: !!active,
  position: position!,
});

/** The positions to write to give the gallery the order of `ids` (1 first): only those that moved */
export function renumbered(ids: number[], rows: Pick<GalleryRow, 'id' | 'position'>[]) {
  const was = new Map(rows.map((row) => [row.id, row.position]));
  return ids
    .map((id, i) => ({ id, position: i + 1 }))
    .filter(({ id, position }) => was.get(id) !== position);
}

/** The gallery's order with `id` moved to `position` (1 first, at most last) */
export function moved(rows: Pick<GalleryRow, 'id'>[], id: number, position: number) {
  const ids = rows.map((row) => row.id).filter((other) => other !== id);
  const target = Math.min(position, rows.length);
  ids.splice(target - 1, 0, id);
  return { ids, target };
}

/** The audit entries of the admin's gallery changes */
export const galleryAudit = {
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

const inGallery = and(eq(images.kind, 'background'), isNotNull(images.galleryPosition));

export function createBackgroundStore({ db, sqlite }: Database, audit: AuditLog) {
  const gallery = db
    .select({
      id: images.id,
      fileName: images.fileName,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .where(and(inGallery, eq(images.active, true)))
    .orderBy(asc(images.galleryPosition))
    .prepare();

  const itemColumns = {
    id: images.id,
    fileName: images.fileName,
    width: images.width,
    height: images.height,
    active: images.active,
    position: images.galleryPosition,
    notices: db.$count(notices, eq(notices.backgroundImageId, images.id)),
    createdAt: images.createdAt,
  };
  // bounded by GALLERY_MAX: the whole gallery is one list
  const all = db
    .select(itemColumns)
    .from(images)
    .where(inGallery)
    .orderBy(asc(images.galleryPosition))
    .prepare();
  const one = db
    .select(itemColumns)
    .from(images)
    .where(and(inGallery, eq(images.id, param('id'))))
    .prepare();
  const size = db
    .select({ n: sql<number>`count(*)` })
    .from(images)
    .where(inGallery)
    .prepare();
  /** The admin's own background upload, not yet in the gallery */
  const ownUpload = db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.id, param('id')),
        eq(images.kind, 'background'),
        eq(images.uploadedBy, param('userId')),
        sql`${images.galleryPosition} is null`,
      ),
    )
    .prepare();
  const setPlace = db
    .update(images)
    .set({ galleryPosition: setParam('position'), active: setParam('active') })
    .where(eq(images.id, param('id')))
    .prepare();
  const setActive = db
    .update(images)
    .set({ active: setParam('active') })
    .where(eq(images.id, param('id')))
    .prepare();
  const setPosition = db
    .update(images)
    .set({ galleryPosition: setParam('position') })
    .where(eq(images.id, param('id')))
    .prepare();
  // raw: the "used by nothing" clauses are read from SQLite's foreign keys (as the sweeper does)
  const deleteUnused = sqlite.prepare(
    `DELETE FROM images WHERE id = ? AND gallery_position IS NOT NULL AND ${unreferenced(sqlite)}`,
  );

  type Row = ReturnType<typeof all.all>[number];

  /** Gives the gallery the order of `ids` (1 first), writing only the positions that moved */
  function renumber(ids: number[], rows: Row[]) {
    for (const move of renumbered(ids, rows)) setPosition.run(move);
  }

  const addTx = sqlite.transaction(
    (imageId: number, actor: AuditActor, now: number): GalleryItem | GalleryRefusal => {
      if (!ownUpload.get({ id: imageId, userId: actor.id }))
        return { ok: false, reason: 'notFound' };
      const count = size.get()!.n;
      if (count >= GALLERY_MAX) return { ok: false, reason: 'full' };
      setPlace.run({ id: imageId, position: count + 1, active: true });
      const item = toGalleryItem(one.get({ id: imageId })!);
      audit.record(galleryAudit.add(actor, item, now));
      return item;
    },
  );

  const changeTx = sqlite.transaction(
    (
      id: number,
      change: GalleryChange,
      actor: AuditActor,
      now: number,
    ): GalleryItem | GalleryRefusal => {
      const before = one.get({ id });
      if (!before) return { ok: false, reason: 'notFound' };
      if (change.active !== undefined && change.active !== !!before.active) {
        setActive.run({ id, active: change.active });
        audit.record(galleryAudit.activate(actor, id, change.active, now));
      }
      if (change.position !== undefined) {
        const rows = all.all();
        const { ids, target } = moved(rows, id, change.position);
        if (target !== before.position) {
          renumber(ids, rows);
          audit.record(galleryAudit.move(actor, id, before.position, target, now));
        }
      }
      return toGalleryItem(one.get({ id })!);
    },
  );

  const removeTx = sqlite.transaction(
    (
      id: number,
      actor: AuditActor,
      now: number,
    ): { ok: true; fileName: string } | GalleryRefusal => {
      const before = one.get({ id });
      if (!before) return { ok: false, reason: 'notFound' };
      if (deleteUnused.run(id).changes === 0) {
        return { ok: false, reason: 'inUse', notices: before.notices };
      }
      const rows = all.all();
      renumber(
        rows.map((row) => row.id),
        rows,
      );
      audit.record(galleryAudit.remove(actor, before, now));
      return { ok: true, fileName: before.fileName };
    },
  );

  return {
    /** The wizard's gallery: the active backgrounds in their order */
    gallery: (): Background[] => gallery.all(),
    /** The admin's list: every gallery background with its use */
    adminList: (): GalleryItem[] => all.all().map(toGalleryItem),
    /** Puts the admin's own background upload last in the gallery, active */
    add: (imageId: number, actor: AuditActor, now: number) => addTx(imageId, actor, now),
    /** Switches a background on or off and/or moves it to `position` (1 first) */
    change: (id: number, change: GalleryChange, actor: AuditActor, now: number) =>
      changeTx(id, change, actor, now),
    /** Deletes the row of a background nothing uses (its object is the caller's); refuses one in use */
    remove: (id: number, actor: AuditActor, now: number) => removeTx(id, actor, now),
  };
}
export type BackgroundStore = ReturnType<typeof createBackgroundStore>;

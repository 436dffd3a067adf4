/**
 * The background gallery on PostgreSQL (store.ts is the SQLite twin and holds the rules: the
 * item's shape, the new order, the audit entries). Every admin change takes the gallery's
 * transaction-scoped advisory lock first: two adds at once would otherwise both read the same
 * size, both take the last position and both pass the gallery's limit.
 */
import type pg from 'pg';
import { GALLERY_MAX, type GalleryChange } from '../../../../db/domain/gallery-input';
import { recordAudit } from '../../stores/audit.pg';
import type { AuditActor } from '../../stores/audit';
import type { Port } from '../../stores/port';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import { pgUnreferenced } from '../uploads/store';
import {
  type Background,
  type BackgroundStore,
  galleryAudit,
  type GalleryItem,
  type GalleryRefusal,
  type GalleryRow,
  moved,
  renumbered,
  toGalleryItem,
} from './store';

const IN_GALLERY = "kind = 'background' AND gallery_position IS NOT NULL";
const ITEM_COLUMNS = `id, file_name AS "fileName", width, height, active,
  gallery_position AS position,
  (SELECT count(*) FROM notices n WHERE n.background_image_id = images.id)::int AS notices,
  created_at AS "createdAt"`;

const gallery = statement(
  'backgrounds_gallery',
  `SELECT id, file_name AS "fileName", width, height FROM images
    WHERE ${IN_GALLERY} AND active ORDER BY gallery_position`,
);
// bounded by GALLERY_MAX: the whole gallery is one list
const allItems = statement(
  'backgrounds_all',
  `SELECT ${ITEM_COLUMNS} FROM images WHERE ${IN_GALLERY} ORDER BY gallery_position`,
);
const one = statement(
  'backgrounds_one',
  `SELECT ${ITEM_COLUMNS} FROM images WHERE ${IN_GALLERY} AND id = $1`,
);
const size = statement('backgrounds_size', `SELECT count(*) FROM images WHERE ${IN_GALLERY}`);
/** The admin's own background upload, not yet in the gallery */
const ownUpload = statement(
  'backgrounds_own_upload',
  `SELECT id FROM images WHERE id = $1 AND kind = 'background' AND uploaded_by = $2
     AND gallery_position IS NULL`,
);
const setPlace = statement(
  'backgrounds_set_place',
  'UPDATE images SET gallery_position = $2, active = $3 WHERE id = $1',
);
const setActive = statement(
  'backgrounds_set_active',
  'UPDATE images SET active = $2 WHERE id = $1',
);
const setPosition = statement(
  'backgrounds_set_position',
  'UPDATE images SET gallery_position = $2 WHERE id = $1',
);
const lockGallery = statement(
  'backgrounds_lock',
  "SELECT pg_advisory_xact_lock(hashtext('kyynal.backgrounds.gallery'))",
);

const item = (q: Queryable, id: number) => get<GalleryRow>(q, one, [id]);

/** Gives the gallery the order of `ids` (1 first), writing only the positions that moved */
async function renumber(q: Queryable, ids: number[], rows: GalleryRow[]) {
  for (const { id, position } of renumbered(ids, rows)) await run(q, setPosition, [id, position]);
}

export function createPgBackgroundStore(pool: pg.Pool): Port<BackgroundStore> {
  /** A gallery change: in one transaction, after the gallery's lock */
  const locked = <T>(work: (client: pg.PoolClient) => Promise<T>) =>
    transaction(pool, async (client) => {
      await run(client, lockGallery);
      return work(client);
    });

  return {
    gallery: () => all<Background>(pool, gallery),

    adminList: async () => (await all<GalleryRow>(pool, allItems)).map(toGalleryItem),

    add: (imageId: number, actor: AuditActor, now: number) =>
      locked(async (client): Promise<GalleryItem | GalleryRefusal> => {
        if (!(await get(client, ownUpload, [imageId, actor.id]))) {
          return { ok: false, reason: 'notFound' };
        }
        const count = (await value<number>(client, size))!;
        if (count >= GALLERY_MAX) return { ok: false, reason: 'full' };
        await run(client, setPlace, [imageId, count + 1, true]);
        const added = toGalleryItem((await item(client, imageId))!);
        await recordAudit(client, galleryAudit.add(actor, added, now));
        return added;
      }),

    change: (id: number, input: GalleryChange, actor: AuditActor, now: number) =>
      locked(async (client): Promise<GalleryItem | GalleryRefusal> => {
        const before = await item(client, id);
        if (!before) return { ok: false, reason: 'notFound' };
        if (input.active !== undefined && input.active !== !!before.active) {
          await run(client, setActive, [id, input.active]);
          await recordAudit(client, galleryAudit.activate(actor, id, input.active, now));
        }
        if (input.position !== undefined) {
          const rows = await all<GalleryRow>(client, allItems);
          const { ids, target } = moved(rows, id, input.position);
          if (target !== before.position) {
            await renumber(client, ids, rows);
            await recordAudit(client, galleryAudit.move(actor, id, before.position, target, now));
          }
        }
        return toGalleryItem((await item(client, id))!);
      }),

    remove: async (id: number, actor: AuditActor, now: number) => {
      const unused = await pgUnreferenced(pool);
      return locked(async (client): Promise<{ ok: true; fileName: string } | GalleryRefusal> => {
        const before = await item(client, id);
        if (!before) return { ok: false, reason: 'notFound' };
        const deleted = await run(
          client,
          `DELETE FROM images WHERE id = $1 AND gallery_position IS NOT NULL AND ${unused}`,
          [id],
        );
        if (deleted === 0) return { ok: false, reason: 'inUse', notices: before.notices };
        const rows = await all<GalleryRow>(client, allItems);
        await renumber(
          client,
          rows.map((row) => row.id),
          rows,
        );
        await recordAudit(client, galleryAudit.remove(actor, before, now));
        return { ok: true, fileName: before.fileName };
      });
    },
  };
}

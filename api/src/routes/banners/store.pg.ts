/**
 * Banners on PostgreSQL (store.ts is the SQLite twin and holds the rules: the rows' shape, the
 * state, the weighted order, the audit entries).
 *
 * Views and clicks: a view or click writes only its own mark (banner, Tallinn day, visitor,
 * address, kind; one per visitor and one per address a day, a click only after the visitor's
 * view: markSelect in store.ts), never the banner's row, so a popular
 * banner's views do not queue on one hot row. A banner's figure is its folded count
 * (banners.views, banners.clicks) plus its marks not folded yet; once a day (per instance, on
 * the first count of the new Tallinn day) past days' marks are deleted and added to the folded
 * counts in one statement, so each mark is counted exactly once even when two instances fold
 * at the same time (the second DELETE skips the rows the first removed).
 */
import type pg from 'pg';
import type { BannerInput } from '#domain/inputs/banner-input';
import { BANNER_LIMITS, type BannerPlacement, placementBit } from '#domain/vocabulary/banners';
import { recordAudit } from '../../stores/audit.pg';
import type { AuditActor } from '../../stores/audit';
import type { Port } from '../../stores/port';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import {
  adminBanner,
  BANNER_PAGE,
  bannerAudit,
  type BannerRow,
  type BannerSave,
  type BannerStore,
  type BannerViewer,
  markSelect,
  type ShowingRow,
  showingOrder,
  storedBanner,
  tallinnToday,
} from './store';

/** A banner's marks of one kind not folded into its row yet */
const unfolded = (kind: 'view' | 'click') =>
  `(SELECT count(*) FROM banner_marks m WHERE m.banner_id = b.id AND m.kind = '${kind}')::int`;

const COLUMNS = `b.id, b.image_id AS "imageId", i.file_name AS "fileName", i.width, i.height,
  b.link_url AS link, b.alt, b.placements, b.starts_on AS "startsOn", b.ends_on AS "endsOn",
  b.weight, b.active, b.views + ${unfolded('view')} AS views,
  b.clicks + ${unfolded('click')} AS clicks`;

const one = statement(
  'banners_one',
  `SELECT ${COLUMNS} FROM banners b JOIN images i ON i.id = b.image_id WHERE b.id = $1`,
);
const oneLocked = statement(
  'banners_one_locked',
  `SELECT ${COLUMNS} FROM banners b JOIN images i ON i.id = b.image_id WHERE b.id = $1
   FOR UPDATE OF b`,
);
const page = statement(
  'banners_page',
  `SELECT ${COLUMNS} FROM banners b JOIN images i ON i.id = b.image_id
   ORDER BY b.id DESC LIMIT $1 OFFSET $2`,
);
const count = statement('banners_count', 'SELECT count(*) FROM banners');
const bannerImage = statement(
  'banners_image',
  "SELECT 1 FROM images WHERE id = $1 AND kind = 'banner'",
);
const insert = statement(
  'banners_insert',
  `INSERT INTO banners (image_id, link_url, alt, placements, starts_on, ends_on, weight, active,
     created_at, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
);
const update = statement(
  'banners_update',
  `UPDATE banners SET image_id = $1, link_url = $2, alt = $3, placements = $4, starts_on = $5,
     ends_on = $6, weight = $7, active = $8, updated_at = $9
   WHERE id = $10`,
);
const remove = statement('banners_delete', 'DELETE FROM banners WHERE id = $1');
// the few banners of one placement shown today, on the index (active, ends_on)
const showing = statement(
  'banners_showing',
  `SELECT b.id, i.file_name AS "fileName", i.width, i.height, b.alt, b.weight
   FROM banners b JOIN images i ON i.id = b.image_id
   WHERE b.active AND b.ends_on >= $1 AND b.starts_on <= $1 AND (b.placements & $2) <> 0
   ORDER BY b.id LIMIT ${BANNER_LIMITS.perPlacement}`,
);
/** Whether banner $1 is shown on day $2 */
const BANNER_TODAY = `SELECT link_url AS link, (active AND starts_on <= $2 AND ends_on >= $2) AS live
  FROM banners WHERE id = $1`;
/** A click without the visitor cookie: the banner's link and whether it is shown, no mark */
const shownToday = statement('banners_shown_today', BANNER_TODAY);
/**
 * A view or click in one statement: the banner's link and whether it is shown today, and its
 * mark written while it is (markSelect: a repeat of the visitor's or the address's that day, or
 * a click without the visitor's view, writes nothing)
 */
const mark = statement(
  'banners_mark',
  `WITH banner AS (${BANNER_TODAY}),
   marked AS (
     INSERT INTO banner_marks (banner_id, day, visitor_hash, address_hash, kind)
     ${markSelect({ id: '$1::int', day: '$2::text', visitor: '$3::text', address: '$5::text', kind: '$4::text' })}
       AND (SELECT live FROM banner)
     ON CONFLICT DO NOTHING)
   SELECT link, live FROM banner`,
);
/** Past days' marks, deleted and added to their banners' counts at once */
const fold = statement(
  'banners_fold_marks',
  `WITH gone AS (DELETE FROM banner_marks WHERE day < $1 RETURNING banner_id, kind),
   per AS (
     SELECT banner_id, count(*) FILTER (WHERE kind = 'view')::int AS views,
       count(*) FILTER (WHERE kind = 'click')::int AS clicks
     FROM gone GROUP BY banner_id)
   UPDATE banners SET views = banners.views + per.views, clicks = banners.clicks + per.clicks
   FROM per WHERE banners.id = per.banner_id`,
);

const FOREIGN_KEY_VIOLATION = '23503';

const values = (input: BannerInput, now: number) => {
  const s = storedBanner(input, now);
  return [s.imageId, s.link, s.alt, s.placements, s.startsOn, s.endsOn, s.weight, s.active, now];
};

async function find(q: Queryable, id: number, today: string, lock = false) {
  const row = await get<BannerRow>(q, lock ? oneLocked : one, [id]);
  return row ? adminBanner(row, today) : null;
}

export function createPgBannerStore(pool: pg.Pool): Port<BannerStore> {
  let foldedFor = '';

  /** Folds past days' marks once per Tallinn day (in this instance) */
  async function foldPastDays(today: string) {
    if (foldedFor === today) return;
    foldedFor = today;
    try {
      await run(pool, fold, [today]);
    } catch (error) {
      foldedFor = '';
      throw error;
    }
  }

  async function countMark(
    id: number,
    kind: 'view' | 'click',
    who: BannerViewer | null,
    now: number,
  ) {
    const today = tallinnToday(now);
    if (!who)
      return (await get<{ link: string; live: boolean }>(pool, shownToday, [id, today])) ?? null;
    await foldPastDays(today);
    try {
      return (
        (await get<{ link: string; live: boolean }>(pool, mark, [
          id,
          today,
          who.visitor,
          kind,
          who.address,
        ])) ?? null
      );
    } catch (error) {
      // the banner was deleted between the statement's read and its mark: as if unknown
      if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return null;
      throw error;
    }
  }

  return {
    adminList: async (pageNumber, now) => {
      const today = tallinnToday(now);
      const rows = await all<BannerRow>(pool, page, [BANNER_PAGE, (pageNumber - 1) * BANNER_PAGE]);
      return {
        items: rows.map((r) => adminBanner(r, today)),
        total: (await value<number>(pool, count))!,
      };
    },

    adminBanner: (id, now) => find(pool, id, tallinnToday(now)),

    create: (input: BannerInput, actor: AuditActor, now: number) =>
      transaction(pool, async (client): Promise<BannerSave> => {
        if (!(await get(client, bannerImage, [input.imageId]))) {
          return { ok: false, field: 'imageId' };
        }
        const id = (await value<number>(client, insert, values(input, now)))!;
        await recordAudit(client, bannerAudit.create(actor, id, input, now));
        return { ok: true, banner: (await find(client, id, tallinnToday(now)))! };
      }),

    update: (id, input, actor, now) =>
      transaction(pool, async (client): Promise<BannerSave | null> => {
        const today = tallinnToday(now);
        const before = await find(client, id, today, true);
        if (!before) return null;
        if (
          input.imageId !== before.imageId &&
          !(await get(client, bannerImage, [input.imageId]))
        ) {
          return { ok: false, field: 'imageId' };
        }
        await run(client, update, [...values(input, now), id]);
        await recordAudit(client, bannerAudit.update(actor, id, before, input, now));
        return { ok: true, banner: (await find(client, id, today))! };
      }),

    remove: (id, actor, now) =>
      transaction(pool, async (client) => {
        const before = await find(client, id, tallinnToday(now), true);
        if (!before) return false;
        await run(client, remove, [id]);
        await recordAudit(client, bannerAudit.remove(actor, id, before, now));
        return true;
      }),

    showing: async (placement: BannerPlacement, now: number, random?: () => number) =>
      showingOrder(
        await all<ShowingRow>(pool, showing, [tallinnToday(now), placementBit(placement)]),
        random,
      ),

    view: async (id, who, now) => (await countMark(id, 'view', who, now))?.live ?? false,

    click: async (id, who, now) => (await countMark(id, 'click', who, now))?.link ?? null,
  };
}

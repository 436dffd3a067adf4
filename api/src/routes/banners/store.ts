/**
 * Banners (tables banners, banner_marks): the banner manager's list and saves, each save with
 * its audit entry in the same transaction; the public pick of what a placement shows today
 * (Tallinn days, weighted), and the views and clicks counted once per banner and day for a
 * visitor and for a client address, a click only after the visitor's counted view (decision
 * 0108). Raw statements prepared once.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { BannerInput } from '#domain/inputs/banner-input';
import {
  BANNER_LIMITS,
  type BannerPlacement,
  type BannerState,
  placementBit,
  placementsOfBits,
} from '#domain/vocabulary/banners';
import { isoDay, tallinnWallClock } from '#domain/calendar/dates';
import { dayOfIso, isoOfDay } from '#domain/calendar/day-text';
import { type AuditActor, type AuditEntry, type AuditLog, changedFields } from '../../stores/audit';
import { uploadUrl } from '../notices/queries';

/** One page of the admin's list */
export const BANNER_PAGE = 50;

/** A banner's row as either database gives it (the flag 0/1 on SQLite, boolean on PostgreSQL) */
export interface BannerRow {
  id: number;
  imageId: number;
  fileName: string;
  width: number;
  height: number;
  link: string;
  alt: string;
  placements: number;
  startsOn: string;
  endsOn: string;
  weight: number;
  active: number | boolean;
  views: number;
  clicks: number;
}

const COLUMNS = `b.id, b.image_id AS imageId, i.file_name AS fileName, i.width, i.height,
  b.link_url AS link, b.alt, b.placements, b.starts_on AS startsOn, b.ends_on AS endsOn, b.weight,
  b.active, b.views, b.clicks`;

/** Today in Tallinn as YYYY-MM-DD: the banners' schedule is in Estonian calendar days */
export function tallinnToday(now: number): string {
  const { year, month, day } = tallinnWallClock(now);
  return isoDay(year, month, day);
}

function stateOf(row: Pick<BannerRow, 'active' | 'startsOn' | 'endsOn'>, today: string) {
  if (!row.active) return 'inactive' satisfies BannerState;
  if (row.endsOn < today) return 'ended' satisfies BannerState;
  if (row.startsOn > today) return 'scheduled' satisfies BannerState;
  return 'active' satisfies BannerState;
}

/** What the admin sees and edits: the input's fields plus the image, counts and state */
export function adminBanner(row: BannerRow, today: string) {
  return {
    id: row.id,
    imageId: row.imageId,
    imageUrl: uploadUrl(row.fileName)!,
    link: row.link,
    alt: row.alt,
    placements: placementsOfBits(row.placements),
    startsOn: dayOfIso(row.startsOn),
    endsOn: dayOfIso(row.endsOn),
    weight: row.weight,
    active: Boolean(row.active),
    views: row.views,
    clicks: row.clicks,
    /** Clicks per view in percent, one decimal; null before the first view */
    ctr: row.views ? Math.round((row.clicks / row.views) * 1000) / 10 : null,
    state: stateOf(row, today) as BannerState,
  };
}
export type AdminBanner = ReturnType<typeof adminBanner>;

/** The audited fields of a banner (what the input sets), as stored */
export const audited = (b: BannerInput) => ({
  imageId: b.imageId,
  link: b.link,
  alt: b.alt,
  placements: b.placements,
  startsOn: b.startsOn,
  endsOn: b.endsOn,
  weight: b.weight,
  active: b.active,
});

export type BannerSave = { ok: true; banner: AdminBanner } | { ok: false; field: 'imageId' };

/** A weighted random order (Efraimidis–Spirakis): a banner of weight 3 leads thrice as often */
export function weightedOrder<T extends { weight: number }>(items: T[], random = Math.random): T[] {
  return items
    .map((item) => ({ item, key: Math.pow(random() || Number.MIN_VALUE, 1 / item.weight) }))
    .sort((a, b) => b.key - a.key)
    .map(({ item }) => item);
}

/** The input as the table stores it: days as YYYY-MM-DD, placements as bits */
export const storedBanner = (input: BannerInput, now: number) => ({
  imageId: input.imageId,
  link: input.link,
  alt: input.alt,
  placements: input.placements.reduce((bits, p) => bits | placementBit(p), 0),
  startsOn: isoOfDay(input.startsOn)!,
  endsOn: isoOfDay(input.endsOn)!,
  weight: input.weight,
  active: input.active,
  now,
});

/** Who saw or clicked a banner: keyed hashes of the visitor cookie and of the client's address */
export interface BannerViewer {
  visitor: string;
  address: string;
}

/**
 * The mark of a view or click as a SELECT for `INSERT ... SELECT` (SQL placeholders given by
 * each database's store): a view always, a click only when the same visitor's view of the
 * banner was counted that day (a click from a client that cannot have seen the banner is not
 * counted). A mark already there for the visitor, or for the address (unique index
 * banner_marks_address), is ignored by the insert.
 */
export const markSelect = (p: {
  id: string;
  day: string;
  visitor: string;
  address: string;
  kind: string;
}) =>
  `SELECT ${p.id}, ${p.day}, ${p.visitor}, ${p.address}, ${p.kind}
   WHERE (${p.kind} = 'view' OR EXISTS (SELECT 1 FROM banner_marks v
     WHERE v.banner_id = ${p.id} AND v.day = ${p.day} AND v.visitor_hash = ${p.visitor}
       AND v.kind = 'view'))`;

/** One banner a placement shows, as its row has it */
export interface ShowingRow {
  id: number;
  fileName: string;
  width: number;
  height: number;
  alt: string;
  weight: number;
}

/** What a placement shows, in a weighted random order */
export const showingOrder = (rows: ShowingRow[], random?: () => number) =>
  weightedOrder(rows, random).map((r) => ({
    id: r.id,
    imageUrl: uploadUrl(r.fileName)!,
    width: r.width,
    height: r.height,
    alt: r.alt,
  }));

/** The audit entries of the manager's saves */
export const bannerAudit = {
  create: (actor: AuditActor, id: number, input: BannerInput, now: number): AuditEntry => ({
    actor,
    action: 'banner.create',
    entityId: id,
    after: audited(input),
    at: now,
  }),
  update: (
    actor: AuditActor,
    id: number,
    before: AdminBanner,
    input: BannerInput,
    now: number,
  ): AuditEntry => ({
    actor,
    action: 'banner.update',
    entityId: id,
    ...changedFields(audited(before), audited(input)),
    at: now,
  }),
  remove: (actor: AuditActor, id: number, before: AdminBanner, now: number): AuditEntry => ({
    actor,
    action: 'banner.delete',
    entityId: id,
    before: audited(before),
    at: now,
  }),
};

export function createBannerStore(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const one = sqlite.prepare(
    `SELECT ${COLUMNS} FROM banners b JOIN images i ON i.id = b.image_id WHERE b.id = ?`,
  );
  const page = sqlite.prepare(
    `SELECT ${COLUMNS} FROM banners b JOIN images i ON i.id = b.image_id
     ORDER BY b.id DESC LIMIT ? OFFSET ?`,
  );
  const count = sqlite.prepare('SELECT count(*) FROM banners').pluck();
  const bannerImage = sqlite.prepare("SELECT 1 FROM images WHERE id = ? AND kind = 'banner'");
  const insert = sqlite.prepare(
    `INSERT INTO banners (image_id, link_url, alt, placements, starts_on, ends_on, weight, active,
       created_at, updated_at)
     VALUES (@imageId, @link, @alt, @placements, @startsOn, @endsOn, @weight, @active, @now, @now)
     RETURNING id`,
  );
  const update = sqlite.prepare(
    `UPDATE banners SET image_id = @imageId, link_url = @link, alt = @alt,
       placements = @placements, starts_on = @startsOn, ends_on = @endsOn, weight = @weight,
       active = @active, updated_at = @now
     WHERE id = @id`,
  );
  const remove = sqlite.prepare('DELETE FROM banners WHERE id = ?');
  // the few banners of one placement shown today, on the index (active, ends_on)
  const showing = sqlite.prepare(
    `SELECT b.id, i.file_name AS fileName, i.width, i.height, b.alt, b.weight
     FROM banners b JOIN images i ON i.id = b.image_id
     WHERE b.active = 1 AND b.ends_on >= @today AND b.starts_on <= @today
       AND (b.placements & @bit) != 0
     ORDER BY b.id LIMIT ${BANNER_LIMITS.perPlacement}`,
  );
  const shownToday = sqlite.prepare(
    `SELECT link_url AS link, (active = 1 AND starts_on <= @today AND ends_on >= @today) AS live
     FROM banners WHERE id = @id`,
  );
  const mark = sqlite.prepare(
    `INSERT OR IGNORE INTO banner_marks (banner_id, day, visitor_hash, address_hash, kind)
     ${markSelect({ id: '@id', day: '@day', visitor: '@visitor', address: '@address', kind: '@kind' })}`,
  );
  const addView = sqlite.prepare('UPDATE banners SET views = views + 1 WHERE id = ?');
  const addClick = sqlite.prepare('UPDATE banners SET clicks = clicks + 1 WHERE id = ?');
  const pruneMarks = sqlite.prepare('DELETE FROM banner_marks WHERE day < ?');
  let prunedFor = '';

  const find = (id: number, today: string) => {
    const row = one.get(id) as BannerRow | undefined;
    return row ? adminBanner(row, today) : null;
  };

  /** The row's values: SQLite keeps the flag as 0/1 */
  const stored = (input: BannerInput, now: number) => {
    const row = storedBanner(input, now);
    return { ...row, active: row.active ? 1 : 0 };
  };

  const createTx = sqlite.transaction(
    (input: BannerInput, actor: AuditActor, now: number): BannerSave => {
      if (!bannerImage.get(input.imageId)) return { ok: false, field: 'imageId' };
      const { id } = insert.get(stored(input, now)) as { id: number };
      audit.record(bannerAudit.create(actor, id, input, now));
      return { ok: true, banner: find(id, tallinnToday(now))! };
    },
  );

  const updateTx = sqlite.transaction(
    (id: number, input: BannerInput, actor: AuditActor, now: number): BannerSave | null => {
      const today = tallinnToday(now);
      const before = find(id, today);
      if (!before) return null;
      if (input.imageId !== before.imageId && !bannerImage.get(input.imageId)) {
        return { ok: false, field: 'imageId' };
      }
      update.run({ ...stored(input, now), id });
      audit.record(bannerAudit.update(actor, id, before, input, now));
      return { ok: true, banner: find(id, today)! };
    },
  );

  const removeTx = sqlite.transaction((id: number, actor: AuditActor, now: number): boolean => {
    const before = find(id, tallinnToday(now));
    if (!before) return false;
    remove.run(id);
    audit.record(bannerAudit.remove(actor, id, before, now));
    return true;
  });

  /**
   * A view or click of banner `id` by `who` (null: a client without the visitor cookie, never
   * counted): counted as markSelect says while the banner is shown (past days' marks dropped);
   * its link, or null for an unknown banner
   */
  const countTx = sqlite.transaction(
    (id: number, kind: 'view' | 'click', who: BannerViewer | null, now: number) => {
      const today = tallinnToday(now);
      const row = shownToday.get({ id, today }) as { link: string; live: number } | undefined;
      if (!row) return null;
      if (!row.live || !who) return { link: row.link, live: row.live === 1 };
      if (prunedFor !== today) {
        pruneMarks.run(today);
        prunedFor = today;
      }
      const marked = mark.run({ id, day: today, ...who, kind });
      if (marked.changes > 0) {
        (kind === 'view' ? addView : addClick).run(id);
      }
      return { link: row.link, live: true };
    },
  );

  return {
    /** The admin's list, newest first, with each banner's views, clicks, CTR and state */
    adminList(pageNumber: number, now: number) {
      const today = tallinnToday(now);
      const rows = page.all(BANNER_PAGE, (pageNumber - 1) * BANNER_PAGE) as BannerRow[];
      return { items: rows.map((r) => adminBanner(r, today)), total: count.get() as number };
    },
    adminBanner: (id: number, now: number) => find(id, tallinnToday(now)),
    create: (input: BannerInput, actor: AuditActor, now: number) => createTx(input, actor, now),
    update: (id: number, input: BannerInput, actor: AuditActor, now: number) =>
      updateTx(id, input, actor, now),
    remove: (id: number, actor: AuditActor, now: number) => removeTx(id, actor, now),

    /** What `placement` shows today, in a weighted random order */
    showing(placement: BannerPlacement, now: number, random?: () => number) {
      const rows = showing.all({
        today: tallinnToday(now),
        bit: placementBit(placement),
      }) as ShowingRow[];
      return showingOrder(rows, random);
    },

    /** A view of a banner shown today; false for a banner not shown (unknown, off, out of dates) */
    view(id: number, who: BannerViewer, now: number): boolean {
      return countTx(id, 'view', who, now)?.live ?? false;
    },

    /**
     * The banner's link for the click's redirect (null: unknown); counted while it is shown, for
     * a visitor whose view of it was counted that day
     */
    click(id: number, who: BannerViewer | null, now: number): string | null {
      return countTx(id, 'click', who, now)?.link ?? null;
    },
  };
}
export type BannerStore = ReturnType<typeof createBannerStore>;

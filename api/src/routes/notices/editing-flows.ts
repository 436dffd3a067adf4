/**
 * The write side of notices, written once for both databases (decision 0109): drafts, complete
 * notices awaiting payment and edits of published ones. The statements are built from editing.ts's
 * column lists; each database only spends the draft-link mail's throttle and queues the mail its
 * own way. createNoticeEditing is the SQLite store; editing.pg.ts the PostgreSQL one.
 */
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '#db/client';
import type { NoticeDraftInput, NoticeInput } from '#domain/inputs/notice-input';
import { notices } from '#db/schema';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import { all, get, run, sql, sqliteDb, value, wait, type Db, type Maybe } from '../../stores/flow';
import type { Throttle, ThrottleCheck } from '../../stores/throttle';
import {
  ALL_COLUMNS,
  DRAFT_MAIL_RULE,
  EDITABLE_COLUMNS,
  noticeForEdit,
  toRow,
  type DraftLinkMail,
  type Row,
  type StatusChange,
} from './editing';

type Column = keyof typeof columns;

const columns = getTableColumns(notices);
const sqlName = (key: Column) => `"${columns[key].name}"`;
/** `$from, $from+1…` for n values */
const slots = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');
const sets = (keys: readonly Column[], from: number) =>
  keys.map((key, i) => `${sqlName(key)} = $${from + i}`).join(', ');
const valuesOf = (row: Row, keys: readonly (keyof Row)[]) => keys.map((key) => row[key]);

const A = ALL_COLUMNS.length;
const E = EDITABLE_COLUMNS.length;

const insertNotice = sql<{ id: number }, unknown[]>(
  'editing_insert',
  `INSERT INTO notices (${ALL_COLUMNS.map(sqlName).join(', ')}, status, user_id, edit_token_hash,
     created_at) VALUES (${slots(1, A + 4)}) RETURNING id`,
);
// only while it has the status the edit was authorised on (a payment may publish it meanwhile)
const replaceNotice = sql<never, unknown[]>(
  'editing_replace',
  `UPDATE notices SET ${sets(ALL_COLUMNS, 1)}, status = $${A + 1},
     user_id = coalesce(user_id, $${A + 2}), updated_at = $${A + 3}
   WHERE id = $${A + 4} AND status = $${A + 5}`,
);
// A published notice's prefix, dates and portrait show on list cards too. The SET list always
// names deceased_name, and SQLite fires `AFTER UPDATE OF deceased_name` triggers whenever the
// column is named, changed or not: the list version moves and cached lists refresh at once.
const editPublished = sql<never, unknown[]>(
  'editing_edit_published',
  `UPDATE notices SET ${sets(EDITABLE_COLUMNS, 1)}, updated_at = $${E + 1}
   WHERE id = $${E + 2} AND status = 'published'`,
);
const setTokenHash = sql<never, [string, number]>(
  'editing_token_hash',
  'UPDATE notices SET edit_token_hash = $1 WHERE id = $2',
);
const clearCounties = sql<never, [number]>(
  'editing_clear_counties',
  'DELETE FROM notice_counties WHERE notice_id = $1',
);
const addCounties = sql<never, [number, readonly number[]]>('editing_add_counties', {
  sqlite: 'INSERT INTO notice_counties (notice_id, county_id) SELECT $1, value FROM json_each($2)',
  pg: 'INSERT INTO notice_counties (notice_id, county_id) SELECT $1, unnest($2::int[])',
});
const countiesOf = sql<{ countyId: number }, [number]>(
  'editing_counties',
  'SELECT county_id AS "countyId" FROM notice_counties WHERE notice_id = $1 ORDER BY county_id',
);
// Uploads are private until used: the gallery (active), the uploader's own (by visitor or
// account) and the images the notice already has. Ids are sequential, so guessing one must
// not lend anybody else's portrait.
const usableImage = sql<{ one: number }, [number, string, string, number | null, number | null]>(
  'editing_usable_image',
  `SELECT 1 AS one FROM images WHERE id = $1 AND kind = $2 AND (active OR uploader_hash = $3
     OR (uploaded_by IS NOT NULL AND uploaded_by = $4)
     OR EXISTS (SELECT 1 FROM notices
                 WHERE notices.id = $5
                   AND images.id IN (notices.background_image_id, notices.portrait_image_id)))`,
);
const placeById = sql<{ name: string; countyId: number; county: string }, [number]>(
  'editing_place',
  `SELECT p.name, p.county_id AS "countyId", c.name AS county
     FROM places p JOIN counties c ON c.id = p.county_id WHERE p.id = $1`,
);
/** The notice's fields, its images' files and its county ids in order, comma-separated */
const forEditText = (countyIds: string) =>
  `SELECT n.id, n.status, ${ALL_COLUMNS.map((key) => `n.${sqlName(key)} AS "${key}"`).join(', ')},
     background.file_name AS "backgroundFile", portrait.file_name AS "portraitFile",
     ${countyIds} AS "countyIds"
   FROM notices n
   LEFT JOIN images background ON background.id = n.background_image_id
   LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
   WHERE n.id = $1`;
type ForEditRow = Parameters<typeof noticeForEdit>[0] & {
  backgroundFile: string | null;
  portraitFile: string | null;
  countyIds: string | null;
};
const forEdit = sql<ForEditRow, [number]>('editing_for_edit', {
  sqlite: forEditText(`(SELECT group_concat(county_id) FROM
     (SELECT county_id FROM notice_counties WHERE notice_id = n.id ORDER BY county_id))`),
  pg: forEditText(`(SELECT string_agg(county_id::text, ',' ORDER BY county_id)
     FROM notice_counties WHERE notice_id = n.id)`),
});
// A poem chosen from the bank and left as it is keeps the bank poem's author and title.
const bankPoemByBody = sql<{ id: number }, [string]>(
  'editing_bank_poem',
  'SELECT id FROM poems WHERE body = $1 ORDER BY id LIMIT 1',
);

function* rowOf(v: NoticeDraftInput, now: number) {
  const poemId = v.poem ? ((yield* value(bankPoemByBody, v.poem)) ?? null) : null;
  return toRow(v, now, poemId);
}

function* writeCounties(id: number, counties: readonly number[] | undefined) {
  yield* run(clearCounties, id);
  if (counties?.length) yield* run(addCounties, id, counties);
}

/** What each database does its own way: the draft link's throttle and its queued mail */
export interface EditingEffects {
  /** Counts every check, or none: 0 when counted (Throttle's spend) */
  spend(checks: readonly ThrottleCheck[], now: number): Maybe<number>;
  /** Queues the draft link's mail in the transaction */
  mailLink(message: MailMessage, now: number): Maybe<unknown>;
}

/**
 * The notice writes on a database; `effects` act inside `tx`, `mailQueued` is called after a
 * commit that may have queued a mail, `listChanged` after a published notice's edit (its card
 * on the lists changes).
 */
export function noticeEditingOf<Tx>(
  db: Db<Tx>,
  effects: (tx: Tx) => EditingEffects,
  mailQueued: () => void,
  listChanged: () => void,
) {
  return {
    /**
     * A new notice (draft or awaiting payment) with its counties; a draft's private link is
     * queued with it, at most 3 an hour per recipient (beyond that silently not sent).
     */
    create: (
      values: NoticeDraftInput,
      status: 'draft' | 'awaiting_payment',
      userId: number | null,
      tokenHash: string,
      now: number,
      linkMail: DraftLinkMail | null = null,
    ) =>
      db.transaction(
        function* (tx) {
          const row = yield* rowOf(values, now);
          const fields = valuesOf(row, ALL_COLUMNS);
          const id = (yield* value(insertNotice, ...fields, status, userId, tokenHash, now))!;
          yield* writeCounties(id, values.counties);
          const spent =
            linkMail && (yield* wait(effects(tx).spend([[DRAFT_MAIL_RULE, [linkMail.to]]], now)));
          if (linkMail && spent === 0) yield* wait(effects(tx).mailLink(linkMail.message(id), now));
          return id;
        },
        linkMail ? mailQueued : undefined,
      ),

    /**
     * Replaces every field of an unpublished notice that still has status `change.from`; a
     * missing owner becomes `userId`, a new token hash replaces the old one. False when the
     * notice's status moved on meanwhile (nothing written).
     */
    replace: (
      id: number,
      values: NoticeDraftInput,
      { from, to }: StatusChange,
      userId: number | null,
      now: number,
      tokenHash: string | null = null,
    ) =>
      db.transaction(function* () {
        const fields = valuesOf(yield* rowOf(values, now), ALL_COLUMNS);
        if ((yield* run(replaceNotice, ...fields, to, userId, now, id, from)) === 0) return false;
        yield* writeCounties(id, values.counties);
        if (tokenHash !== null) yield* run(setTokenHash, tokenHash, id);
        return true;
      }),

    /**
     * Changes the fields a published notice may change without a new payment; false when it is
     * no longer published (hidden meanwhile).
     */
    editPublished: (id: number, values: NoticeInput, now: number) =>
      db.transaction(function* () {
        const fields = valuesOf(yield* rowOf(values, now), EDITABLE_COLUMNS);
        return (yield* run(editPublished, ...fields, now, id)) > 0;
      }, listChanged),

    counties: (id: number) =>
      db.read(function* () {
        return (yield* all(countiesOf, id)).map((row) => row.countyId);
      }),
    imageUsable: (
      id: number,
      kind: 'background' | 'portrait',
      by: { visitorHash: string; userId: number | null; noticeId: number | null },
    ) =>
      db.read(function* () {
        const usable = yield* get(usableImage, id, kind, by.visitorHash, by.userId, by.noticeId);
        return usable !== undefined;
      }),
    /** A place's name and its county (EHAK: every place lies in one), or undefined */
    place: (id: number) => db.read(() => get(placeById, id)),

    /** The stored values in the wizard's shape, with image URLs for its previews. */
    forEdit: (id: number) =>
      db.read(function* () {
        const row = yield* get(forEdit, id);
        if (!row) return null;
        const ids = row.countyIds ? row.countyIds.split(',').map(Number) : [];
        return noticeForEdit(row, ids, row.backgroundFile, row.portraitFile);
      }),
  };
}

export type NoticeEditing = ReturnType<typeof noticeEditingOf>;

/** The notice writes on SQLite (its triggers move the list version themselves) */
export function createNoticeEditing(
  { sqlite }: Database,
  { throttle, mail }: { throttle: Throttle; mail: MailOutbox },
) {
  const effects: EditingEffects = {
    spend: throttle.spend,
    // (the outbox's enqueue wakes the sender itself)
    mailLink: (message) => mail.enqueue('draft_link', message),
  };
  return noticeEditingOf(
    sqliteDb(sqlite),
    () => effects,
    () => {},
    () => {},
  );
}

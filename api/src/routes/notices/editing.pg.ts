/**
 * The write side of notices on PostgreSQL (editing.ts holds the field mapping, the rules and the
 * SQLite twin). The statements are written from the same column lists, named by the pg schema.
 */
import { getTableColumns } from 'drizzle-orm';
import { notices } from '../../../../db/pg/schema';
import type { PgContext } from '../../stores/pg/context';
import { all, get, run, statement, transaction, value, type Queryable } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { enqueueMail } from '../../stores/mail-queue.pg';
import {
  ALL_COLUMNS,
  DRAFT_MAIL_RULE,
  EDITABLE_COLUMNS,
  noticeForEdit,
  toRow,
  type createNoticeEditing,
  type Row,
} from './editing';
import type { ListSignal } from './list-signal.pg';

type Editing = Port<ReturnType<typeof createNoticeEditing>>;
type Notice = Parameters<typeof noticeForEdit>[0];
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

const insertNotice = statement(
  'editing_insert',
  `INSERT INTO notices (${ALL_COLUMNS.map(sqlName).join(', ')}, status, user_id, edit_token_hash,
     created_at) VALUES (${slots(1, A + 4)}) RETURNING id`,
);
// only while it has the status the edit was authorised on (a payment may publish it meanwhile)
const replaceNotice = statement(
  'editing_replace',
  `UPDATE notices SET ${sets(ALL_COLUMNS, 1)}, status = $${A + 1},
     user_id = coalesce(user_id, $${A + 2}), updated_at = $${A + 3}
   WHERE id = $${A + 4} AND status = $${A + 5}`,
);
const editPublished = statement(
  'editing_edit_published',
  `UPDATE notices SET ${sets(EDITABLE_COLUMNS, 1)}, updated_at = $${E + 1}
   WHERE id = $${E + 2} AND status = 'published'`,
);
const setTokenHash = statement(
  'editing_token_hash',
  'UPDATE notices SET edit_token_hash = $1 WHERE id = $2',
);
const clearCounties = statement(
  'editing_clear_counties',
  'DELETE FROM notice_counties WHERE notice_id = $1',
);
const addCounties = statement(
  'editing_add_counties',
  'INSERT INTO notice_counties (notice_id, county_id) SELECT $1, unnest($2::int[])',
);
const countiesOf = statement(
  'editing_counties',
  'SELECT county_id FROM notice_counties WHERE notice_id = $1 ORDER BY county_id',
);
// Uploads are private until used: the gallery (active), the uploader's own (by visitor or
// account) and the images the notice already has.
const usableImage = statement(
  'editing_usable_image',
  `SELECT 1 FROM images WHERE id = $1 AND kind = $2 AND (active OR uploader_hash = $3
     OR (uploaded_by IS NOT NULL AND uploaded_by = $4)
     OR EXISTS (SELECT 1 FROM notices
                 WHERE notices.id = $5
                   AND images.id IN (notices.background_image_id, notices.portrait_image_id)))`,
);
const placeById = statement(
  'editing_place',
  `SELECT p.name, p.county_id AS "countyId", c.name AS county
     FROM places p JOIN counties c ON c.id = p.county_id WHERE p.id = $1`,
);
const forEdit = statement(
  'editing_for_edit',
  `SELECT ${Object.entries(columns)
    .filter(([key]) => key !== 'nameSearch')
    .map(([key, column]) => `n."${column.name}" AS "${key}"`)
    .join(', ')},
     background.file_name AS "backgroundFile", portrait.file_name AS "portraitFile",
     coalesce((SELECT array_agg(county_id ORDER BY county_id) FROM notice_counties
                WHERE notice_id = n.id), '{}') AS "countyIds"
   FROM notices n
   LEFT JOIN images background ON background.id = n.background_image_id
   LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
   WHERE n.id = $1`,
);
// A poem chosen from the bank and left as it is keeps the bank poem's author and title.
const bankPoemByBody = statement(
  'editing_bank_poem',
  'SELECT id FROM poems WHERE body = $1 ORDER BY id LIMIT 1',
);

async function rowOf(q: Queryable, v: Parameters<typeof toRow>[0], now: number) {
  const poemId = v.poem ? ((await value<number>(q, bankPoemByBody, [v.poem])) ?? null) : null;
  return toRow(v, now, poemId);
}

async function writeCounties(q: Queryable, id: number, counties: readonly number[] | undefined) {
  await run(q, clearCounties, [id]);
  if (counties?.length) await run(q, addCounties, [id, counties]);
}

export function createPgNoticeEditing(ctx: PgContext, signal: ListSignal): Editing {
  const { pool } = ctx;
  return {
    async create(values, status, userId, tokenHash, now, linkMail = null) {
      let mailed = false;
      const id = await transaction(pool, async (client) => {
        const row = await rowOf(client, values, now);
        const id = (await value<number>(client, insertNotice, [
          ...valuesOf(row, ALL_COLUMNS),
          status,
          userId,
          tokenHash,
          now,
        ]))!;
        await writeCounties(client, id, values.counties);
        // at most 3 an hour per recipient: beyond that silently not sent
        mailed =
          linkMail !== null &&
          (await ctx.throttle.spendIn(client, [[DRAFT_MAIL_RULE, [linkMail.to]]], now)) === 0;
        if (mailed) await enqueueMail(client, 'draft_link', linkMail!.message(id), now);
        return id;
      });
      if (mailed) ctx.deps.mail.kick();
      return id;
    },

    async replace(id, values, { from, to }, userId, now, tokenHash = null) {
      return transaction(pool, async (client) => {
        const row = await rowOf(client, values, now);
        const changed = await run(client, replaceNotice, [
          ...valuesOf(row, ALL_COLUMNS),
          to,
          userId,
          now,
          id,
          from,
        ]);
        if (changed === 0) return false;
        await writeCounties(client, id, values.counties);
        if (tokenHash !== null) await run(client, setTokenHash, [tokenHash, id]);
        return true;
      });
    },

    async editPublished(id, values, now) {
      const row = await rowOf(pool, values, now);
      const edited =
        (await run(pool, editPublished, [...valuesOf(row, EDITABLE_COLUMNS), now, id])) > 0;
      // its card on the lists changes: this instance's cached lists go at once
      if (edited) signal.changed();
      return edited;
    },

    counties: async (id) =>
      (await all<{ county_id: number }>(pool, countiesOf, [id])).map((row) => row.county_id),
    imageUsable: async (id, kind, by) =>
      (await get(pool, usableImage, [id, kind, by.visitorHash, by.userId, by.noticeId])) !==
      undefined,
    place: (id) => get<{ name: string; countyId: number; county: string }>(pool, placeById, [id]),

    async forEdit(id) {
      const row = await get<
        Notice & { backgroundFile: string | null; portraitFile: string | null; countyIds: number[] }
      >(pool, forEdit, [id]);
      return row ? noticeForEdit(row, row.countyIds, row.backgroundFile, row.portraitFile) : null;
    },
  };
}

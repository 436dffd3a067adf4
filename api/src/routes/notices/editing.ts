/**
 * The write side of notices: drafts, complete notices awaiting payment and edits of published
 * ones, as prepared statements. Each form field maps to its columns once (FIELD_COLUMNS), so
 * "replace everything" and "only what a published notice may change" (PUBLISHED_EDITABLE)
 * are the same statement builder over different field lists.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { parseNoticeDate } from '../../../../db/domain/dates';
import { nameSortKey } from '../../../../db/domain/estonian-sort';
import {
  PUBLISHED_EDITABLE,
  type NoticeDraftInput,
  type NoticeInput,
} from '../../../../db/domain/notice-input';
import type { NoticeStatus } from '../../../../db/domain/statuses';
import type { notices, places } from '../../../../db/schema';
import type { SqlRow } from '../../../../db/schema/sql-row';
import { uploadUrl } from './queries';

/** The wizard's values as stored; a draft's missing fields read back empty. */
export type NoticeEditValues = Required<NoticeDraftInput>;

/** Columns each field is stored in (counties live in notice_counties). */
const FIELD_COLUMNS = {
  type: ['type'],
  prefix: ['prefix'],
  deceasedName: ['deceased_name', 'name_sort_key'],
  maidenName: ['maiden_name'],
  birthDate: ['birth_date', 'birth_date_sort'],
  deathDate: ['death_date', 'death_date_sort'],
  suffix: ['suffix'],
  funeralInfo: ['funeral_info'],
  signature: ['signature'],
  poem: ['poem'],
  backgroundImageId: ['background_image_id'],
  portraitImageId: ['portrait_image_id'],
  counties: [],
  placeId: ['place_id'],
  payerType: ['payer_type'],
  businessName: ['business_name'],
  businessAddress: ['business_address'],
  businessRegCode: ['business_reg_code'],
  invoiceEmail: ['invoice_email'],
  adderName: ['adder_name'],
  adderEmail: ['adder_email'],
  // one timestamp records both checkboxes (the original site accepts terms and privacy together)
  terms: ['terms_accepted_at'],
  privacy: [],
} as const satisfies Record<keyof NoticeInput, readonly string[]>;

const ALL_COLUMNS = Object.values(FIELD_COLUMNS).flat();
const EDITABLE_COLUMNS = PUBLISHED_EDITABLE.flatMap((field) => FIELD_COLUMNS[field]);

/** The columns a notice's form fields are written to */
type Row = Pick<SqlRow<typeof notices>, (typeof ALL_COLUMNS)[number]>;

const orNull = (value: string | undefined) => value || null;

/** Column values of a draft or a complete notice; NOT NULL text columns get ''. */
function toRow(v: NoticeDraftInput, now: number): Row {
  const birth = v.birthDate ? parseNoticeDate(v.birthDate) : null;
  const death = v.deathDate ? parseNoticeDate(v.deathDate) : null;
  const deceasedName = v.deceasedName ?? '';
  return {
    type: v.type,
    prefix: v.prefix ?? '',
    deceased_name: deceasedName,
    name_sort_key: nameSortKey(deceasedName),
    maiden_name: orNull(v.maidenName),
    birth_date: birth?.text ?? null,
    birth_date_sort: birth?.sort ?? null,
    death_date: death?.text ?? null,
    death_date_sort: death?.sort ?? null,
    suffix: v.suffix ?? '',
    funeral_info: v.funeralInfo ?? '',
    signature: v.signature ?? '',
    poem: v.poem ?? '',
    background_image_id: v.backgroundImageId ?? null,
    portrait_image_id: v.portraitImageId ?? null,
    place_id: v.placeId ?? null,
    payer_type: v.payerType ?? 'private',
    business_name: orNull(v.businessName),
    business_address: orNull(v.businessAddress),
    business_reg_code: orNull(v.businessRegCode),
    invoice_email: orNull(v.invoiceEmail),
    adder_name: v.adderName ?? '',
    adder_email: v.adderEmail ?? '',
    terms_accepted_at: v.terms && v.privacy ? now : null,
  };
}

const assignments = (columns: readonly string[]) => columns.map((c) => `${c} = @${c}`).join(', ');

/** A stored notice's editable columns, its status and what the edit form shows from joins */
type StoredRow = Pick<
  SqlRow<typeof notices>,
  | Exclude<(typeof ALL_COLUMNS)[number], 'name_sort_key' | 'birth_date_sort' | 'death_date_sort'>
  | 'id'
  | 'status'
> & {
  county_ids: string | null;
  background_file: string | null;
  portrait_file: string | null;
};

/** A place as the wizard checks it: its name and county id, and the county's name */
type PlaceWithCounty = Pick<typeof places.$inferSelect, 'name' | 'countyId'> & { county: string };

export interface NoticeForEdit {
  id: number;
  status: NoticeStatus;
  notice: NoticeEditValues;
  backgroundUrl: string | null;
  portraitUrl: string | null;
}

export function createNoticeEditing(sqlite: BetterSqlite3.Database) {
  const insertNotice = sqlite
    .prepare(
      `INSERT INTO notices (${ALL_COLUMNS.join(', ')}, status, user_id, edit_token_hash, created_at)
       VALUES (${ALL_COLUMNS.map((c) => `@${c}`).join(', ')}, @status, @user_id, @edit_token_hash, @now)
       RETURNING id`,
    )
    .pluck();
  const replaceNotice = sqlite.prepare(
    `UPDATE notices SET ${assignments(ALL_COLUMNS)}, status = @status,
       user_id = coalesce(user_id, @user_id), updated_at = @now
     WHERE id = @id`,
  );
  // A published notice's prefix, dates and portrait show on list cards too. The SET list always
  // names deceased_name, and SQLite fires `AFTER UPDATE OF deceased_name` triggers whenever the
  // column is named, changed or not: the list version moves and cached lists refresh at once.
  const editPublished = sqlite.prepare(
    `UPDATE notices SET ${assignments(EDITABLE_COLUMNS)}, updated_at = @now
     WHERE id = @id AND status = 'published'`,
  );
  const setTokenHash = sqlite.prepare('UPDATE notices SET edit_token_hash = ? WHERE id = ?');
  const clearCounties = sqlite.prepare('DELETE FROM notice_counties WHERE notice_id = ?');
  const addCounty = sqlite.prepare(
    'INSERT INTO notice_counties (notice_id, county_id) VALUES (?, ?)',
  );
  const countiesOf = sqlite
    .prepare('SELECT county_id FROM notice_counties WHERE notice_id = ? ORDER BY county_id')
    .pluck();
  // Uploads are private until used: the gallery (active), the uploader's own (by visitor or
  // account) and the images the notice already has. Ids are sequential, so guessing one must
  // not lend anybody else's portrait.
  const usableImage = sqlite
    .prepare(
      `SELECT 1 FROM images i
        WHERE i.id = :id AND i.kind = :kind
          AND (i.active = 1 OR i.uploader_hash = :visitorHash
               OR (i.uploaded_by IS NOT NULL AND i.uploaded_by = :userId)
               OR EXISTS (SELECT 1 FROM notices n WHERE n.id = :noticeId
                           AND i.id IN (n.background_image_id, n.portrait_image_id)))`,
    )
    .pluck();
  const placeById = sqlite.prepare(
    `SELECT p.name, p.county_id AS countyId, c.name AS county
     FROM places p JOIN counties c ON c.id = p.county_id WHERE p.id = ?`,
  );
  const forEdit = sqlite.prepare(
    `SELECT n.*, background.file_name AS background_file, portrait.file_name AS portrait_file,
       (SELECT group_concat(county_id) FROM
          (SELECT county_id FROM notice_counties WHERE notice_id = n.id ORDER BY county_id)
       ) AS county_ids
     FROM notices n
     LEFT JOIN images background ON background.id = n.background_image_id
     LEFT JOIN images portrait ON portrait.id = n.portrait_image_id
     WHERE n.id = ?`,
  );

  const writeCounties = (id: number, counties: readonly number[] | undefined) => {
    clearCounties.run(id);
    for (const countyId of counties ?? []) addCounty.run(id, countyId);
  };

  return {
    /** A new notice (draft or awaiting payment) with its counties. */
    create: sqlite.transaction(
      (
        values: NoticeDraftInput,
        status: 'draft' | 'awaiting_payment',
        userId: number | null,
        tokenHash: string,
        now: number,
      ): number => {
        const id = insertNotice.get({
          ...toRow(values, now),
          status,
          user_id: userId,
          edit_token_hash: tokenHash,
          now,
        }) as number;
        writeCounties(id, values.counties);
        return id;
      },
    ),

    /** Replaces every field of an unpublished notice; a missing owner becomes `userId`. */
    replace: sqlite.transaction(
      (
        id: number,
        values: NoticeDraftInput,
        status: 'draft' | 'awaiting_payment',
        userId: number | null,
        now: number,
      ): void => {
        replaceNotice.run({ ...toRow(values, now), id, status, user_id: userId, now });
        writeCounties(id, values.counties);
      },
    ),

    /** Changes the fields a published notice may change without a new payment. */
    editPublished: (id: number, values: NoticeInput, now: number): void =>
      void editPublished.run({ ...toRow(values, now), id, now }),

    setTokenHash: (id: number, hash: string) => void setTokenHash.run(hash, id),
    counties: (id: number) => countiesOf.all(id) as number[],
    imageUsable: (
      id: number,
      kind: 'background' | 'portrait',
      by: { visitorHash: string; userId: number | null; noticeId: number | null },
    ) => usableImage.get({ id, kind, ...by }) !== undefined,
    /** A place's name and its county (EHAK: every place lies in one), or undefined */
    place: (id: number) => placeById.get(id) as PlaceWithCounty | undefined,

    /** The stored values in the wizard's shape, with image URLs for its previews. */
    forEdit(id: number): NoticeForEdit | null {
      const r = forEdit.get(id) as StoredRow | undefined;
      if (!r) return null;
      const accepted = r.terms_accepted_at !== null;
      return {
        id: r.id,
        status: r.status,
        notice: {
          type: r.type,
          prefix: r.prefix,
          deceasedName: r.deceased_name,
          maidenName: r.maiden_name ?? '',
          birthDate: r.birth_date ?? '',
          deathDate: r.death_date ?? '',
          suffix: r.suffix,
          funeralInfo: r.funeral_info,
          signature: r.signature,
          poem: r.poem,
          backgroundImageId: r.background_image_id,
          portraitImageId: r.portrait_image_id,
          counties: r.county_ids ? r.county_ids.split(',').map(Number) : [],
          placeId: r.place_id,
          payerType: r.payer_type,
          businessName: r.business_name ?? '',
          businessAddress: r.business_address ?? '',
          businessRegCode: r.business_reg_code ?? '',
          invoiceEmail: r.invoice_email ?? '',
          adderName: r.adder_name,
          adderEmail: r.adder_email,
          terms: accepted,
          privacy: accepted,
        },
        backgroundUrl: uploadUrl(r.background_file),
        portraitUrl: uploadUrl(r.portrait_file),
      };
    },
  };
}

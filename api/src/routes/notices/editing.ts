/**
 * The write side of notices: drafts, complete notices awaiting payment and edits of published
 * ones, on drizzle's prepared queries. Each form field maps to its columns once (FIELD_COLUMNS),
 * so "replace everything" and "only what a published notice may change" (PUBLISHED_EDITABLE)
 * are the same statement builder over different field lists.
 */
import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../../db/client';
import { parseNoticeDate } from '../../../../db/domain/dates';
import { nameSortKey } from '../../../../db/domain/estonian-sort';
import {
  PUBLISHED_EDITABLE,
  type NoticeDraftInput,
  type NoticeInput,
} from '../../../../db/domain/notice-input';
import type { NoticeStatus } from '../../../../db/domain/statuses';
import { counties, images, noticeCounties, notices, places, poems } from '../../../../db/schema';
import { param, params, setParam, setParams } from '../../lib/placeholders';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import { hourly, type Throttle } from '../../stores/throttle';
import { uploadUrl } from './queries';

/** "Continue on another device" mails per recipient: anyone can type any address. */
export const DRAFT_MAIL_RULE = hourly('draft-mail', 3);

/** The private link to finish a new draft elsewhere: its recipient and its mail (by the id) */
export interface DraftLinkMail {
  /** normalised: the throttle counts per address */
  to: string;
  message: (id: number) => MailMessage;
}

/** Which status a write expects the notice to still have, and the one it leaves */
export interface StatusChange {
  from: NoticeStatus;
  to: 'draft' | 'awaiting_payment';
}

/** The wizard's values as stored; a draft's missing fields read back empty. */
export type NoticeEditValues = Required<NoticeDraftInput>;

type Notice = typeof notices.$inferSelect;

/** Columns each field is stored in (counties live in notice_counties). */
const FIELD_COLUMNS = {
  type: ['type'],
  prefix: ['prefix'],
  deceasedName: ['deceasedName', 'nameSortKey'],
  maidenName: ['maidenName'],
  birthDate: ['birthDate', 'birthDateSort'],
  deathDate: ['deathDate', 'deathDateSort'],
  suffix: ['suffix'],
  funeralInfo: ['funeralInfo'],
  signature: ['signature'],
  poem: ['poem', 'poemId'],
  backgroundImageId: ['backgroundImageId'],
  portraitImageId: ['portraitImageId'],
  counties: [],
  placeId: ['placeId'],
  payerType: ['payerType'],
  businessName: ['businessName'],
  businessAddress: ['businessAddress'],
  businessRegCode: ['businessRegCode'],
  invoiceEmail: ['invoiceEmail'],
  adderName: ['adderName'],
  adderEmail: ['adderEmail'],
  // one timestamp records both checkboxes (the original site accepts terms and privacy together)
  terms: ['termsAcceptedAt'],
  privacy: [],
} as const satisfies Record<keyof NoticeInput, readonly (keyof Notice)[]>;

export const ALL_COLUMNS = Object.values(FIELD_COLUMNS).flat();
export const EDITABLE_COLUMNS = PUBLISHED_EDITABLE.flatMap((field) => FIELD_COLUMNS[field]);

/** The columns a notice's form fields are written to */
export type Row = Pick<Notice, (typeof ALL_COLUMNS)[number]>;

const orNull = (value: string | undefined) => value || null;

/**
 * Column values of a draft or a complete notice; NOT NULL text columns get ''. `poemId` is the
 * bank poem whose text the poem is (null for a hand-typed or changed one).
 */
export function toRow(v: NoticeDraftInput, now: number, poemId: number | null): Row {
  const birth = v.birthDate ? parseNoticeDate(v.birthDate) : null;
  const death = v.deathDate ? parseNoticeDate(v.deathDate) : null;
  const deceasedName = v.deceasedName ?? '';
  return {
    type: v.type,
    prefix: v.prefix ?? '',
    deceasedName,
    nameSortKey: nameSortKey(deceasedName),
    maidenName: orNull(v.maidenName),
    birthDate: birth?.text ?? null,
    birthDateSort: birth?.sort ?? null,
    deathDate: death?.text ?? null,
    deathDateSort: death?.sort ?? null,
    suffix: v.suffix ?? '',
    funeralInfo: v.funeralInfo ?? '',
    signature: v.signature ?? '',
    poem: v.poem ?? '',
    poemId,
    backgroundImageId: v.backgroundImageId ?? null,
    portraitImageId: v.portraitImageId ?? null,
    placeId: v.placeId ?? null,
    payerType: v.payerType ?? 'private',
    businessName: orNull(v.businessName),
    businessAddress: orNull(v.businessAddress),
    businessRegCode: orNull(v.businessRegCode),
    invoiceEmail: orNull(v.invoiceEmail),
    adderName: v.adderName ?? '',
    adderEmail: v.adderEmail ?? '',
    termsAcceptedAt: v.terms && v.privacy ? now : null,
  };
}

export interface NoticeForEdit {
  id: number;
  status: NoticeStatus;
  notice: NoticeEditValues;
  backgroundUrl: string | null;
  portraitUrl: string | null;
}

/** The stored notice in the wizard's shape; `countyIds` in order, the images' file names */
export function noticeForEdit(
  n: Notice,
  countyIds: number[],
  backgroundFile: string | null,
  portraitFile: string | null,
): NoticeForEdit {
  const accepted = n.termsAcceptedAt !== null;
  return {
    id: n.id,
    status: n.status,
    notice: {
      type: n.type,
      prefix: n.prefix,
      deceasedName: n.deceasedName,
      maidenName: n.maidenName ?? '',
      birthDate: n.birthDate ?? '',
      deathDate: n.deathDate ?? '',
      suffix: n.suffix,
      funeralInfo: n.funeralInfo,
      signature: n.signature,
      poem: n.poem,
      backgroundImageId: n.backgroundImageId,
      portraitImageId: n.portraitImageId,
      counties: countyIds,
      placeId: n.placeId,
      payerType: n.payerType,
      businessName: n.businessName ?? '',
      businessAddress: n.businessAddress ?? '',
      businessRegCode: n.businessRegCode ?? '',
      invoiceEmail: n.invoiceEmail ?? '',
      adderName: n.adderName,
      adderEmail: n.adderEmail,
      terms: accepted,
      privacy: accepted,
    },
    backgroundUrl: uploadUrl(backgroundFile),
    portraitUrl: uploadUrl(portraitFile),
  };
}

export function createNoticeEditing(
  { db, sqlite }: Database,
  { throttle, mail }: { throttle: Throttle; mail: MailOutbox },
) {
  const insertNotice = db
    .insert(notices)
    .values({
      ...params(ALL_COLUMNS),
      status: param('status'),
      userId: param('userId'),
      editTokenHash: param('editTokenHash'),
      createdAt: param('now'),
    })
    .returning({ id: notices.id })
    .prepare();
  const replaceNotice = db
    .update(notices)
    .set({
      ...setParams(ALL_COLUMNS),
      status: setParam('status'),
      userId: sql`coalesce(${notices.userId}, ${param('userId')})`,
      updatedAt: setParam('now'),
    })
    // only while it has the status the edit was authorised on (a payment may publish it meanwhile)
    .where(and(eq(notices.id, param('id')), eq(notices.status, param('from'))))
    .prepare();
  // A published notice's prefix, dates and portrait show on list cards too. The SET list always
  // names deceased_name, and SQLite fires `AFTER UPDATE OF deceased_name` triggers whenever the
  // column is named, changed or not: the list version moves and cached lists refresh at once.
  const editPublished = db
    .update(notices)
    .set({ ...setParams(EDITABLE_COLUMNS), updatedAt: setParam('now') })
    .where(and(eq(notices.id, param('id')), eq(notices.status, 'published')))
    .prepare();
  const setTokenHash = db
    .update(notices)
    .set({ editTokenHash: setParam('hash') })
    .where(eq(notices.id, param('id')))
    .prepare();
  const clearCounties = db
    .delete(noticeCounties)
    .where(eq(noticeCounties.noticeId, param('noticeId')))
    .prepare();
  const addCounty = db
    .insert(noticeCounties)
    .values({ noticeId: param('noticeId'), countyId: param('countyId') })
    .prepare();
  const countiesOf = db
    .select({ countyId: noticeCounties.countyId })
    .from(noticeCounties)
    .where(eq(noticeCounties.noticeId, param('noticeId')))
    .orderBy(noticeCounties.countyId)
    .prepare();
  // Uploads are private until used: the gallery (active), the uploader's own (by visitor or
  // account) and the images the notice already has. Ids are sequential, so guessing one must
  // not lend anybody else's portrait.
  const usedByNotice = db
    .select({ one: sql`1` })
    .from(notices)
    .where(
      and(
        eq(notices.id, param('noticeId')),
        sql`${images.id} in (${notices.backgroundImageId}, ${notices.portraitImageId})`,
      ),
    );
  const usableImage = db
    .select({ one: sql`1` })
    .from(images)
    .where(
      and(
        eq(images.id, param('id')),
        eq(images.kind, param('kind')),
        or(
          eq(images.active, true),
          eq(images.uploaderHash, param('visitorHash')),
          and(isNotNull(images.uploadedBy), eq(images.uploadedBy, param('userId'))),
          exists(usedByNotice),
        ),
      ),
    )
    .prepare();
  const placeById = db
    .select({ name: places.name, countyId: places.countyId, county: counties.name })
    .from(places)
    .innerJoin(counties, eq(counties.id, places.countyId))
    .where(eq(places.id, param('id')))
    .prepare();
  const background = alias(images, 'background');
  const portrait = alias(images, 'portrait');
  const forEdit = db
    .select({
      notice: notices,
      backgroundFile: background.fileName,
      portraitFile: portrait.fileName,
      // in SQL: the county ids in order, comma-separated (drizzle has no group_concat)
      countyIds: sql<string | null>`(select group_concat(county_id) from
        (select county_id from notice_counties where notice_id = ${notices.id} order by county_id))`,
    })
    .from(notices)
    .leftJoin(background, eq(background.id, notices.backgroundImageId))
    .leftJoin(portrait, eq(portrait.id, notices.portraitImageId))
    .where(eq(notices.id, param('id')))
    .prepare();

  // A poem chosen from the bank and left as it is keeps the bank poem's author and title.
  const bankPoemByBody = db
    .select({ id: poems.id })
    .from(poems)
    .where(eq(poems.body, param('body')))
    .orderBy(poems.id)
    .limit(1)
    .prepare();
  const rowOf = (v: NoticeDraftInput, now: number) =>
    toRow(v, now, v.poem ? (bankPoemByBody.get({ body: v.poem })?.id ?? null) : null);

  const writeCounties = (id: number, counties: readonly number[] | undefined) => {
    clearCounties.run({ noticeId: id });
    for (const countyId of counties ?? []) addCounty.run({ noticeId: id, countyId });
  };

  return {
    /**
     * A new notice (draft or awaiting payment) with its counties; a draft's private link is
     * queued with it, at most 3 an hour per recipient (beyond that silently not sent).
     */
    create: sqlite.transaction(
      (
        values: NoticeDraftInput,
        status: 'draft' | 'awaiting_payment',
        userId: number | null,
        tokenHash: string,
        now: number,
        linkMail: DraftLinkMail | null = null,
      ): number => {
        const { id } = insertNotice.get({
          ...rowOf(values, now),
          status,
          userId,
          editTokenHash: tokenHash,
          now,
        })!;
        writeCounties(id, values.counties);
        if (linkMail && !throttle.blockedFor(DRAFT_MAIL_RULE, [linkMail.to], now)) {
          throttle.record(DRAFT_MAIL_RULE, [linkMail.to], now);
          mail.enqueue('draft_link', linkMail.message(id));
        }
        return id;
      },
    ),

    /**
     * Replaces every field of an unpublished notice that still has status `change.from`; a
     * missing owner becomes `userId`, a new token hash replaces the old one. False when the
     * notice's status moved on meanwhile (nothing written).
     */
    replace: sqlite.transaction(
      (
        id: number,
        values: NoticeDraftInput,
        { from, to }: StatusChange,
        userId: number | null,
        now: number,
        tokenHash: string | null = null,
      ): boolean => {
        const row = { ...rowOf(values, now), id, from, status: to, userId, now };
        if (replaceNotice.run(row).changes === 0) return false;
        writeCounties(id, values.counties);
        if (tokenHash !== null) setTokenHash.run({ hash: tokenHash, id });
        return true;
      },
    ),

    /**
     * Changes the fields a published notice may change without a new payment; false when it is
     * no longer published (hidden meanwhile).
     */
    editPublished: (id: number, values: NoticeInput, now: number): boolean =>
      editPublished.run({ ...rowOf(values, now), id, now }).changes > 0,

    counties: (id: number) => countiesOf.all({ noticeId: id }).map((row) => row.countyId),
    imageUsable: (
      id: number,
      kind: 'background' | 'portrait',
      by: { visitorHash: string; userId: number | null; noticeId: number | null },
    ) => usableImage.get({ id, kind, ...by }) !== undefined,
    /** A place's name and its county (EHAK: every place lies in one), or undefined */
    place: (id: number) => placeById.get({ id }),

    /** The stored values in the wizard's shape, with image URLs for its previews. */
    forEdit(id: number): NoticeForEdit | null {
      const row = forEdit.get({ id });
      if (!row) return null;
      const { notice: n, countyIds } = row;
      const ids = countyIds ? countyIds.split(',').map(Number) : [];
      return noticeForEdit(n, ids, row.backgroundFile, row.portraitFile);
    },
  };
}

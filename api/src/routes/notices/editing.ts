/**
 * The rules of notices' write side: each form field maps to its columns once (FIELD_COLUMNS),
 * so "replace everything" and "only what a published notice may change" (PUBLISHED_EDITABLE)
 * are the same statement over different field lists (editing-flows.ts writes them, for both
 * databases), and the stored notice reads back in the wizard's shape.
 */
import { parseNoticeDate } from '#domain/calendar/dates';
import { nameSortKey } from '#domain/rules/estonian-sort';
import {
  PUBLISHED_EDITABLE,
  type NoticeDraftInput,
  type NoticeInput,
} from '#domain/inputs/notice-input';
import type { NoticeStatus } from '#domain/vocabulary/statuses';
import type { notices } from '#db/schema';
import type { MailMessage } from '../../services/mail';
import { hourly } from '../../stores/throttle';
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
  n: Row & Pick<Notice, 'id' | 'status'>,
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

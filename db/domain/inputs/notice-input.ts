/**
 * What a payer fills in to publish a notice (docs/publishing.md), as zod schemas shared by the API
 * and the wizard's forms. `noticeInput` is a complete notice, ready for payment; `noticeDraftInput`
 * is the same with every field optional (a draft kept on the server to finish on another device).
 * Messages are validation keys (validation.ts); limits live in NOTICE_LIMITS.
 */
import { z } from 'zod';
import { emailField } from './auth';
import { parseNoticeDate } from '../calendar/dates';
import { COUNTY_COUNT } from './limits';
import { NOTICE_TYPES } from '../vocabulary/notice-types';
import { PAYER_TYPES } from '../vocabulary/statuses';

export const NOTICE_LIMITS = {
  prefixMax: 120,
  nameMin: 2,
  nameMax: 120,
  suffixMax: 200,
  funeralInfoMax: 1000,
  signatureMax: 300,
  /** The poem field shows its length as current/max */
  poemMax: 600,
  businessNameMax: 200,
  businessAddressMax: 300,
  adderNameMax: 80,
} as const;

/** Estonian business registry codes have 8 digits. */
export const REG_CODE_PATTERN = /^\d{8}$/;

const text = (max: number) =>
  z.string({ error: 'invalid' }).trim().max(max, { error: 'tooLong' }).default('');

const required = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'tooShort' })
    .max(max, { error: 'tooLong' });

/** DD.MM.YYYY or a year alone, and a real date; an empty one is missing, not malformed. */
const noticeDate = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .refine((v) => parseNoticeDate(v) !== null, { error: 'noticeDate' });

const imageId = z.number({ error: 'invalid' }).int().positive().nullable().default(null);

const counties = z
  .array(
    z
      .number({ error: 'county' })
      .int()
      .min(1, { error: 'county' })
      .max(COUNTY_COUNT, { error: 'county' }),
    {
      error: 'required',
    },
  )
  .min(1, { error: 'countyRequired' })
  .max(COUNTY_COUNT, { error: 'tooLarge' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' });

const noticeFields = z.object({
  type: z.union(
    NOTICE_TYPES.map((t) => z.literal(t)),
    { error: 'type' },
  ),
  prefix: text(NOTICE_LIMITS.prefixMax),
  deceasedName: required(NOTICE_LIMITS.nameMin, NOTICE_LIMITS.nameMax),
  maidenName: text(NOTICE_LIMITS.nameMax),
  birthDate: z.union([z.literal(''), noticeDate]).default(''),
  deathDate: noticeDate,
  suffix: text(NOTICE_LIMITS.suffixMax),
  funeralInfo: text(NOTICE_LIMITS.funeralInfoMax),
  signature: required(1, NOTICE_LIMITS.signatureMax),
  poem: text(NOTICE_LIMITS.poemMax),
  backgroundImageId: imageId,
  portraitImageId: imageId,
  counties,
  placeId: z.number({ error: 'invalid' }).int().positive().nullable().default(null),
  payerType: z.enum(PAYER_TYPES, { error: 'invalid' }),
  businessName: text(NOTICE_LIMITS.businessNameMax),
  businessAddress: text(NOTICE_LIMITS.businessAddressMax),
  businessRegCode: z.string().trim().default(''),
  invoiceEmail: z.string().trim().default(''),
  adderName: required(2, NOTICE_LIMITS.adderNameMax),
  adderEmail: emailField,
  terms: z.literal(true, { error: 'mustAccept' }),
  privacy: z.literal(true, { error: 'mustAccept' }),
});

/** Sortable dates (YYYY-MM-DD, a year alone YYYY-00-00): by year, or by day when both are whole. */
function birthAfterDeath(birth: string, death: string): boolean {
  const wholeDates = !birth.endsWith('-00-00') && !death.endsWith('-00-00');
  return wholeDates ? birth > death : birth.slice(0, 4) > death.slice(0, 4);
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The birth date may not come after the death date; business payers need their details.
 * Runs even when other fields failed (so one submit shows every problem): values are unchecked,
 * and the input may not be an object at all.
 */
function checkNotice(input: z.infer<typeof noticeFields>, ctx: z.RefinementCtx): void {
  // not even an object (null, a list, a string): the object schema has said so already
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const n = input as Partial<Record<keyof typeof input, unknown>>;
  const birth = parseNoticeDate(str(n.birthDate));
  const death = parseNoticeDate(str(n.deathDate));
  if (birth && death && birthAfterDeath(birth.sort, death.sort)) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'birthAfterDeath' });
  }
  if (n.payerType !== 'business') return;
  const missing = (path: string, message = 'required') =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!str(n.businessName)) missing('businessName');
  if (!str(n.businessAddress)) missing('businessAddress');
  const regCode = str(n.businessRegCode);
  if (!REG_CODE_PATTERN.test(regCode)) missing('businessRegCode', regCode ? 'regCode' : 'required');
  const invoiceEmail = str(n.invoiceEmail);
  if (!emailField.safeParse(invoiceEmail).success) {
    missing('invoiceEmail', invoiceEmail ? 'email' : 'required');
  }
}

/** A complete notice: what the data step accepts and what an order is made from. */
export const noticeInput = noticeFields.superRefine(checkNotice, { when: () => true });
export type NoticeInput = z.infer<typeof noticeInput>;
/** The form's values before validation (react-hook-form's input type) */
export type NoticeFormValues = z.input<typeof noticeInput>;

/** A draft kept on the server: any subset of the fields, each valid if present. */
export const noticeDraftInput = noticeFields
  .extend({
    deathDate: z.union([z.literal(''), noticeDate]),
    terms: z.boolean(),
    privacy: z.boolean(),
  })
  .partial()
  .extend({ type: noticeFields.shape.type });
export type NoticeDraftInput = z.infer<typeof noticeDraftInput>;

/**
 * Every field of a notice with nothing entered yet, its type aside: where the wizard's form
 * starts (the server's edit view of an empty draft is built from its columns, not from this).
 */
export const EMPTY_NOTICE_FIELDS: Required<Omit<NoticeDraftInput, 'type'>> = {
  prefix: '',
  deceasedName: '',
  maidenName: '',
  birthDate: '',
  deathDate: '',
  suffix: '',
  funeralInfo: '',
  signature: '',
  poem: '',
  backgroundImageId: null,
  portraitImageId: null,
  counties: [],
  placeId: null,
  payerType: 'private',
  businessName: '',
  businessAddress: '',
  businessRegCode: '',
  invoiceEmail: '',
  adderName: '',
  adderEmail: '',
  terms: false,
  privacy: false,
};

/**
 * Fields of a published notice that an edit may change without a new payment. Its type and
 * counties decide where it is listed and what it cost, so they stay as paid for.
 */
export const PUBLISHED_EDITABLE = [
  'prefix',
  'deceasedName',
  'maidenName',
  'birthDate',
  'deathDate',
  'suffix',
  'funeralInfo',
  'signature',
  'poem',
  'backgroundImageId',
  'portraitImageId',
  'placeId',
] as const satisfies readonly (keyof NoticeInput)[];

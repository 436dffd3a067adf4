/**
 * What the notice routes answer, as zod schemas: the API description's response bodies
 * (api/src/openapi) and, through z.infer, the TypeScript types the stores return. Nothing here
 * validates at run time: the hot reads send what the stores serialise.
 */
import { z } from 'zod';
import { pageOf } from '../../openapi/common-responses';
import { NOTICE_TYPES } from '#domain/vocabulary/notice-types';

/** A county as a notice names it (its Estonian name) */
const countyRef = z.object({ id: z.number().int(), name: z.string() });

/** A notice in a list (and the head of its card) */
const noticeSummary = z.object({
  id: z.number().int(),
  /** 0 funeral/death notice, 1 condolence, 2 memorial day */
  type: z.literal(NOTICE_TYPES),
  prefix: z.string(),
  deceasedName: z.string(),
  maidenName: z.string().nullable(),
  /** DD.MM.YYYY */
  birthDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  counties: z.array(countyRef),
  candles: z.number().int(),
  replies: z.number().int(),
  views: z.number().int(),
  /** Unix ms */
  publishedAt: z.number().int(),
  portraitUrl: z.string().nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

/** Author and title of a poem taken unchanged from the poem bank */
const poemCredit = z.object({ author: z.string(), title: z.string() });

/** The whole published notice (its card) */
export const noticeDetail = noticeSummary.extend({
  suffix: z.string(),
  funeralInfo: z.string(),
  signature: z.string(),
  poem: z.string(),
  /** null for a hand-typed or edited poem */
  poemCredit: poemCredit.nullable(),
  backgroundUrl: z.string().nullable(),
  place: z
    .object({
      name: z.string(),
      municipalityName: z.string().nullable(),
      countyId: z.number().int(),
    })
    .nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const noticeList = pageOf(noticeSummary);
export type NoticeList = z.infer<typeof noticeList>;

const reply = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  /** Unix ms */
  createdAt: z.number().int(),
});
export type Reply = z.infer<typeof reply>;

export const replyList = pageOf(reply);

/** A candle lit: the notice's count */
export const candleCount = z.object({ candles: z.number().int() });

/** A reply written; `held`: the family reviews replies first (not shown or counted yet) */
export const replyWritten = z.object({ reply, replies: z.number().int(), held: z.boolean() });
export type ReplyWritten = z.infer<typeof replyWritten>;

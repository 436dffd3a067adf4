/**
 * A new notice started from elsewhere (the poem and condolence samples): the wizard's address
 * with what the new draft starts with, read once when the wizard makes the draft.
 *   /kaastundeavaldus?tyyp=2&tekst=…      a condolence with its words (the closing words' field)
 *   /kaastundeavaldus?tyyp=1&luuletus=7   a funeral notice with bank poem 7 chosen
 * `tyyp` is the route numbering (1 funeral notice, 2 condolence, 3 memorial day); with it the
 * wizard skips its type step. Pure, unit-tested.
 */
import type { NoticeFormValues } from '#domain/inputs/notice-input';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import { PAGE_PATHS } from '#domain/pages/pages';

export type PrefillType = 1 | 2 | 3;

export interface NoticePrefill {
  type: PrefillType;
  /** A bank poem's id */
  poemId?: number;
  /** Words for the notice's closing words (a condolence's text) */
  text?: string;
}

const PARAMS = { type: 'tyyp', poem: 'luuletus', text: 'tekst' } as const;
const ID = /^[1-9]\d{0,9}$/;
/** Longer text is cut: the wizard's field shows the limit anyway */
const TEXT_MAX = 2000;

export function prefillPath({ type, poemId, text }: NoticePrefill): string {
  const search = new URLSearchParams({ [PARAMS.type]: String(type) });
  if (poemId !== undefined) search.set(PARAMS.poem, String(poemId));
  if (text) search.set(PARAMS.text, text);
  return `${PAGE_PATHS.wizard}?${search.toString()}`;
}

/** The prefill in a wizard address, or null when it names no valid type. */
export function parsePrefill(search: URLSearchParams): NoticePrefill | null {
  const type = Number(search.get(PARAMS.type));
  if (type !== 1 && type !== 2 && type !== 3) return null;
  const prefill: NoticePrefill = { type };
  const poem = search.get(PARAMS.poem);
  if (poem && ID.test(poem)) prefill.poemId = Number(poem);
  const text = search.get(PARAMS.text)?.trim();
  if (text) prefill.text = text.slice(0, TEXT_MAX);
  return prefill;
}

/** The stored notice type (0 funeral, 1 condolence, 2 memorial day) of a prefill */
export const prefillNoticeType = (prefill: NoticePrefill) => (prefill.type - 1) as NoticeType;

/** The draft's values a prefill gives, the poem's text once the bank has answered */
export function prefillValues(
  prefill: NoticePrefill,
  poemBody: string | undefined,
): Partial<NoticeFormValues> {
  return {
    ...(poemBody ? { poem: poemBody } : {}),
    // the card shows a condolence's words after the name, as its closing words
    ...(prefill.text ? { suffix: prefill.text } : {}),
  };
}

/**
 * The admin's poem bank input (POST /api/admin/poems, PUT /api/admin/poems/:id) and list query,
 * checked at the API's edge and typed for the PWA's form. Whether a saved poem may be offered is
 * poem-rights.ts; the rules that need the clock (a death year not in the future, an active poem
 * must be usable) are checked by the API against Tallinn's year (poemRightsProblem).
 */
import { z } from 'zod';
import { NOTICE_LIMITS } from './notice-input';
import { POEM_MOODS, POEM_NOTICE_TYPES } from '../vocabulary/poem-moods';
import { isUsable, type PoemRightsFields } from '../rules/poem-rights';
import { pageField } from './auth';
import { isIsoDay } from '../calendar/dates';

export const POEM_LIMITS = {
  /** A poem must fit a notice's poem field */
  bodyMax: NOTICE_LIMITS.poemMax,
  titleMax: 160,
  authorMax: 120,
  licenceMax: 300,
  /** The earliest year of death the form takes */
  deathYearMin: 1000,
  /** Poems on one page of the admin's list */
  page: 20,
} as const;

/** Optional text that may come as null or '' (both mean none) */
const optional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().max(max, { error: 'tooLong' }).nullable());

export const poemInput = z
  .object({
    title: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(POEM_LIMITS.titleMax, { error: 'tooLong' }),
    body: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(POEM_LIMITS.bodyMax, { error: 'tooLong' }),
    /** Null for folk poetry */
    author: optional(POEM_LIMITS.authorMax),
    authorDeathYear: z
      .number({ error: 'integer' })
      .int({ error: 'integer' })
      .min(POEM_LIMITS.deathYearMin, { error: 'tooSmall' })
      .max(9999, { error: 'tooLarge' })
      .nullish()
      .transform((v) => v ?? null),
    folk: z.boolean({ error: 'invalid' }),
    licenceGrantor: optional(POEM_LIMITS.licenceMax),
    /** YYYY-MM-DD */
    licenceGrantedOn: optional(10).pipe(
      z.string().refine(isIsoDay, { error: 'invalid' }).nullable(),
    ),
    licenceScope: optional(POEM_LIMITS.licenceMax),
    mood: z.enum(POEM_MOODS, { error: 'invalid' }),
    noticeTypes: z
      .array(
        z.union(
          POEM_NOTICE_TYPES.map((n) => z.literal(n)),
          { error: 'invalid' },
        ),
        {
          error: 'invalid',
        },
      )
      .min(1, { error: 'required' })
      .max(POEM_NOTICE_TYPES.length, { error: 'invalid' })
      .transform((types) => [...new Set(types)].sort((a, b) => a - b)),
    /** Offered to the wizard and the poem samples (when it may be used) */
    active: z.boolean({ error: 'invalid' }),
  })
  .superRefine((poem, ctx) => {
    // an author is named unless the poem is folk poetry; folk poetry has no year of death
    if (!poem.folk && poem.author === null) {
      ctx.addIssue({ code: 'custom', path: ['author'], message: 'required' });
    }
    if (poem.folk && poem.authorDeathYear !== null) {
      ctx.addIssue({ code: 'custom', path: ['authorDeathYear'], message: 'invalid' });
    }
    // a licence is recorded whole or not at all
    const parts = [poem.licenceGrantor, poem.licenceGrantedOn, poem.licenceScope];
    if (parts.some((v) => v !== null) && parts.some((v) => v === null)) {
      for (const field of ['licenceGrantor', 'licenceGrantedOn', 'licenceScope'] as const) {
        if (poem[field] === null)
          ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
    }
  });
export type PoemInput = z.output<typeof poemInput>;

/** What is wrong with a poem's rights in `year`, by field; null when it may be saved. */
export function poemRightsProblem(
  poem: PoemRightsFields & { active: boolean },
  year: number,
): {
  field: 'authorDeathYear' | 'licenceScope';
  reason: 'deathYearFuture' | 'licenceNeeded';
} | null {
  if (poem.authorDeathYear !== null && poem.authorDeathYear > year) {
    return { field: 'authorDeathYear', reason: 'deathYearFuture' };
  }
  // an active poem must be one the bank may offer; an inactive one waits for its licence
  if (poem.active && !isUsable(poem, year)) {
    return { field: 'licenceScope', reason: 'licenceNeeded' };
  }
  return null;
}

/** GET /api/admin/poems?q=&page= (page from 0) */
export const poemListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: pageField,
});

/**
 * The banners API's input (the admin's POST and PUT, the public list's query), checked at the
 * API's edge and typed for the PWA. Messages are validation keys, as in ./validation.ts.
 */
import { z } from 'zod';
import { BANNER_LIMITS as L, BANNER_PLACEMENTS } from '../vocabulary/banners';
import { dayNumber, parseDay } from '../calendar/dates';

const day = z
  .string({ error: 'required' })
  .trim()
  .refine((v) => parseDay(v) !== null, { error: 'date' });

/** Only http(s) addresses: the click's 302 goes there */
const link = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(L.linkMax, { error: 'tooLong' })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'url' },
  );

/** POST /api/admin/banners and PUT /api/admin/banners/:id */
export const bannerInput = z
  .object({
    imageId: z.number({ error: 'cover' }).int({ error: 'cover' }).positive({ error: 'cover' }),
    link,
    alt: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .min(L.altMin, { error: 'tooShort' })
      .max(L.altMax, { error: 'tooLong' }),
    placements: z
      .array(z.enum(BANNER_PLACEMENTS, { error: 'placement' }), { error: 'placement' })
      .min(1, { error: 'placement' })
      .max(BANNER_PLACEMENTS.length, { error: 'placement' })
      .transform((list) => BANNER_PLACEMENTS.filter((p) => list.includes(p))),
    startsOn: day,
    endsOn: day,
    weight: z
      .number({ error: 'integer' })
      .int({ error: 'integer' })
      .min(L.weightMin, { error: 'tooSmall' })
      .max(L.weightMax, { error: 'tooLarge' }),
    active: z.boolean({ error: 'invalid' }),
  })
  .refine((b) => dayNumber(b.startsOn) <= dayNumber(b.endsOn), {
    error: 'dateRange',
    path: ['endsOn'],
  });
export type BannerInput = z.output<typeof bannerInput>;
export type BannerInputValues = z.input<typeof bannerInput>;

/** GET /api/banners?placement= */
export const bannerListQuery = z.object({
  placement: z.enum(BANNER_PLACEMENTS, { error: 'placement' }),
  locale: z.string().optional(),
});

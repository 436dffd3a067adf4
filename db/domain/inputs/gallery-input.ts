/**
 * The admin's background gallery (/api/admin/gallery): adding an uploaded background, and
 * changing one (active or not, its place in the order). Checked at the API's edge, typed for
 * the PWA.
 */
import { z } from 'zod';

/** The gallery stays one short list the admin orders by hand (and the wizard shows whole) */
export const GALLERY_MAX = 200;

const imageId = z
  .number({ error: 'integer' })
  .int({ error: 'integer' })
  .positive({ error: 'invalid' });

/** POST /api/admin/gallery: the admin's own upload of kind background (POST /api/uploads) */
export const galleryAddInput = z.object({ imageId });

/** PATCH /api/admin/gallery/:id: offered in the wizard or not, and/or its place (1 first) */
export const galleryChangeInput = z
  .object({
    active: z.boolean({ error: 'invalid' }).optional(),
    position: z
      .number({ error: 'integer' })
      .int({ error: 'integer' })
      .min(1, { error: 'tooSmall' })
      .max(GALLERY_MAX, { error: 'tooLarge' })
      .optional(),
  })
  .refine((v) => v.active !== undefined || v.position !== undefined, {
    error: 'required',
    path: ['active'],
  });
export type GalleryChange = z.output<typeof galleryChangeInput>;

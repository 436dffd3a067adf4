/**
 * Input schemas of the admin's service categories (api/src/routes/admin/services.ts), shared by
 * the API and the PWA's form; messages are validation keys (validation.ts).
 */
import { z } from 'zod';
import { SERVICE_ICONS } from '../vocabulary/service-icons';

export const SERVICE_LIMITS = { nameMax: 60, descriptionMax: 500, max: 100 } as const;

/** POST /api/admin/services and PUT …/:id body; a new category goes last. */
export const serviceInput = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(SERVICE_LIMITS.nameMax, { error: 'tooLong' }),
  description: z
    .string()
    .trim()
    .max(SERVICE_LIMITS.descriptionMax, { error: 'tooLong' })
    .default(''),
  icon: z.enum(SERVICE_ICONS, { error: 'invalid' }),
});
export type ServiceInput = z.input<typeof serviceInput>;

/** PUT /api/admin/services/order body: every category's id once, in the new order. */
export const serviceOrderInput = z.object({
  ids: z
    .array(z.number().int({ error: 'integer' }).positive({ error: 'invalid' }))
    .min(1, { error: 'required' })
    .max(SERVICE_LIMITS.max, { error: 'tooLarge' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' }),
});

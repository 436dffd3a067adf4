/**
 * Answers of the small routes that have no module of their own to keep them (app.ts's health and
 * CSRF token, the counties' list), for the API description.
 */
import { z } from 'zod';

export const health = z.object({ ok: z.literal(true) });
export const csrfAnswer = z.object({ token: z.string() });
export const countyList = z.array(
  z.object({
    id: z.number().int(),
    /** in the request's locale: "Harju maakond", "Harju County", "Харьюмаа" */
    name: z.string(),
    /** always the Estonian one: "harju" */
    slug: z.string(),
  }),
);

/** A page of a list: `{items, total, hasMore}` */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), hasMore: z.boolean() });

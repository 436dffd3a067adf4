/**
 * GET /api/search?q=…&locale=…: the site's one search box, over published articles and the help
 * pages (the reader's language, and the articles, which are Estonian).
 */
import { z } from 'zod';
import type { Stores } from '../../stores';
import { createRouter, validate } from '../../lib/router';

const MAX_RESULTS = 20;

export const searchQuery = z.object({
  q: z.string().trim().min(2).max(100),
  take: z.coerce.number().int().min(1).max(MAX_RESULTS).default(10),
});

export function searchRoutes({ search }: Stores) {
  return createRouter().get('/', validate('query', searchQuery), async (c) => {
    const { q, take } = c.req.valid('query');
    const items = await search.search(q, c.get('locale'), take);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ items });
  });
}

/** The poem bank the notice wizard offers: its active poems, oldest first. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { poems } from '../../../../db/schema';

export type Poem = Pick<typeof poems.$inferSelect, 'id' | 'body'>;

export function createPoemStore({ db }: Database) {
  const active = db
    .select({ id: poems.id, body: poems.body })
    .from(poems)
    .where(eq(poems.active, true))
    .orderBy(poems.id)
    .prepare();
  return {
    active: (): Poem[] => active.all(),
  };
}

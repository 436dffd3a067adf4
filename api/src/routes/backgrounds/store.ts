/** The background gallery: active images of kind `background` (never visitors' uploads). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { images } from '../../../../db/schema';

export type Background = Pick<typeof images.$inferSelect, 'id' | 'fileName' | 'width' | 'height'>;

export function createBackgroundStore({ db }: Database) {
  const gallery = db
    .select({
      id: images.id,
      fileName: images.fileName,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .where(and(eq(images.kind, 'background'), eq(images.active, true)))
    .orderBy(images.id)
    .prepare();
  return {
    gallery: (): Background[] => gallery.all(),
  };
}

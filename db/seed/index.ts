/**
 * Demo content for an empty database: settings, poems, generated images, a couple of years
 * of published notices with candles and replies, and the providers' directory. The same on every machine (fixed seed) except
 * that the dates follow `now`. One file per kind of content sits next to this one.
 */
import { count } from 'drizzle-orm';
import type { BlobStore } from '#api/services/blobs';
import type { Database } from '../client';
import { nameSortKey } from '#domain/rules/estonian-sort';
import { loadGeography } from '../geography';
import * as schema from '../schema';
import { insertDirectory, planDirectory } from './directory';
import { seedHelpPages } from './help-pages';
import { removeImages, renderDemoImages, renderLogos } from './images';
import { LOGO_DESIGNS } from './logos';
import { instantsAfter, planNotices, settlementsByCounty } from './notices';
import { DEMO_POEMS, DEMO_POEM_RIGHTS, poemTitle } from './poems';
import { noticeTypeBits } from '#domain/vocabulary/poem-moods';
import { chance, createRng, pick, randomHex, randomInt } from './random';
import { makeReplies } from './replies';
import { DEMO_SETTINGS } from './settings';

const DEMO_SEED = 20_240_601;

const hasNotices = (db: Database['db']) =>
  (db.select({ n: count() }).from(schema.notices).get()?.n ?? 0) > 0;

export interface SeedOptions {
  /** Where generated images are stored (the app's BlobStore: disk or S3) */
  blobs: BlobStore;
  /** The demo's "now" (Unix ms); notices are published over the two years before it */
  now?: number;
}

/**
 * Seeds demo content into a database with no notices; otherwise changes nothing and returns
 * `{ created: false }` (but for help pages it lacks: db/seed/help-pages.ts). Loads the geography
 * first when it is missing.
 */
export async function seedDemo(
  database: Database,
  { blobs, now = Date.now() }: SeedOptions,
): Promise<{ created: boolean }> {
  // the help pages are the site's content: added to any database that lacks one, once
  seedHelpPages(database, now);
  if (hasNotices(database.db)) return { created: false };
  loadGeography(database);

  const rng = createRng(DEMO_SEED);
  const { rendered, portraitGenders } = await renderDemoImages(rng, blobs);
  const plan = planNotices(rng, now);
  const places = settlementsByCounty(database);
  const directory = planDirectory(database, now);
  const logos = await renderLogos(blobs, LOGO_DESIGNS).catch(async (error: unknown) => {
    await removeImages(blobs, rendered);
    throw error;
  });

  let created = false;
  try {
    created = database.db.transaction((tx) => {
      // another process may have seeded while the images rendered
      if (hasNotices(tx)) return false;
      tx.insert(schema.settings).values(DEMO_SETTINGS).onConflictDoNothing().run();
      if ((tx.select({ n: count() }).from(schema.poems).get()?.n ?? 0) === 0) {
        tx.insert(schema.poems)
          .values(
            DEMO_POEMS.map(({ body, mood, noticeTypes }) => ({
              body,
              title: poemTitle(body),
              mood,
              noticeTypes: noticeTypeBits(noticeTypes),
              ...DEMO_POEM_RIGHTS,
            })),
          )
          .run();
      }
      // a notice whose poem is a bank poem's text carries that poem's attribution
      const poemIds = new Map(
        tx
          .select({ id: schema.poems.id, body: schema.poems.body })
          .from(schema.poems)
          .all()
          .map((poem) => [poem.body, poem.id]),
      );

      const images = [...rendered, ...logos];
      let galleryPosition = 0;
      const imageIds = images.map(
        (image) =>
          tx
            .insert(schema.images)
            .values({
              ...image,
              mime: 'image/jpeg',
              active: true,
              // the backgrounds make the gallery, in their order
              galleryPosition: image.kind === 'background' ? ++galleryPosition : null,
            })
            .returning({ id: schema.images.id })
            .get().id,
      );
      const idsOf = (kind: (typeof images)[number]['kind']) =>
        imageIds.filter((_, i) => images[i]!.kind === kind);
      insertDirectory(tx, directory, idsOf('logo'));
      const backgroundIds = idsOf('background');
      const portraitIds = idsOf('portrait');

      for (const { counties, firstName, gender, ...notice } of plan) {
        const candleTimes = instantsAfter(rng, notice.publishedAt, now, randomInt(rng, 0, 40));
        const replyTimes = instantsAfter(
          rng,
          notice.publishedAt,
          now,
          chance(rng, 0.25) ? 0 : randomInt(rng, 1, 6),
        );
        const settlements = places.get(counties[0]!);
        const placeIds = chance(rng, 0.7) ? settlements?.towns : settlements?.villages;
        const portraitChoices = portraitIds.filter((_, i) => portraitGenders[i] === gender);

        const { id } = tx
          .insert(schema.notices)
          .values({
            ...notice,
            poemId: poemIds.get(notice.poem) ?? null,
            status: 'published',
            backgroundImageId: chance(rng, 0.85) ? pick(rng, backgroundIds) : null,
            portraitImageId: chance(rng, 0.33) ? pick(rng, portraitChoices) : null,
            placeId: placeIds?.length && chance(rng, 0.4) ? pick(rng, placeIds) : null,
            termsAcceptedAt: notice.publishedAt,
            nameSortKey: nameSortKey(notice.deceasedName),
            views: candleTimes.length * randomInt(rng, 3, 9) + randomInt(rng, 15, 250),
            candles: candleTimes.length,
            replies: replyTimes.length,
            createdAt: notice.publishedAt,
          })
          .returning({ id: schema.notices.id })
          .get();
        tx.insert(schema.noticeCounties)
          .values(counties.map((countyId) => ({ noticeId: id, countyId })))
          .run();
        if (candleTimes.length > 0) {
          tx.insert(schema.candles)
            .values(
              candleTimes.map((createdAt) => ({
                noticeId: id,
                visitorHash: randomHex(rng, 64),
                createdAt,
              })),
            )
            .run();
        }
        if (replyTimes.length > 0) {
          const texts = makeReplies(rng, firstName, replyTimes.length);
          tx.insert(schema.replies)
            .values(
              replyTimes.map((createdAt, i) => ({
                noticeId: id,
                ...texts[i]!,
                visitorHash: randomHex(rng, 64),
                createdAt,
              })),
            )
            .run();
        }
      }
      return true;
    });
  } finally {
    if (!created) await removeImages(blobs, [...rendered, ...logos]);
  }
  return { created };
}

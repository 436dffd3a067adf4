/**
 * The seed articles (db/seed/content/articles.ts) saved as the admin's editor saves them: their
 * Markdown as the editor's document, through the articles store (sanitised HTML, plain text,
 * reading time, search row), published on their own dates. Each once, by its slug: running the
 * seed again adds only what is missing. Covers are the demo's landscape backgrounds, when the
 * demo has them.
 */
import type { Database } from '../client';
import { createArticleStore } from '#api/routes/articles/store';
import { answeredNow } from '#api/stores/flow';
import { createSearchIndex } from '#api/routes/search/store';
import { SEED_ARTICLES } from './content/articles';
import { markdownToDoc } from './markdown';

/** A seed date ('YYYY-MM-DD') as a moment: that morning in Tallinn */
const morningOf = (day: string) => Date.parse(`${day}T07:00:00Z`);

/** Saves the seed articles not there yet, written by `authorId`; returns how many it added. */
export function seedArticles(database: Database, authorId: number | null): number {
  const { sqlite } = database;
  const store = createArticleStore(sqlite, createSearchIndex(sqlite));
  const exists = sqlite.prepare('SELECT 1 FROM articles WHERE slug = ?').pluck();
  // the demo's backgrounds (calm landscapes, 16:9) in a fixed order
  const covers = sqlite
    .prepare("SELECT id FROM images WHERE kind = 'background' AND active = 1 ORDER BY id")
    .pluck()
    .all() as number[];
  return sqlite.transaction(() => {
    let added = 0;
    SEED_ARTICLES.forEach((article, i) => {
      if (exists.get(article.slug)) return;
      const outcome = answeredNow(
        store.save(
          {
            title: article.title,
            slug: article.slug,
            lead: article.lead,
            category: article.category,
            doc: markdownToDoc(article.body),
            published: true,
            metaDescription: article.metaDescription,
            coverImageId: covers.length > 0 ? covers[i % covers.length]! : null,
            reviewedAt: article.reviewedAt,
          },
          null,
          authorId,
          morningOf(article.publishedAt),
        ),
      );
      if (!outcome?.ok) throw new Error(`seed article ${article.slug}: ${JSON.stringify(outcome)}`);
      added++;
    });
    return added;
  })();
}

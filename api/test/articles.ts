/** Articles for tests, saved through the articles store (rendered, indexed) as the admin's saves are. */
import type { Database } from '../../db/client';
import type { ArticleInput } from '../../db/domain/article-input';
import { createArticleStore } from '../src/routes/articles/store';
import { createSearchIndex } from '../src/routes/search/store';

export interface ArticleFixture extends Partial<ArticleInput> {
  title: string;
  /** the body's paragraphs */
  paragraphs?: string[];
  /** when it is saved (and, when published, first published) */
  at: number;
  authorId?: number | null;
}

/** Saves a new article as `at` says; returns its id and slug. */
export function insertArticle(
  database: Database,
  { paragraphs = ['Tekst.'], at, authorId = null, ...input }: ArticleFixture,
) {
  const sqlite = database.sqlite;
  const store = createArticleStore(sqlite, createSearchIndex(sqlite));
  const doc = {
    type: 'doc' as const,
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
  const outcome = store.save(
    {
      slug: null,
      lead: '',
      category: 1,
      doc,
      published: true,
      metaDescription: null,
      coverImageId: null,
      reviewedAt: null,
      ...input,
    },
    null,
    authorId,
    at,
  );
  if (!outcome?.ok) throw new Error(`insertArticle: ${JSON.stringify(outcome)}`);
  return { id: outcome.article.id, slug: outcome.article.slug };
}

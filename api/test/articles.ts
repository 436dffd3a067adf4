/** Articles for tests, saved through the articles store (rendered, indexed) as the admin's saves are. */
import type { ArticleInput } from '#domain/inputs/article-input';
import type { TestServer } from './harness';

export interface ArticleFixture extends Partial<ArticleInput> {
  title: string;
  /** the body's paragraphs */
  paragraphs?: string[];
  /** when it is saved (and, when published, first published) */
  at: number;
  authorId?: number | null;
}

/** Saves a new article as `at` says, on the server's database; returns its id and slug. */
export async function insertArticle(
  server: Pick<TestServer, 'stores'>,
  { paragraphs = ['Tekst.'], at, authorId = null, ...input }: ArticleFixture,
) {
  const doc = {
    type: 'doc' as const,
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
  const outcome = await server.stores.articles.save(
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

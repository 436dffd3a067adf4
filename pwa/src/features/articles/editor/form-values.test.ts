import { describe, expect, it } from 'vitest';
import type { AdminArticle } from '../api';
import { NEW_ARTICLE, articleFormSchema, toArticleInput, valuesOf } from './form-values';

const filled = {
  ...NEW_ARTICLE,
  title: 'Kuidas valida matusebürood',
  lead: 'Mida küsida ja millele tähelepanu pöörata.',
  category: '4',
};

describe('the article form', () => {
  it('accepts a filled form and sends only what is filled in', () => {
    const parsed = articleFormSchema.parse(filled);
    expect(toArticleInput(parsed)).toEqual({
      title: 'Kuidas valida matusebürood',
      lead: 'Mida küsida ja millele tähelepanu pöörata.',
      category: 4,
      doc: NEW_ARTICLE.doc,
      published: false,
    });
  });

  it('sends the slug, meta description, cover id and the review day as YYYY-MM-DD', () => {
    const parsed = articleFormSchema.parse({
      ...filled,
      slug: 'matuseburoo-valik',
      metaDescription: 'Kirjeldus',
      reviewedAt: '05.01.2026',
      cover: { id: 9, url: '/uploads/9.webp', width: 1200, height: 675 },
      published: true,
    });
    expect(toArticleInput(parsed)).toMatchObject({
      slug: 'matuseburoo-valik',
      metaDescription: 'Kirjeldus',
      coverImageId: 9,
      reviewedAt: '2026-01-05',
      published: true,
    });
  });

  it('refuses a short slug, a missing category, a long meta description, a bad day', () => {
    const issues = (values: object) =>
      articleFormSchema
        .safeParse({ ...filled, ...values })
        .error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ slug: 'ab' })).toEqual(['slug']);
    expect(issues({ category: '' })).toEqual(['category']);
    expect(issues({ category: '5' })).toEqual(['category']);
    expect(issues({ metaDescription: 'x'.repeat(161) })).toEqual(['metaDescription']);
    expect(issues({ reviewedAt: '31.02.2026' })).toEqual(['reviewedAt']);
    expect(issues({ title: 'ab' })).toEqual(['title']);
  });

  it('reads a stored article into the form', () => {
    const stored = {
      id: 3,
      slug: 'kombed',
      title: 'Kombed',
      lead: 'Lühidalt.',
      category: 1,
      readingMinutes: 2,
      cover: null,
      publishedAt: 1,
      html: '<p>x</p>',
      sections: [],
      related: [],
      reviewedAt: '2026-02-01',
      author: 'Admin',
      metaDescription: null,
      updatedAt: null,
      doc: { type: 'doc', content: [] },
      published: true,
    } satisfies AdminArticle;
    expect(valuesOf(stored)).toEqual({
      title: 'Kombed',
      slug: 'kombed',
      lead: 'Lühidalt.',
      category: '1',
      metaDescription: '',
      published: true,
      reviewedAt: '01.02.2026',
      cover: null,
      doc: { type: 'doc', content: [] },
    });
  });
});

/**
 * Editorial content: poems offered for notices, and articles.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, optionalRef, requiredRef } from './columns';
import { images, users } from './accounts';

/** A poem and its rights; which poems may be offered is db/domain/poem-rights.ts. */
export const poems = sqliteTable('poems', {
  id: id(),
  body: text('body').notNull(),
  title: text('title').notNull().default(''),
  /** Null for folk poetry (rahvaluule) */
  author: text('author'),
  /** The author's year of death: the 70 years of protection count from the end of it */
  authorDeathYear: integer('author_death_year'),
  /** Folk poetry (rahvaluule): no author's rights to clear */
  folk: integer('folk', { mode: 'boolean' }).notNull().default(false),
  /** A protected poem's recorded licence: who granted it, when (YYYY-MM-DD) and its scope */
  licenceGrantor: text('licence_grantor'),
  licenceGrantedOn: text('licence_granted_on'),
  licenceScope: text('licence_scope'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const articles = sqliteTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    lead: text('lead').notNull().default(''),
    /** Sanitised HTML */
    body: text('body').notNull().default(''),
    /** 1 Tavad, 2 Teekond, 3 Planeerimine, 4 Korraldamine */
    category: integer('category').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverImageId: optionalRef('cover_image_id', () => images.id, 'set null'),
    authorId: optionalRef('author_id', () => users.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
    publishedAt: integer('published_at'),
  },
  (t) => [
    index('articles_published').on(t.publishedAt),
    check('articles_category_valid', sql`${t.category} between 1 and 4`),
  ],
);

export const articleRelations = sqliteTable(
  'article_relations',
  {
    articleId: requiredRef('article_id', () => articles.id, 'cascade'),
    relatedId: requiredRef('related_id', () => articles.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })],
);

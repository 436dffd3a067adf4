/**
 * Editorial content: poems offered for notices, and articles.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { images, users } from './accounts';

export const poems = sqliteTable('poems', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  body: text('body').notNull(),
  author: text('author'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    lead: text('lead').notNull().default(''),
    /** Sanitised HTML */
    body: text('body').notNull().default(''),
    /** 1 Tavad, 2 Teekond, 3 Planeerimine, 4 Korraldamine */
    category: integer('category').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverImageId: integer('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
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
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })],
);

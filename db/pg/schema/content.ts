/**
 * Editorial content: poems, articles, help pages, and the site search over the last two
 * (db/schema/content.ts; SQLite's search is the FTS5 table of migration 0019).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '#domain/vocabulary/locales';
import { createdAt, folded, id, millis, optionalRef, searchVector } from './columns';
import { images, users } from './accounts';

export const poems = pgTable('poems', {
  id: id(),
  body: text('body').notNull(),
  title: text('title').notNull().default(''),
  author: text('author'),
  authorDeathYear: integer('author_death_year'),
  folk: boolean('folk').notNull().default(false),
  licenceGrantor: text('licence_grantor'),
  licenceGrantedOn: text('licence_granted_on'),
  licenceScope: text('licence_scope'),
  mood: text('mood').notNull().default('memory'),
  noticeTypes: integer('notice_types').notNull().default(14),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    lead: text('lead').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The editor's document (ProseMirror/Tiptap JSON) */
    doc: jsonb('doc').notNull().default({ type: 'doc', content: [] }),
    text: text('text').notNull().default(''),
    metaDescription: text('meta_description'),
    category: integer('category').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverImageId: optionalRef('cover_image_id', () => images.id, 'set null'),
    authorId: optionalRef('author_id', () => users.id, 'set null'),
    published: boolean('published').notNull().default(false),
    publishedAt: millis('published_at'),
    reviewedAt: text('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: millis('updated_at'),
  },
  (t) => [
    index('articles_published').on(t.published, t.publishedAt),
    index('articles_category').on(t.published, t.category, t.publishedAt),
    check('articles_category_valid', sql`${t.category} between 1 and 4`),
  ],
);

export const helpPages = pgTable(
  'help_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The page's content (its shape: db/domain/help-pages.ts) */
    content: jsonb('content').notNull(),
    text: text('text').notNull().default(''),
    reviewedAt: text('reviewed_at').notNull(),
    reviewedBy: text('reviewed_by').notNull(),
    updatedAt: millis('updated_at'),
  },
  (t) => [
    uniqueIndex('help_pages_slug_language').on(t.slug, t.language),
    check('help_pages_language_valid', sql`${t.language} in ('et', 'en', 'ru')`),
  ],
);

/**
 * What the site's search box finds: published articles and help pages as plain text, one row
 * a page (`ref`, its path) and language, written by the stores that save them. The title weighs
 * more than the body (weights A and B), as bm25(5, 1) does in SQLite.
 */
export const siteSearch = pgTable(
  'site_search',
  {
    kind: text('kind', { enum: ['article', 'help'] }).notNull(),
    ref: text('ref').notNull(),
    language: text('language', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    search: searchVector(
      'search',
      sql`setweight(${folded('title')}, 'A') || setweight(${folded('body')}, 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.ref, t.language] }),
    index('site_search_search').using('gin', t.search),
  ],
);

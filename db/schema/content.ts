/**
 * Editorial content: poems offered for notices, articles and the help pages.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, optionalRef } from './columns';
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
  /** How it sounds, for the poem samples' filter: one of POEM_MOODS (db/domain/poem-moods.ts) */
  mood: text('mood').notNull().default('memory'),
  /** The notice types it suits, a bit set: 2 funeral notice, 4 condolence, 8 memorial day */
  noticeTypes: integer('notice_types').notNull().default(14),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

/**
 * An article: the editor's document (ProseMirror/Tiptap JSON) as written, and the copy the
 * public pages show — HTML made from it and sanitised with an allow-list at save time — with its
 * plain text for search. A draft (`published` false) is seen only by editors.
 */
export const articles = sqliteTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    /** Unique; Estonian letters folded (db/domain/slugs.ts) */
    slug: text('slug').notNull().unique(),
    lead: text('lead').notNull().default(''),
    /** Sanitised HTML, made from `doc` when saved */
    body: text('body').notNull().default(''),
    /** The editor's document as JSON */
    doc: text('doc').notNull().default('{"type":"doc","content":[]}'),
    /** The body's plain text (search, reading time) */
    text: text('text').notNull().default(''),
    metaDescription: text('meta_description'),
    /** 1 Tavad, 2 Teekond, 3 Planeerimine, 4 Korraldamine */
    category: integer('category').notNull(),
    /** Computed when saved, from the text's length */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverImageId: optionalRef('cover_image_id', () => images.id, 'set null'),
    authorId: optionalRef('author_id', () => users.id, 'set null'),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    /** When it was first published (kept when unpublished and published again) */
    publishedAt: integer('published_at'),
    /** The last check of its facts, 'YYYY-MM-DD' */
    reviewedAt: text('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    index('articles_published').on(t.published, t.publishedAt),
    index('articles_category').on(t.published, t.category, t.publishedAt),
    check('articles_category_valid', sql`${t.category} between 1 and 4`),
  ],
);

/**
 * A help page under /kasulikku in one language: its fixed texts and its content as JSON whose
 * shape depends on the page (db/domain/help-pages.ts: the guide's steps, the condolence samples,
 * the poem samples' introduction), with who last checked it and when.
 */
export const helpPages = sqliteTable(
  'help_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    /** The meta description, at most 160 characters */
    description: text('description').notNull().default(''),
    /** The page's content as JSON (its shape: db/domain/help-pages.ts) */
    content: text('content').notNull(),
    /** The content's plain text (search) */
    text: text('text').notNull().default(''),
    /** The last check, 'YYYY-MM-DD', and by whom */
    reviewedAt: text('reviewed_at').notNull(),
    reviewedBy: text('reviewed_by').notNull(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    uniqueIndex('help_pages_slug_language').on(t.slug, t.language),
    check('help_pages_language_valid', sql`${t.language} in ('et', 'en', 'ru')`),
  ],
);

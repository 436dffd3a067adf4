/**
 * Notices and what visitors add to them: counties, candles and replies.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import {
  NOTICE_HIDE_REASONS,
  NOTICE_STATUSES,
  PAYER_TYPES,
  VISIBILITY_STATUSES,
} from '#domain/vocabulary/statuses';
import { createdAt, id, optionalRef, requiredRef, visitorColumns } from './columns';
import { images, users } from './accounts';
import { counties, places } from './geography';
import { poems } from './content';

export const notices = sqliteTable(
  'notices',
  {
    id: id(),
    /** 0 funeral/death notice, 1 condolence, 2 memorial day (routes number them 1..3) */
    type: integer('type').$type<NoticeType>().notNull(),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('draft'),
    prefix: text('prefix').notNull().default(''),
    deceasedName: text('deceased_name').notNull(),
    maidenName: text('maiden_name'),
    /** As typed: DD.MM.YYYY or YYYY */
    birthDate: text('birth_date'),
    /** Sortable YYYY-MM-DD; a year alone becomes YYYY-00-00 */
    birthDateSort: text('birth_date_sort'),
    deathDate: text('death_date'),
    deathDateSort: text('death_date_sort'),
    suffix: text('suffix').notNull().default(''),
    funeralInfo: text('funeral_info').notNull().default(''),
    signature: text('signature').notNull().default('Leinajad'),
    poem: text('poem').notNull().default(''),
    /** The poem bank's poem whose text `poem` is (set on save), for its author and title */
    poemId: optionalRef('poem_id', () => poems.id, 'set null'),
    backgroundImageId: optionalRef('background_image_id', () => images.id, 'set null'),
    portraitImageId: optionalRef('portrait_image_id', () => images.id, 'set null'),
    placeId: optionalRef('place_id', () => places.id),
    payerType: text('payer_type', { enum: PAYER_TYPES }).notNull().default('private'),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessRegCode: text('business_reg_code'),
    invoiceEmail: text('invoice_email'),
    adderName: text('adder_name').notNull(),
    adderEmail: text('adder_email').notNull(),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    termsAcceptedAt: integer('terms_accepted_at'),
    /** Estonian-alphabet sort key of deceased_name (see db/domain/estonian-sort.ts) */
    nameSortKey: text('name_sort_key').notNull(),
    views: integer('views').notNull().default(0),
    candles: integer('candles').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    editTokenHash: text('edit_token_hash'),
    /** The family's choice: new replies are held until they approve them (db/domain/moderation) */
    holdReplies: integer('hold_replies', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
    publishedAt: integer('published_at'),
    /** While status is hidden: when and why it was taken down (unhiding clears both) */
    hiddenAt: integer('hidden_at'),
    hiddenReason: text('hidden_reason', { enum: NOTICE_HIDE_REASONS }),
  },
  (t) => [
    index('notices_status_published').on(t.status, t.publishedAt),
    index('notices_status_name').on(t.status, t.nameSortKey),
    index('notices_user').on(t.userId),
    /** The admin's notice search: newest first, all or of one status (its date filter too) */
    index('notices_created').on(t.createdAt),
    index('notices_status_created').on(t.status, t.createdAt),
    // the admin's gallery and poem bank count the notices that use each
    index('notices_background').on(t.backgroundImageId),
    index('notices_poem').on(t.poemId),
    check('notices_type_valid', sql`${t.type} in (0, 1, 2)`),
  ],
);

/**
 * One row whose version goes up (by triggers, see the notice_list_version migration) whenever
 * anything a notice list filters or counts on changes; the API caches list totals per version.
 */
export const noticeListVersion = sqliteTable('notice_list_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const noticeCounties = sqliteTable(
  'notice_counties',
  {
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    countyId: requiredRef('county_id', () => counties.id),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.countyId] }),
    index('notice_counties_county').on(t.countyId, t.noticeId),
  ],
);

export const candles = sqliteTable(
  'candles',
  {
    id: id(),
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    ...visitorColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('candles_notice_visitor').on(t.noticeId, t.visitorHash, t.createdAt),
    // the dashboard's candles by Tallinn day
    index('candles_created').on(t.createdAt),
  ],
);

export const replies = sqliteTable(
  'replies',
  {
    id: id(),
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    author: text('author').notNull(),
    /** Plain text; escaped when displayed; never edited by anyone */
    body: text('body').notNull(),
    /** visible, held (the family reviews replies first) or hidden (moderation_cases says why) */
    status: text('status', { enum: VISIBILITY_STATUSES }).notNull().default('visible'),
    ...visitorColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('replies_notice').on(t.noticeId, t.status, t.createdAt),
    index('replies_visitor').on(t.visitorHash, t.createdAt),
    // the dashboard's replies by Tallinn day
    index('replies_created').on(t.createdAt),
  ],
);

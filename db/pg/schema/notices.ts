/**
 * Notices and what visitors add to them: counties, candles and replies (db/schema/notices.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import {
  NOTICE_HIDE_REASONS,
  NOTICE_STATUSES,
  PAYER_TYPES,
  VISIBILITY_STATUSES,
} from '#domain/vocabulary/statuses';
import {
  createdAt,
  folded,
  id,
  millis,
  optionalRef,
  requiredRef,
  searchVector,
  visitorColumns,
} from './columns';
import { images, users } from './accounts';
import { counties, places } from './geography';
import { poems } from './content';

export const notices = pgTable(
  'notices',
  {
    id: id(),
    type: integer('type').$type<NoticeType>().notNull(),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('draft'),
    prefix: text('prefix').notNull().default(''),
    deceasedName: text('deceased_name').notNull(),
    maidenName: text('maiden_name'),
    birthDate: text('birth_date'),
    birthDateSort: text('birth_date_sort'),
    deathDate: text('death_date'),
    deathDateSort: text('death_date_sort'),
    suffix: text('suffix').notNull().default(''),
    funeralInfo: text('funeral_info').notNull().default(''),
    signature: text('signature').notNull().default('Leinajad'),
    poem: text('poem').notNull().default(''),
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
    termsAcceptedAt: millis('terms_accepted_at'),
    /**
     * Estonian-alphabet sort key, compared byte by byte: the rules migration gives it
     * COLLATE "C" (drizzle cannot), as a locale's collation would ignore its spaces
     */
    nameSortKey: text('name_sort_key').notNull(),
    views: integer('views').notNull().default(0),
    candles: integer('candles').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    editTokenHash: text('edit_token_hash'),
    holdReplies: boolean('hold_replies').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: millis('updated_at'),
    publishedAt: millis('published_at'),
    hiddenAt: millis('hidden_at'),
    hiddenReason: text('hidden_reason', { enum: NOTICE_HIDE_REASONS }),
    /** Deceased and maiden name folded, for the name search (SQLite: notices_fts) */
    nameSearch: searchVector(
      'name_search',
      sql`${folded('deceased_name')} || ${folded('maiden_name')}`,
    ),
  },
  (t) => [
    index('notices_status_published').on(t.status, t.publishedAt),
    index('notices_status_name').on(t.status, t.nameSortKey),
    index('notices_user').on(t.userId),
    index('notices_created').on(t.createdAt),
    index('notices_status_created').on(t.status, t.createdAt),
    index('notices_background').on(t.backgroundImageId),
    index('notices_poem').on(t.poemId),
    index('notices_name_search').using('gin', t.nameSearch),
    check('notices_type_valid', sql`${t.type} in (0, 1, 2)`),
  ],
);

/** Bumped by triggers (the rules migration) whenever a notice list's members or total change */
export const noticeListVersion = pgTable('notice_list_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const noticeCounties = pgTable(
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

export const candles = pgTable(
  'candles',
  {
    id: id(),
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    ...visitorColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('candles_notice_visitor').on(t.noticeId, t.visitorHash, t.createdAt),
    index('candles_created').on(t.createdAt),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: id(),
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    author: text('author').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: VISIBILITY_STATUSES }).notNull().default('visible'),
    ...visitorColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('replies_notice').on(t.noticeId, t.status, t.createdAt),
    index('replies_visitor').on(t.visitorHash, t.createdAt),
    index('replies_created').on(t.createdAt),
  ],
);

/**
 * PostgreSQL only: the candles and replies counted since the last fold, spread over a few rows
 * per notice (a random shard per write), so that a notice's candles do not all wait on one
 * row's lock. A notice's count is notices.candles (or replies) plus its shards; a periodic fold
 * moves the shards into the notice (api/src/routes/notices/queries.pg.ts).
 */
export const noticeCounterShards = pgTable(
  'notice_counter_shards',
  {
    noticeId: requiredRef('notice_id', () => notices.id, 'cascade'),
    shard: integer('shard').notNull(),
    candles: integer('candles').notNull().default(0),
    replies: integer('replies').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.shard] })],
);

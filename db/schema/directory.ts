/**
 * The providers directory: service categories, companies' services, reviews, claims and
 * banners (service requests: requests.ts).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { DEFAULT_SERVICE_ICON, type ServiceIcon } from '#domain/vocabulary/service-icons';
import { CLAIM_STATUSES, REVIEW_STATUSES } from '#domain/vocabulary/statuses';
import { createdAt, id, optionalRef, requiredRef } from './columns';
import { companies, images, socialIdentities, users } from './accounts';

/**
 * One row whose version goes up (by triggers, see the directory_version migration) whenever a
 * company, what it offers or a category changes; the API keeps its directory caches (the
 * distance index, totals, list rows, category counts) per version.
 */
export const directoryVersion = sqliteTable('directory_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Categories of funeral services */
export const services = sqliteTable('services', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** One of SERVICE_ICONS (db/domain/service-icons) */
  icon: text('icon').$type<ServiceIcon>().notNull().default(DEFAULT_SERVICE_ICON),
});

export const companyServices = sqliteTable(
  'company_services',
  {
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.serviceId] }),
    index('company_services_service').on(t.serviceId),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    identityId: requiredRef('identity_id', () => socialIdentities.id, 'cascade'),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('visible'),
    /** Why a held review waits for checking (shown to its reviewer) */
    heldReason: text('held_reason'),
    /** The company owner's one public answer */
    answer: text('answer'),
    answeredAt: integer('answered_at'),
    createdAt: createdAt(),
    /** Set when the reviewer replaces the review with an edited one */
    updatedAt: integer('updated_at'),
  },
  (t) => [
    uniqueIndex('reviews_one_per_identity').on(t.companyId, t.identityId),
    index('reviews_company_status').on(t.companyId, t.status, t.createdAt),
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
  ],
);

/** A company's price list: one "from" price per group (db/domain/prices), with its date */
export const companyPrices = sqliteTable(
  'company_prices',
  {
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    priceGroup: text('price_group').notNull(),
    /** Euro cents, VAT included */
    fromCents: integer('from_cents').notNull(),
    /** YYYY-MM-DD the company last confirmed the price */
    confirmedOn: text('confirmed_on').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.priceGroup] }),
    check('company_prices_amount_valid', sql`${t.fromCents} >= 0`),
  ],
);

/** A provider's claim of a company page, confirmed by a link mailed to the company or by an admin */
export const companyClaims = sqliteTable(
  'company_claims',
  {
    id: id(),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    registryCode: text('registry_code').notNull(),
    /** SHA-256 of the mailed confirmation token */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    decidedAt: integer('decided_at'),
    /** The admin who decided, when it was not the mailed link */
    decidedBy: optionalRef('decided_by', () => users.id, 'set null'),
  },
  (t) => [
    index('company_claims_company').on(t.companyId, t.status),
    index('company_claims_user').on(t.userId),
  ],
);

/**
 * The banner manager's banners: an image (upload kind banner), its link (http(s) only: the
 * click's 302 goes there), alt text, the placements as a bit set (db/domain/banners.ts:
 * home 1, lists 2, articles 4, directory 8), shown from `starts_on` to `ends_on` inclusive
 * (Tallinn days, YYYY-MM-DD), picked by weight; views and clicks counted on our server.
 */
export const banners = sqliteTable(
  'banners',
  {
    id: id(),
    imageId: requiredRef('image_id', () => images.id),
    linkUrl: text('link_url').notNull(),
    alt: text('alt').notNull(),
    placements: integer('placements').notNull(),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    weight: integer('weight').notNull().default(1),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('banners_showing').on(t.active, t.endsOn),
    check('banners_days', sql`${t.startsOn} <= ${t.endsOn}`),
    check('banners_weight', sql`${t.weight} BETWEEN 1 AND 100`),
    check('banners_placements', sql`${t.placements} BETWEEN 1 AND 15`),
  ],
);

/**
 * Who was already counted: one view and one click per banner, visitor (the visitor cookie's
 * hash) and Tallinn day; rows of past days are pruned as the day turns.
 */
export const bannerMarks = sqliteTable(
  'banner_marks',
  {
    bannerId: requiredRef('banner_id', () => banners.id, 'cascade'),
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    /** Keyed hash of the client's address: one view and one click per address and day too */
    addressHash: text('address_hash').notNull(),
    kind: text('kind', { enum: ['view', 'click'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.day, t.visitorHash, t.kind] }),
    uniqueIndex('banner_marks_address').on(t.bannerId, t.day, t.addressHash, t.kind),
    index('banner_marks_day').on(t.day),
  ],
);

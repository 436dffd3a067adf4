/**
 * The providers directory: service categories, companies' services, reviews, prices, claims and
 * banners (db/schema/directory.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_SERVICE_ICON, type ServiceIcon } from '#domain/vocabulary/service-icons';
import { CLAIM_STATUSES, REVIEW_STATUSES } from '#domain/vocabulary/statuses';
import { createdAt, id, millis, optionalRef, requiredRef } from './columns';
import { companies, images, socialIdentities, users } from './accounts';

/** Bumped by triggers (the rules migration) whenever a company, its services or a category change */
export const directoryVersion = pgTable('directory_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  icon: text('icon').$type<ServiceIcon>().notNull().default(DEFAULT_SERVICE_ICON),
});

export const companyServices = pgTable(
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

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    identityId: requiredRef('identity_id', () => socialIdentities.id, 'cascade'),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('visible'),
    heldReason: text('held_reason'),
    answer: text('answer'),
    answeredAt: millis('answered_at'),
    createdAt: createdAt(),
    updatedAt: millis('updated_at'),
  },
  (t) => [
    uniqueIndex('reviews_one_per_identity').on(t.companyId, t.identityId),
    index('reviews_company_status').on(t.companyId, t.status, t.createdAt),
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
  ],
);

export const companyPrices = pgTable(
  'company_prices',
  {
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    priceGroup: text('price_group').notNull(),
    fromCents: integer('from_cents').notNull(),
    confirmedOn: text('confirmed_on').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.priceGroup] }),
    check('company_prices_amount_valid', sql`${t.fromCents} >= 0`),
  ],
);

export const companyClaims = pgTable(
  'company_claims',
  {
    id: id(),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    registryCode: text('registry_code').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: millis('expires_at').notNull(),
    decidedAt: millis('decided_at'),
    decidedBy: optionalRef('decided_by', () => users.id, 'set null'),
  },
  (t) => [
    index('company_claims_company').on(t.companyId, t.status),
    index('company_claims_user').on(t.userId),
  ],
);

export const banners = pgTable(
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
    active: boolean('active').notNull().default(true),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [
    index('banners_showing').on(t.active, t.endsOn),
    check('banners_days', sql`${t.startsOn} <= ${t.endsOn}`),
    check('banners_weight', sql`${t.weight} BETWEEN 1 AND 100`),
    check('banners_placements', sql`${t.placements} BETWEEN 1 AND 15`),
  ],
);

export const bannerMarks = pgTable(
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

/**
 * The providers directory: service categories, companies' services, reviews, service
 * requests and banners.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { VISIBILITY_STATUSES } from '../domain/statuses';
import { createdAt, id, optionalRef, requiredRef } from './columns';
import { companies, images, socialIdentities } from './accounts';
import { places } from './geography';

/** Categories of funeral services */
export const services = sqliteTable('services', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
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
    status: text('status', { enum: VISIBILITY_STATUSES }).notNull().default('visible'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_identity').on(t.companyId, t.identityId),
    check('reviews_rating_valid', sql`${t.rating} between 1 and 5`),
  ],
);

export const serviceRequests = sqliteTable(
  'service_requests',
  {
    id: id(),
    placeId: optionalRef('place_id', () => places.id),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
    /** DD.MM.YYYY as typed */
    wantedDate: text('wanted_date'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('service_requests_status').on(t.status, t.createdAt)],
);

export const serviceRequestServices = sqliteTable(
  'service_request_services',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.serviceId] })],
);

export const banners = sqliteTable(
  'banners',
  {
    id: id(),
    imageId: requiredRef('image_id', () => images.id),
    linkUrl: text('link_url').notNull(),
    placement: text('placement').notNull(),
    startsAt: integer('starts_at'),
    endsAt: integer('ends_at'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_placement').on(t.placement, t.active)],
);

/**
 * Service requests: the family's request, its services, the providers alerted, their
 * offers and each provider company's alert settings (db/schema/requests.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ALERT_CHANNELS,
  OFFER_STATUSES,
  REQUEST_CLOSE_REASONS,
  REQUEST_STATUSES,
} from '#domain/vocabulary/statuses';
import { LOCALES } from '#domain/vocabulary/locales';
import { createdAt, id, millis, optionalRef, requiredRef } from './columns';
import { companies, users } from './accounts';
import { services } from './directory';
import { places } from './geography';

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('unconfirmed'),
    closeReason: text('close_reason', { enum: REQUEST_CLOSE_REASONS }),
    placeId: requiredRef('place_id', () => places.id),
    funeralDate: text('funeral_date'),
    attendees: integer('attendees'),
    budgetCents: integer('budget_cents'),
    message: text('message').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    maxProviders: integer('max_providers').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull().default('et'),
    providersAsked: integer('providers_asked').notNull().default(0),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    createdAt: createdAt(),
    confirmedAt: millis('confirmed_at'),
    closesAt: millis('closes_at').notNull(),
    endedAt: millis('ended_at'),
  },
  (t) => [
    index('service_requests_status_closes').on(t.status, t.closesAt),
    index('service_requests_ended').on(t.endedAt),
    index('service_requests_email').on(t.contactEmail, t.createdAt),
    check('service_requests_providers', sql`${t.maxProviders} between 1 and 10`),
  ],
);

export const requestServices = pgTable(
  'request_services',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.serviceId] })],
);

export const requestRecipients = pgTable(
  'request_recipients',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    distanceKm: doublePrecision('distance_km').notNull(),
    alertedAt: millis('alerted_at').notNull(),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    readAt: millis('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.companyId] }),
    index('request_recipients_company').on(t.companyId, t.readAt),
  ],
);

export const requestOffers = pgTable(
  'request_offers',
  {
    id: id(),
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    totalCents: integer('total_cents').notNull(),
    includes: text('includes').notNull(),
    message: text('message').notNull().default(''),
    validUntil: text('valid_until').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('sent'),
    clientKey: text('client_key').unique(),
    createdAt: createdAt(),
    decidedAt: millis('decided_at'),
  },
  (t) => [
    uniqueIndex('request_offers_one_per_company').on(t.requestId, t.companyId),
    index('request_offers_company').on(t.companyId, t.createdAt),
    index('request_offers_status_valid').on(t.status, t.validUntil),
    check('request_offers_total', sql`${t.totalCents} > 0`),
  ],
);

export const providerSettings = pgTable('provider_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  radiusKm: integer('radius_km').notNull(),
  /** County ids; non-empty: the service area is these counties */
  counties: jsonb('counties').$type<number[]>().notNull().default([]),
  /** Service ids; empty: every service the company offers */
  services: jsonb('services').$type<number[]>().notNull().default([]),
  push: boolean('push').notNull().default(true),
  email: boolean('email').notNull().default(true),
  updatedAt: millis('updated_at').notNull(),
});

/**
 * Service requests: a family asks once, the nearest matching providers are alerted at
 * the same moment and answer with offers (the family's push follows: push.ts). The family's contact lives only in service_requests
 * and reaches a provider only once that provider's offer is accepted.
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
import {
  ALERT_CHANNELS,
  OFFER_STATUSES,
  REQUEST_CLOSE_REASONS,
  REQUEST_STATUSES,
} from '#domain/vocabulary/statuses';
import { LOCALES } from '#domain/vocabulary/locales';
import { createdAt, id, optionalRef, requiredRef } from './columns';
import { companies, users } from './accounts';
import { services } from './directory';
import { places } from './geography';

export const serviceRequests = sqliteTable(
  'service_requests',
  {
    id: id(),
    /** SHA-256 of the family's private token (the link to their page) */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('unconfirmed'),
    closeReason: text('close_reason', { enum: REQUEST_CLOSE_REASONS }),
    /** The EHAK settlement the family chose: providers see only it */
    placeId: requiredRef('place_id', () => places.id),
    /** YYYY-MM-DD (Tallinn day); null: not known yet */
    funeralDate: text('funeral_date'),
    attendees: integer('attendees'),
    budgetCents: integer('budget_cents'),
    message: text('message').notNull().default(''),
    contactName: text('contact_name').notNull(),
    /** Lower-cased: the daily limit per address counts on it */
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    maxProviders: integer('max_providers').notNull(),
    /** The family's language: their mails speak it */
    locale: text('locale', { enum: LOCALES }).notNull().default('et'),
    /** How many providers were alerted when it was confirmed */
    providersAsked: integer('providers_asked').notNull().default(0),
    /** The signed-in user who sent it, if any */
    userId: optionalRef('user_id', () => users.id, 'set null'),
    createdAt: createdAt(),
    confirmedAt: integer('confirmed_at'),
    /** When it closes by itself: the end of the funeral day or 14 days after creation */
    closesAt: integer('closes_at').notNull(),
    /** When it stopped being unconfirmed or open: deleted 90 days later */
    endedAt: integer('ended_at'),
  },
  (t) => [
    index('service_requests_status_closes').on(t.status, t.closesAt),
    index('service_requests_ended').on(t.endedAt),
    index('service_requests_email').on(t.contactEmail, t.createdAt),
    check('service_requests_providers', sql`${t.maxProviders} between 1 and 10`),
  ],
);

export const requestServices = sqliteTable(
  'request_services',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.serviceId] })],
);

/** The providers a request was sent to: all of one request share one alertedAt */
export const requestRecipients = sqliteTable(
  'request_recipients',
  {
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    /** The company's owner when it was alerted (their push subscriptions and mailbox); null once that account is gone */
    userId: optionalRef('user_id', () => users.id, 'set null'),
    /** From the company to the request's settlement */
    distanceKm: real('distance_km').notNull(),
    alertedAt: integer('alerted_at').notNull(),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    readAt: integer('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.companyId] }),
    index('request_recipients_company').on(t.companyId, t.readAt),
  ],
);

export const requestOffers = sqliteTable(
  'request_offers',
  {
    id: id(),
    requestId: requiredRef('request_id', () => serviceRequests.id, 'cascade'),
    companyId: requiredRef('company_id', () => companies.id, 'cascade'),
    /** Euro cents, VAT included */
    totalCents: integer('total_cents').notNull(),
    includes: text('includes').notNull(),
    message: text('message').notNull().default(''),
    /** YYYY-MM-DD (Tallinn day), the last day the offer holds */
    validUntil: text('valid_until').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('sent'),
    /** Client-made idempotency key of an offer queued offline */
    clientKey: text('client_key').unique(),
    createdAt: createdAt(),
    decidedAt: integer('decided_at'),
  },
  (t) => [
    uniqueIndex('request_offers_one_per_company').on(t.requestId, t.companyId),
    index('request_offers_company').on(t.companyId, t.createdAt),
    index('request_offers_status_valid').on(t.status, t.validUntil),
    check('request_offers_total', sql`${t.totalCents} > 0`),
  ],
);

/** A provider company's alert settings; a company without a row has the defaults */
export const providerSettings = sqliteTable('provider_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  radiusKm: integer('radius_km').notNull(),
  /** JSON array of county ids; non-empty: the service area is these counties */
  counties: text('counties', { mode: 'json' }).$type<number[]>().notNull().default([]),
  /** JSON array of service ids; empty: every service the company offers */
  services: text('services', { mode: 'json' }).$type<number[]>().notNull().default([]),
  push: integer('push', { mode: 'boolean' }).notNull().default(true),
  email: integer('email', { mode: 'boolean' }).notNull().default(true),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * People and access: users, sessions and sign-ins, companies, images (db/schema/accounts.ts).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS } from '#domain/inputs/auth';
import { ROLE_VALUES } from '#domain/inputs/auth';
import { ROLES, type Role } from '#domain/vocabulary/roles';
import {
  createdAt,
  folded,
  id,
  issuedToken,
  millis,
  optionalRef,
  requiredRef,
  searchVector,
} from './columns';
import { counties, places } from './geography';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    logoImageId: optionalRef('logo_image_id', (): AnyPgColumn => images.id, 'set null'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    placeId: optionalRef('place_id', () => places.id),
    countyId: optionalRef('county_id', () => counties.id),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    registryCode: text('registry_code'),
    /** db/domain/opening-hours; `{}` means the hours are not known */
    openingHours: jsonb('opening_hours').$type<Record<string, unknown>>().notNull().default({}),
    transportPhone: text('transport_phone'),
    cremationFromCents: integer('cremation_from_cents'),
    burialFromCents: integer('burial_from_cents'),
    ownerUserId: integer('owner_user_id'),
    verifiedAt: millis('verified_at'),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: millis('updated_at'),
    /** The name folded for the directory's name search (SQLite: companies_fts) */
    nameSearch: searchVector('name_search', folded('name')),
  },
  (t) => [
    index('companies_place').on(t.placeId),
    index('companies_county').on(t.countyId),
    uniqueIndex('companies_registry_code').on(t.registryCode),
    index('companies_owner').on(t.ownerUserId),
    index('companies_name_search').using('gin', t.nameSearch),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').$type<Role>().notNull().default(ROLES.user),
    signature: text('signature').notNull().default('Leinajad'),
    companyId: optionalRef('company_id', (): AnyPgColumn => companies.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: millis('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_nocase').on(sql`lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in (${sql.raw(ROLE_VALUES.join(', '))})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    ...issuedToken(),
    revokedAt: millis('revoked_at'),
    lastSeenAt: millis('last_seen_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    ...issuedToken(),
    usedAt: millis('used_at'),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: millis('window_started_at').notNull(),
  blockedUntil: millis('blocked_until'),
});

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject').on(t.provider, t.subject)],
);

export const reviewerSessions = pgTable(
  'reviewer_sessions',
  {
    id: id(),
    identityId: requiredRef('identity_id', () => socialIdentities.id, 'cascade'),
    ...issuedToken(),
    revokedAt: millis('revoked_at'),
  },
  (t) => [index('reviewer_sessions_identity').on(t.identityId)],
);

export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    createdAt: createdAt(),
    expiresAt: millis('expires_at').notNull(),
    completedAt: millis('completed_at'),
    identityId: optionalRef('identity_id', () => socialIdentities.id, 'cascade'),
    handoffHash: text('handoff_hash').unique(),
    handoffUsedAt: millis('handoff_used_at'),
  },
  (t) => [index('oauth_states_expires').on(t.expiresAt)],
);

export const images = pgTable(
  'images',
  {
    id: id(),
    kind: text('kind', { enum: ['background', 'portrait', 'logo', 'article', 'banner'] }).notNull(),
    fileName: text('file_name').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    active: boolean('active').notNull().default(true),
    galleryPosition: integer('gallery_position'),
    uploadedBy: optionalRef('uploaded_by', (): AnyPgColumn => users.id, 'set null'),
    uploaderHash: text('uploader_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_kind_active').on(t.kind, t.active),
    index('images_gallery')
      .on(t.galleryPosition)
      .where(sql`${t.galleryPosition} is not null`),
  ],
);

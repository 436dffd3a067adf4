/**
 * People and access: users, their sessions and sign-ins, the companies they act for, and the
 * images they upload. Images live here because users, companies and images reference one
 * another (an uploader, a company's logo, a user's company): one file keeps that loop inside a
 * module instead of between modules.
 */
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { SOCIAL_PROVIDERS } from '#domain/inputs/auth';
import { ROLE_VALUES } from '#domain/inputs/auth';
import { ROLES, type Role } from '#domain/vocabulary/roles';
import { createdAt, id, issuedToken, optionalRef, requiredRef } from './columns';
import { counties, places } from './geography';

export const companies = sqliteTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    logoImageId: optionalRef('logo_image_id', (): AnySQLiteColumn => images.id, 'set null'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    placeId: optionalRef('place_id', () => places.id),
    /** The place's county, kept with the company for the county filter */
    countyId: optionalRef('county_id', () => counties.id),
    lat: real('lat'),
    lon: real('lon'),
    /** Estonian business registry code (8 digits, checksum checked); set by a claim */
    registryCode: text('registry_code'),
    /**
     * The week's hours, holiday hours and a temporary closure, as db/domain/opening-hours
     * describes them; `{}` means the hours are not known
     */
    openingHours: text('opening_hours', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    /** The transport line that answers day and night (24/7); null when there is none */
    transportPhone: text('transport_phone'),
    /** The lowest complete prices (cents, VAT included), derived from company_prices on save */
    cremationFromCents: integer('cremation_from_cents'),
    burialFromCents: integer('burial_from_cents'),
    /** The provider account that claimed the page (no foreign key: the table predates it) */
    ownerUserId: integer('owner_user_id'),
    /** When the owner's claim was confirmed (mailed link or admin): the page is "Kinnitatud" */
    verifiedAt: integer('verified_at'),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    /** "Viimati uuendatud": stamped by every change to the page */
    updatedAt: integer('updated_at'),
  },
  (t) => [
    index('companies_place').on(t.placeId),
    index('companies_county').on(t.countyId),
    uniqueIndex('companies_registry_code').on(t.registryCode),
    index('companies_owner').on(t.ownerUserId),
  ],
);

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 user, 3 provider, 5 banner manager, 10 admin */
    role: integer('role').$type<Role>().notNull().default(ROLES.user),
    signature: text('signature').notNull().default('Leinajad'),
    companyId: optionalRef('company_id', (): AnySQLiteColumn => companies.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_nocase').on(sql`lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in (${sql.raw(ROLE_VALUES.join(', '))})`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    ...issuedToken(),
    revokedAt: integer('revoked_at'),
    lastSeenAt: integer('last_seen_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    ...issuedToken(),
    usedAt: integer('used_at'),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/**
 * Attempt bookkeeping for throttled actions (failed logins per account and address, password
 * reset requests): one row per keyed hash of (action, account, address).
 */
export const loginThrottle = sqliteTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: integer('window_started_at').notNull(),
  blockedUntil: integer('blocked_until'),
});

/** The original site's reviewUser: an identity from a social sign-in, used for reviews. */
export const socialIdentities = sqliteTable(
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

/** A reviewer's sign-in (opaque token, stored hashed), separate from user sessions. */
export const reviewerSessions = sqliteTable(
  'reviewer_sessions',
  {
    id: id(),
    identityId: requiredRef('identity_id', () => socialIdentities.id, 'cascade'),
    ...issuedToken(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('reviewer_sessions_identity').on(t.identityId)],
);

/**
 * One social sign-in in progress: the state sent to the provider (hashed), the PKCE verifier
 * and nonce it must come back with, the browser it belongs to, and after the callback the
 * single-use hand-off code the PWA exchanges for a reviewer session.
 */
export const oauthStates = sqliteTable(
  'oauth_states',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Keyed hash of the visitor cookie that started the flow */
    visitorHash: text('visitor_hash').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    /** Set once the callback has consumed the state */
    completedAt: integer('completed_at'),
    identityId: optionalRef('identity_id', () => socialIdentities.id, 'cascade'),
    handoffHash: text('handoff_hash').unique(),
    handoffUsedAt: integer('handoff_used_at'),
  },
  (t) => [index('oauth_states_expires').on(t.expiresAt)],
);

export const images = sqliteTable(
  'images',
  {
    id: id(),
    kind: text('kind', { enum: ['background', 'portrait', 'logo', 'article', 'banner'] }).notNull(),
    /** Random file name under DATA_DIR/uploads */
    fileName: text('file_name').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Offered in the gallery (backgrounds) */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /**
     * A gallery background's place in the gallery (1 first); null for every other image. The
     * admin's gallery (api/src/routes/admin/gallery.ts) sets it; the upload sweeper keeps these.
     */
    galleryPosition: integer('gallery_position'),
    uploadedBy: optionalRef('uploaded_by', (): AnySQLiteColumn => users.id, 'set null'),
    /** Keyed hash of the uploading visitor: only they (or a notice already using it) may use it */
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

/**
 * The whole Küünal data model: the single source of truth for tables, migrations and types.
 * Timestamps are Unix milliseconds (integer) so hot queries sort and compare plain numbers.
 * Money is in euro cents, rates in basis points (2400 = 24 %).
 */
import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  blob,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at')
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

// ---------------------------------------------------------------- geography (EHAK)

export const counties = sqliteTable('counties', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  lat: real('lat').notNull(),
  lon: real('lon').notNull(),
});

/** EHAK municipalities and settlements, for placing notices and companies without a geocoder. */
export const places = sqliteTable(
  'places',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    level: text('level', { enum: ['municipality', 'settlement'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** EHAK TYYP: 1 vald, 3 alev, 4 linn, 5 vallasisene linn, 6 linnaosa, 7 alevik, 8 küla, 9 asum */
    ehakType: integer('ehak_type').notNull(),
    municipalityName: text('municipality_name'),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    lat: real('lat').notNull(),
    lon: real('lon').notNull(),
  },
  (t) => [
    uniqueIndex('places_level_code').on(t.level, t.code),
    index('places_name').on(t.name),
    index('places_county').on(t.countyId),
  ],
);

// ---------------------------------------------------------------- people and access

export const companies = sqliteTable(
  'companies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    logoImageId: integer('logo_image_id').references((): AnySQLiteColumn => images.id, {
      onDelete: 'set null',
    }),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    placeId: integer('place_id').references(() => places.id),
    lat: real('lat'),
    lon: real('lon'),
    /** JSON object keyed by the Estonian weekday letters E T K N R L P, e.g. {"E":"9:00–17:00"} */
    openingHours: text('opening_hours', { mode: 'json' })
      .$type<Partial<Record<'E' | 'T' | 'K' | 'N' | 'R' | 'L' | 'P', string>>>()
      .notNull()
      .default({}),
    ownerUserId: integer('owner_user_id'),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('companies_place').on(t.placeId)],
);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 user, 3 provider, 5 banner manager, 10 admin */
    role: integer('role').notNull().default(1),
    signature: text('signature').notNull().default('Leinajad'),
    companyId: integer('company_id').references((): AnySQLiteColumn => companies.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_nocase').on(sql`lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in (1, 3, 5, 10)`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    lastSeenAt: integer('last_seen_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
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

/** The spec's reviewUser: an identity from a social sign-in, used for reviews. */
export const socialIdentities = sqliteTable(
  'social_identities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
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
    id: integer('id').primaryKey({ autoIncrement: true }),
    identityId: integer('identity_id')
      .notNull()
      .references(() => socialIdentities.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
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
    id: integer('id').primaryKey({ autoIncrement: true }),
    stateHash: text('state_hash').notNull().unique(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Keyed hash of the visitor cookie that started the flow */
    visitorHash: text('visitor_hash').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    /** Set once the callback has consumed the state */
    completedAt: integer('completed_at'),
    identityId: integer('identity_id').references(() => socialIdentities.id, {
      onDelete: 'cascade',
    }),
    handoffHash: text('handoff_hash').unique(),
    handoffUsedAt: integer('handoff_used_at'),
  },
  (t) => [index('oauth_states_expires').on(t.expiresAt)],
);

// ---------------------------------------------------------------- content

export const images = sqliteTable(
  'images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['background', 'portrait', 'logo', 'article', 'banner'] }).notNull(),
    /** Random file name under DATA_DIR/uploads */
    fileName: text('file_name').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Offered in the gallery (backgrounds) */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    uploadedBy: integer('uploaded_by').references((): AnySQLiteColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Keyed hash of the uploading visitor: only they (or a notice already using it) may use it */
    uploaderHash: text('uploader_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('images_kind_active').on(t.kind, t.active)],
);

export const poems = sqliteTable('poems', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  body: text('body').notNull(),
  author: text('author'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const notices = sqliteTable(
  'notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 0 funeral/death notice, 1 condolence, 2 memorial day (routes number them 1..3) */
    type: integer('type').notNull(),
    status: text('status', { enum: ['draft', 'awaiting_payment', 'published', 'hidden'] })
      .notNull()
      .default('draft'),
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
    backgroundImageId: integer('background_image_id').references(() => images.id, {
      onDelete: 'set null',
    }),
    portraitImageId: integer('portrait_image_id').references(() => images.id, {
      onDelete: 'set null',
    }),
    placeId: integer('place_id').references(() => places.id),
    payerType: text('payer_type', { enum: ['private', 'business'] })
      .notNull()
      .default('private'),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessRegCode: text('business_reg_code'),
    invoiceEmail: text('invoice_email'),
    adderName: text('adder_name').notNull(),
    adderEmail: text('adder_email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    termsAcceptedAt: integer('terms_accepted_at'),
    /** Estonian-alphabet sort key of deceased_name (see db/domain/estonian-sort.ts) */
    nameSortKey: text('name_sort_key').notNull(),
    views: integer('views').notNull().default(0),
    candles: integer('candles').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    editTokenHash: text('edit_token_hash'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
    publishedAt: integer('published_at'),
  },
  (t) => [
    index('notices_status_published').on(t.status, t.publishedAt),
    index('notices_status_name').on(t.status, t.nameSortKey),
    index('notices_user').on(t.userId),
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
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.countyId] }),
    index('notice_counties_county').on(t.countyId, t.noticeId),
  ],
);

export const candles = sqliteTable(
  'candles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visitor cookie: recognises a repeat without storing the cookie */
    visitorHash: text('visitor_hash').notNull(),
    /** Client-made idempotency key for candles queued offline */
    clientKey: text('client_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('candles_notice_visitor').on(t.noticeId, t.visitorHash, t.createdAt)],
);

export const replies = sqliteTable(
  'replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** Plain text; escaped when displayed */
    body: text('body').notNull(),
    status: text('status', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    visitorHash: text('visitor_hash').notNull(),
    clientKey: text('client_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('replies_notice').on(t.noticeId, t.status, t.createdAt),
    index('replies_visitor').on(t.visitorHash, t.createdAt),
  ],
);

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    lead: text('lead').notNull().default(''),
    /** Sanitised HTML */
    body: text('body').notNull().default(''),
    /** 1 Tavad, 2 Teekond, 3 Planeerimine, 4 Korraldamine */
    category: integer('category').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverImageId: integer('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
    publishedAt: integer('published_at'),
  },
  (t) => [
    index('articles_published').on(t.publishedAt),
    check('articles_category_valid', sql`${t.category} between 1 and 4`),
  ],
);

export const articleRelations = sqliteTable(
  'article_relations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })],
);

// ---------------------------------------------------------------- providers directory

/** Categories of funeral services */
export const services = sqliteTable('services', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const companyServices = sqliteTable(
  'company_services',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.serviceId] }),
    index('company_services_service').on(t.serviceId),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    identityId: integer('identity_id')
      .notNull()
      .references(() => socialIdentities.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    status: text('status', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
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
    id: integer('id').primaryKey({ autoIncrement: true }),
    placeId: integer('place_id').references(() => places.id),
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
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.serviceId] })],
);

export const banners = sqliteTable(
  'banners',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
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

// ---------------------------------------------------------------- payments

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerType: text('payer_type', { enum: ['private', 'business'] }).notNull(),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessRegCode: text('business_reg_code'),
    invoiceEmail: text('invoice_email'),
    terms: integer('terms', { mode: 'boolean' }).notNull(),
    privacy: integer('privacy', { mode: 'boolean' }).notNull(),
    bic: text('bic'),
    status: text('status', { enum: ['created', 'pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    providerOrderId: text('provider_order_id').unique(),
    /** Where the payer approves the payment (PayPal's approve link) */
    approveUrl: text('approve_url'),
    /** PayPal capture id, once captured */
    captureId: text('capture_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Why a failed order failed (cancelled, declined, amount_mismatch…) */
    failureReason: text('failure_reason'),
    /** Language of the payer's confirmation mail and documents (et, en, ru) */
    locale: text('locale').notNull().default('et'),
    /** The payer's edit token, encrypted (AES-GCM) until the confirmation mail has carried it */
    editTokenSealed: text('edit_token_sealed'),
    paidAt: integer('paid_at'),
    /**
     * When the server decided to give a COMPLETED capture back (wrong amount, notice paid by
     * another order): set with status failed, kept once the refund made it refunded
     */
    refundDueAt: integer('refund_due_at'),
    /** PayPal's id of our refund of the capture */
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    index('orders_notice').on(t.noticeId),
    // refunds still owed: retried until PayPal confirms them
    index('orders_refund_due')
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null and ${t.status} = 'failed'`),
    index('orders_status_paid').on(t.status, t.paidAt),
    // at most one live order per notice: a second click on Pay cannot start a second charge
    uniqueIndex('orders_one_live_per_notice')
      .on(t.noticeId)
      .where(sql`${t.status} in ('created', 'pending', 'paid')`),
  ],
);

/** Payment provider events already handled (webhook deliveries repeat): one row per event id. */
export const paymentEvents = sqliteTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  providerOrderId: text('provider_order_id'),
  createdAt: createdAt(),
});

export const orderLines = sqliteTable('order_lines', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull().default(1),
  unitPriceCents: integer('unit_price_cents').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
});

/** Key/value settings: prices, VAT rate, seller details. Values are JSON. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});

// ---------------------------------------------------------------- push

export const pushSubscriptions = sqliteTable('push_subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  failures: integer('failures').notNull().default(0),
  createdAt: createdAt(),
  lastSuccessAt: integer('last_success_at'),
});

export const follows = sqliteTable(
  'follows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    anniversary: integer('anniversary', { mode: 'boolean' }).notNull().default(false),
    /** Year (Tallinn time) the death-day reminder last went out: at most one a year */
    anniversarySentYear: integer('anniversary_sent_year'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_subscription_notice').on(t.subscriptionId, t.noticeId),
    index('follows_notice').on(t.noticeId),
  ],
);

/**
 * Web Push work, written in the same transaction as the reply or candle that causes it and sent
 * by the in-process worker (api/src/services/push). A job without a subscription goes to every
 * follower of the notice; a retry (5xx, 429) or an anniversary reminder targets one subscription.
 * Candles are gathered: at most one pending 'candles' job per notice, its count going up.
 */
export const pushJobs = sqliteTable(
  'push_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: ['reply', 'candles', 'anniversary'] }).notNull(),
    /** JSON { title, body, url, tag } as the service worker receives it (candles: filled in when sent) */
    payload: text('payload', { mode: 'json' })
      .$type<{ title: string; body: string; url: string; tag: string }>()
      .notNull(),
    /** Candles gathered into this job */
    count: integer('count').notNull().default(1),
    dueAt: integer('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    state: text('state', { enum: ['pending', 'sending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_jobs_state_due').on(t.state, t.dueAt),
    uniqueIndex('push_jobs_one_pending_candles')
      .on(t.noticeId)
      .where(sql`${t.kind} = 'candles' and ${t.state} = 'pending' and ${t.subscriptionId} is null`),
  ],
);

/** Per notice: when followers were last told about candles (gathered, one per 15 minutes). */
export const pushNoticeState = sqliteTable('push_notice_state', {
  noticeId: integer('notice_id')
    .primaryKey()
    .references(() => notices.id, { onDelete: 'cascade' }),
  candlesNotifiedAt: integer('candles_notified_at'),
});

export const providerAlerts = sqliteTable('provider_alerts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
  placeId: integer('place_id')
    .notNull()
    .references(() => places.id),
  radiusKm: integer('radius_km').notNull(),
  /** JSON array of service ids; empty means all */
  serviceIds: text('service_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- operations

/**
 * Outgoing mail, durable: a row is written in the transaction of the change it belongs to and
 * sent by the mail sender job (api/src/services/mail-outbox.ts), which retries with backoff.
 * A paid order gets its row from the trigger orders_paid_mail (migration 0010): recipient and
 * body are null until the sender composes the confirmation from the order. Bodies and
 * attachments (they hold private links) are erased once a mail is sent or has failed for good.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** draft_link, password_reset, order_paid (composed by the sender), order_invoice… */
    kind: text('kind').notNull(),
    /** The paid order an order_paid row is composed from */
    orderId: integer('order_id').references(() => orders.id),
    recipient: text('recipient'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Fixed at the first attempt, so a resend of the same row is recognisable */
    messageId: text('message_id'),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start */
    dueAt: integer('due_at').notNull(),
    /** While sending: after this a claim is considered abandoned (its process died) */
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
  },
  (t) => [index('mail_outbox_state_due').on(t.state, t.dueAt)],
);

export const mailOutboxAttachments = sqliteTable('mail_outbox_attachments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  mailId: integer('mail_id')
    .notNull()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: blob('content', { mode: 'buffer' }).notNull(),
});

/**
 * Things the person running the site must look at (a refunded amount mismatch, a mail flood
 * stopped by the global limit…): raised by services, kept until acknowledged in the admin area.
 */
export const adminAlerts = sqliteTable(
  'admin_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stable machine name, e.g. payment_refunded, mail_global_limit */
    kind: text('kind').notNull(),
    /** One line for a person, in Estonian (the admin area is Estonian) */
    message: text('message').notNull(),
    /** JSON object with the ids and figures behind the alert */
    details: text('details', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    acknowledgedAt: integer('acknowledged_at'),
  },
  (t) => [index('admin_alerts_open').on(t.acknowledgedAt, t.createdAt)],
);

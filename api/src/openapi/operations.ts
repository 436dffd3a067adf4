/**
 * What each API route does, in words, and what it answers: the one place the routes are
 * described (the request's parameters and bodies come from the zod schemas the routes
 * validate with). Keyed by method and path as mounted; a route without an entry here fails
 * api/src/openapi/openapi.test.ts.
 */
import { countyList, csrfAnswer, health } from './common-responses';
import {
  candleCount,
  noticeDetail,
  noticeList,
  replyList,
  replyWritten,
} from '../routes/notices/responses';
import { articleDetail, articleList } from '../routes/articles/responses';
import { companyDetail, companyList } from '../routes/companies/responses';
import { placeList, placePosition } from '../routes/places/responses';
import type { z } from 'zod';

/** One answer of a route: its status's description and, when it has a body, its shape */
export interface Answer {
  description: string;
  /** a zod schema of the JSON; `text` or `binary` for other bodies (with `contentType`) */
  schema?: z.ZodType | 'text' | 'binary';
  contentType?: string;
}

export interface OperationText {
  summary: string;
  description?: string;
  /** by status; without: `200 OK` described in words only. Errors share the one error shape */
  responses?: Record<number, Answer>;
}

export const API_DESCRIPTION = `All JSON under /api. Every request may carry \`?locale=et|en|ru\` (default et), which sets
the language of error messages. Writes (POST, PUT, PATCH, DELETE) need the visitor cookie and
its CSRF token (\`GET /api/csrf\`) as \`X-CSRF-Token\` with \`X-Requested-With: XMLHttpRequest\`.
Errors always have one shape, \`{"error":{"code","message","fields?"}}\`. The rules, limits and
privacy are in docs/api.md.`;

export const OPERATIONS: Record<string, OperationText> = {
  'GET /api/health': {
    summary: 'The server and its database answer',
    description: '`{"ok":true}`',
    responses: { 200: { description: 'The server and its database answer', schema: health } },
  },
  'GET /api/csrf': {
    summary: "The visitor's CSRF token",
    description:
      "`{token}` for clients that did not get the page's meta tag (the vite dev server).",
    responses: { 200: { description: "The visitor's token", schema: csrfAnswer } },
  },
  'GET /api/counties': {
    summary: 'The 15 counties',
    description:
      'the 15 counties `[{id, name, slug}]`: `name` in `?locale=`\'s language ("Harju maakond", "Harju County", "Харьюмаа"; db/domain/county-names.ts), `slug` always the Estonian one ("harju"); Estonian alphabetical order, else the language\'s (the client adds id 0 "Kõik maakonnad")',
    responses: { 200: { description: 'The counties', schema: countyList } },
  },
  'GET /api/notices': {
    summary: 'Published notices, filtered and sorted (see "Notice list details" in docs/api.md)',
    description: '`{items, total, hasMore}` of published notices',
    responses: { 200: { description: 'A page of published notices', schema: noticeList } },
  },
  'GET /api/notices/:id': {
    summary: 'A published notice',
    description: 'the whole published notice; counts a view',
    responses: {
      200: { description: 'The notice', schema: noticeDetail },
      404: { description: '`not_found`: unknown or unpublished' },
      410: { description: '`notice_removed`: hidden by an admin' },
    },
  },
  'GET /api/notices/:id/candles/mine': {
    summary: "Until when the visitor's own candle burns",
    description:
      "`{litUntil}`: until when the visitor's own candle (by the visitor cookie) burns, or null; `private`",
  },
  'POST /api/notices/:id/candles': {
    summary: 'Light a candle (one per visitor and notice an hour)',
    description: '`{candles}`',
    responses: {
      201: { description: 'The candle is lit: the count', schema: candleCount },
      200: { description: 'The same `clientKey` again: the first answer', schema: candleCount },
      409: { description: '`client_key_reused`' },
      429: { description: '`candle_limit`, with `Retry-After`' },
    },
  },
  'GET /api/notices/:id/replies': {
    summary: "A notice's replies, newest first",
    description: '`{items, total, hasMore}`, newest first',
    responses: { 200: { description: 'A page of replies', schema: replyList } },
  },
  'POST /api/notices/:id/replies': {
    summary: 'Write a reply',
    description:
      '`{reply, replies, held}`; `held`: the family reviews replies first (not shown or counted yet, see Moderation (docs/api.md#moderation)). Request: `{author, text}`.',
    responses: {
      201: { description: 'The reply is written', schema: replyWritten },
      200: { description: 'The same `clientKey` again: the first answer', schema: replyWritten },
      409: { description: '`client_key_reused`' },
      429: { description: '`reply_limit`, with `Retry-After`' },
    },
  },
  'POST /api/notices/drafts': {
    summary: 'Start a draft kept on the server',
    description:
      'a draft kept on the server `{id, editToken}` (the adder is mailed a link to finish it elsewhere; 429 `mail_throttled`, see mail.md (docs/mail.md)). Request: `{draft}`.',
  },
  'PUT /api/notices/:id/draft': {
    summary: 'Save a draft (its edit token)',
    description:
      'a draft kept on the server `{id, editToken}` (the adder is mailed a link to finish it elsewhere; 429 `mail_throttled`, see mail.md (docs/mail.md))',
  },
  'POST /api/notices': {
    summary: 'Submit a complete notice',
    description:
      '201 `{id, editToken}`: a complete notice awaiting payment. Request: `{notice, draftId?}`.',
  },
  'GET /api/notices/:id/edit': {
    summary: "A notice's values for the wizard (its edit token)",
    description: "the notice's values for the wizard",
  },
  'PUT /api/notices/:id': {
    summary: 'Save a notice (its edit token)',
    description:
      "save (published: text only, 409 `paid_fields_locked`). Request: `{notice}` (`X-Edit-Token` or the owner's Bearer).",
  },
  'GET /api/notices/:id/held-replies': {
    summary: "The family's review of held replies",
    description: "the family's review of replies: `{holdReplies, items, total, hasMore}`",
  },
  'PUT /api/notices/:id/reply-review': {
    summary: "Switch the family's review of replies on or off",
    description: '`{holdReplies}`. Request: `{holdReplies}`.',
  },
  'POST /api/notices/:id/held-replies/:replyId': {
    summary: 'Approve or hide a held reply',
    description:
      "`{id, status}`; 409 `moderation_conflict` when the reply is not held. Request: `{action: approve|hide, reason?}` (`X-Edit-Token` or the owner's Bearer).",
  },
  'POST /api/replies/:id/report': {
    summary: 'Report a reply',
    description:
      '201 `{reported: true}`; 404 `not_found` (unknown or not shown), 409 `already_reported`, 429 `report_limit` (see Moderation (docs/api.md#moderation))',
  },
  'POST /api/reviews/:id/report': {
    summary: 'Report a review',
    description:
      '201 `{reported: true}`; 404 `not_found` (unknown or not shown), 409 `already_reported`, 429 `report_limit` (see Moderation (docs/api.md#moderation)). Request: `{reason}`.',
  },
  'POST /api/uploads': {
    summary: 'Upload an image (multipart `file`)',
    description:
      '201 `{id, kind, url, width, height}`; 413 `image_too_large`, 415, 422, 429, 503 and 507 (see "Upload limits" in publishing.md (docs/publishing.md)). Request: (multipart `file`).',
  },
  'GET /api/poems': {
    summary: "The poem bank's usable poems",
    description:
      'the poem bank: usable poems only, each `{id, body, author, title, authorDeathYear, folk, licence, free, mood, noticeTypes}` (see Poems and their rights, docs/api.md#poems-and-their-rights)',
  },
  'GET /api/images/backgrounds': {
    summary: "The gallery's active backgrounds",
    description: 'the gallery of active backgrounds `{items}`',
  },
  'GET /api/places': {
    summary: 'Every EHAK place, compact',
    description:
      'every EHAK place, compact (`{version, items: [[id, name, municipality, countyId, ehakType, lat, lon]]}`), with an ETag, for offline search and choosing a place offline',
    responses: {
      200: { description: 'Every place', schema: placeList },
      304: { description: 'The client has this version (`If-None-Match`)' },
    },
  },
  'GET /api/places/:id': {
    summary: 'One place with its inner point',
    description:
      'One EHAK place with its inner point (the directory measures distances from a place picked in the places search); 404 `not_found`.',
    responses: { 200: { description: 'The place', schema: placePosition } },
  },
  'GET /api/pricing': {
    summary: "A notice's price",
    description: '`{privateCents, businessCents, vatRateBp, currency, testMode}`',
  },
  'GET /api/push/key': {
    summary: 'The VAPID public key',
    description:
      '`{publicKey}`: the VAPID key for `pushManager.subscribe` (see push.md (docs/push.md))',
  },
  'POST /api/push/subscriptions': {
    summary: 'Store a push subscription',
    description:
      '201 `{ok: true}` (upsert), 422 `push_endpoint_refused` (not a push service / internal address). Request: `{endpoint, keys: {p256dh, auth}}`.',
  },
  'DELETE /api/push/subscriptions': {
    summary: 'Remove a push subscription',
    description: '204 (follows go too). Request: `{endpoint}`.',
  },
  'GET /api/push/follows': {
    summary: 'The notices a push subscription follows',
    description:
      '`{items: [{noticeId, path, deceasedName, type, anniversary, followedAt}]}` newest first',
  },
  'POST /api/notices/:id/follow': {
    summary: 'Follow a notice (push)',
    description: '`{following: true, anniversary}`. Request: `{endpoint, anniversary?}`.',
  },
  'DELETE /api/notices/:id/follow': {
    summary: 'Stop following a notice',
    description:
      '204; 404 `subscription_not_found` for an unknown endpoint. Request: `{endpoint}`.',
  },
  'POST /api/client-errors': {
    summary: 'Report a client-side error',
    description:
      '202 `{ok: true}`: an error that reached an error screen, logged as one line (see Error reports (docs/pwa.md#error-reports)); 429 `reports_throttled`. Request: `{message, stack?, url, kind?, userAgent?}`.',
  },
  'POST /api/orders': {
    summary: 'Order the payment of a notice',
    description:
      "201 a new order, 200 the notice's live or paid one (see payments.md (docs/payments.md)); 409 `not_payable`, 502 `payment_unavailable`. Request: `{noticeId, bic?}` (`X-Edit-Token` or the owner's Bearer).",
  },
  'GET /api/orders/:id': {
    summary: 'An order',
    description: 'the order',
  },
  'GET /api/orders/:id/document.pdf': {
    summary: "An order's receipt or invoice (PDF)",
    description: 'its receipt or invoice once paid (409 `document_not_ready` before)',
  },
  'GET /api/payments/paypal/return': {
    summary: 'PayPal returns the payer',
    description:
      'PayPal sends the payer back: capture or cancel, 302 `/kaastundeavaldus?tellimus=<id>[&makse=ebaonnestus]`',
  },
  'GET /api/payments/paypal/cancel': {
    summary: 'PayPal returns a payer who cancelled',
    description:
      'PayPal sends the payer back: capture or cancel, 302 `/kaastundeavaldus?tellimus=<id>[&makse=ebaonnestus]`',
  },
  'POST /api/payments/paypal/webhook': {
    summary: "PayPal's webhook",
    description: "PayPal's events, verified with PayPal (no CSRF); 400 `invalid_signature`",
  },
  'GET /api/auth/social/providers': {
    summary: 'The social sign-in providers',
    description: '`{providers: [{name, test}]}`; `test` means the local test provider stands in',
  },
  'GET /api/auth/social/:provider/start': {
    summary: 'Begin a social sign-in',
    description: 'redirects to the provider',
  },
  'GET /api/auth/social/:provider/callback': {
    summary: 'The provider returns the reviewer',
    description:
      "The provider's answer, checked against the sign-in the visitor began (its `state`): 302 to `/login/social?code=…`, the code for `POST /api/auth/social/exchange`; a refused or failed sign-in redirects with its reason.",
  },
  'POST /api/auth/social/exchange': {
    summary: "Exchange the sign-in's code for a reviewer session",
    description:
      '`{token, expiresAt, user, returnTo}` of a reviewer; 400 `invalid_code`. Request: `{code}`.',
  },
  'GET /api/auth/social/me': {
    summary: 'The signed-in reviewer',
    description: '`{user}`',
  },
  'POST /api/auth/social/logout': {
    summary: 'Sign the reviewer out',
    description: '204. Request: (header `X-Reviewer-Token`).',
  },
  'POST /api/auth/register': {
    summary: 'Register an account',
    description:
      '201 `{token, expiresAt, user}`; 409 `email_taken`. Request: `{name, email, password}`.',
  },
  'POST /api/auth/login': {
    summary: 'Sign in',
    description:
      '`{token, expiresAt, user}`; 401 `invalid_credentials`; 429 `login_throttled`. Request: `{email, password}`.',
  },
  'POST /api/auth/logout': {
    summary: 'Sign out',
    description: '204 (the token is revoked)',
  },
  'GET /api/auth/me': {
    summary: 'The signed-in user',
    description: '`{user}`',
  },
  'POST /api/auth/password/forgot': {
    summary: 'Ask for a password reset link',
    description:
      '202 `{message}`, the same whether or not the account exists; 429 `reset_throttled` or `mail_throttled`. Request: `{email}`.',
  },
  'GET /api/auth/password/:token': {
    summary: 'Whether a reset link still works',
    description: '`{ok}`',
  },
  'POST /api/auth/password/:token': {
    summary: 'Set a new password with a reset link',
    description: '`{message}`; 400 `invalid_token`. Request: `{password}`.',
  },
  'GET /api/account/company': {
    summary: "The provider's own company",
    description:
      "The owner's company as `GET /api/companies/:id` answers it plus `logoImageId` (a provider's Bearer); 404 `no_company`.",
  },
  'PUT /api/account/company': {
    summary: "Replace the provider's own company",
    description: "replace what the owner keeps; 404 `no_company`. Request: (a provider's Bearer).",
  },
  'GET /api/account': {
    summary: "The user's account",
    description: '`{user}`',
  },
  'PATCH /api/account': {
    summary: "Change the user's name and signature",
    description: '`{user}`. Request: `{name, signature}`.',
  },
  'POST /api/account/password': {
    summary: "Change the user's password",
    description:
      "`{message}`; the user's other sessions are revoked. Request: `{currentPassword, newPassword}`.",
  },
  'GET /api/account/notices': {
    summary: "The user's notices",
    description:
      "`{items, total, page, take}`: the user's notices with status and, when published, `path`",
  },
  'DELETE /api/account': {
    summary: "Delete the user's account",
    description:
      '204; see Deleting an account (docs/accounts.md#accounts-and-sessions). Request: `{password}`.',
  },
  'GET /api/admin/users': {
    summary: 'Admin: users',
    description: 'role 10 only; 404 `user_not_found`, 409 `own_account`',
  },
  'PATCH /api/admin/users/:id': {
    summary: "Admin: change a user's role",
    description: 'role 10 only; 404 `user_not_found`, 409 `own_account`. Request: `{role}`.',
  },
  'DELETE /api/admin/users/:id': {
    summary: 'Admin: delete a user',
    description: 'role 10 only; 404 `user_not_found`, 409 `own_account`',
  },
  'GET /api/admin/claims': {
    summary: 'Admin: pending company claims',
    description: 'admin: pending claims with their claimant',
  },
  'POST /api/admin/claims/:id/confirm': {
    summary: 'Admin: confirm a claim',
    description: 'Admin: confirm a pending claim, answering the company.',
  },
  'POST /api/admin/claims/:id/reject': {
    summary: 'Admin: reject a claim',
    description:
      'admin: 204, the pending claim is rejected (its link stops working); 404 `claim_not_found`',
  },
  'GET /api/admin/articles': {
    summary: 'Admin: every article, drafts too',
    description:
      'every post, drafts too, newest change first `{items: [{id, title, slug, category, published, publishedAt, reviewedAt, createdAt, updatedAt, reviewDue}], total, page, take}`; `reviewDue`: published and not reviewed (or, never reviewed, published) for over a year',
  },
  'POST /api/admin/articles/:id/publish': {
    summary: 'Admin: publish or unpublish an article',
    description:
      "the post's list item; its search row follows, the first publication day is kept. Request: `{published}`.",
  },
  'GET /api/admin/articles/:id': {
    summary: 'Admin: an article with its editor document',
    description: 'Role 10: the post with its editor document, drafts too; 404 `not_found`.',
  },
  'POST /api/admin/articles': {
    summary: 'Admin: create an article',
    description:
      "Role 10: 201 the new post (a draft unless published); its body may be as large as the editor's document allows (`ARTICLE_LIMITS.docMaxBytes`).",
  },
  'PUT /api/admin/articles/:id': {
    summary: 'Admin: update an article',
    description: 'Role 10: the post, saved whole; 404 `not_found`.',
  },
  'DELETE /api/admin/articles/:id': {
    summary: 'Admin: delete an article',
    description: 'Role 10: 204; 404 `not_found`.',
  },
  'GET /api/admin/stats': {
    summary: "Admin: the dashboard's figures",
    description:
      'Role 10: `{period, current, previous, series, ranges}` for `period` 7, 30 or 365 Tallinn days (the figures are defined in docs/api.md, "Dashboard").',
  },
  'GET /api/admin/stats.csv': {
    summary: "Admin: the dashboard's chart as CSV",
    description:
      'Role 10: a header row and one row per chart point of the period, money in euros, lines ending CRLF (docs/api.md, "Dashboard").',
  },
  'GET /api/admin/banners': {
    summary: 'Admin: banners',
    description:
      'role 5 (banner manager) and 10; a banner `{imageId, link, alt, placements: ("home"|"lists"|"articles"|"directory")[], startsOn, endsOn: "DD.MM.YYYY", weight 1–100, active}`; answers add `id, imageUrl, views, clicks, ctr, state` (`active`|`scheduled`|`ended`|`inactive`); 422 on another placement, `endsOn` before `startsOn`, no alt, a non-http(s) link or an image that is no `banner` upload; each write one audit entry (`banner.create|update|delete`)',
  },
  'GET /api/admin/banners/:id': {
    summary: 'Admin: a banner',
    description:
      'role 5 (banner manager) and 10; a banner `{imageId, link, alt, placements: ("home"|"lists"|"articles"|"directory")[], startsOn, endsOn: "DD.MM.YYYY", weight 1–100, active}`; answers add `id, imageUrl, views, clicks, ctr, state` (`active`|`scheduled`|`ended`|`inactive`); 422 on another placement, `endsOn` before `startsOn`, no alt, a non-http(s) link or an image that is no `banner` upload; each write one audit entry (`banner.create|update|delete`)',
  },
  'POST /api/admin/banners': {
    summary: 'Admin: create a banner',
    description:
      'role 5 (banner manager) and 10; a banner `{imageId, link, alt, placements: ("home"|"lists"|"articles"|"directory")[], startsOn, endsOn: "DD.MM.YYYY", weight 1–100, active}`; answers add `id, imageUrl, views, clicks, ctr, state` (`active`|`scheduled`|`ended`|`inactive`); 422 on another placement, `endsOn` before `startsOn`, no alt, a non-http(s) link or an image that is no `banner` upload; each write one audit entry (`banner.create|update|delete`)',
  },
  'PUT /api/admin/banners/:id': {
    summary: 'Admin: update a banner',
    description:
      'role 5 (banner manager) and 10; a banner `{imageId, link, alt, placements: ("home"|"lists"|"articles"|"directory")[], startsOn, endsOn: "DD.MM.YYYY", weight 1–100, active}`; answers add `id, imageUrl, views, clicks, ctr, state` (`active`|`scheduled`|`ended`|`inactive`); 422 on another placement, `endsOn` before `startsOn`, no alt, a non-http(s) link or an image that is no `banner` upload; each write one audit entry (`banner.create|update|delete`)',
  },
  'DELETE /api/admin/banners/:id': {
    summary: 'Admin: delete a banner',
    description:
      'role 5 (banner manager) and 10; a banner `{imageId, link, alt, placements: ("home"|"lists"|"articles"|"directory")[], startsOn, endsOn: "DD.MM.YYYY", weight 1–100, active}`; answers add `id, imageUrl, views, clicks, ctr, state` (`active`|`scheduled`|`ended`|`inactive`); 422 on another placement, `endsOn` before `startsOn`, no alt, a non-http(s) link or an image that is no `banner` upload; each write one audit entry (`banner.create|update|delete`)',
  },
  'GET /api/admin/notices': {
    summary: 'Admin: every notice',
    description:
      'role 10: every notice, newest first, by name (full-text, diacritics folded), status and days added (DD.MM.YYYY, Tallinn); `{items: [{id, type, deceasedName, status, createdAt, publishedAt, hiddenAt, hiddenReason}], total, page, take}`',
  },
  'POST /api/admin/notices/:id/hide': {
    summary: 'Admin: hide a published notice',
    description:
      'role 10: the notice; `reason` one of `NOTICE_HIDE_REASONS`; 404 `not_found`, 409 `notice_not_published` · `notice_not_hidden` (only a hidden notice that had been published). A hidden notice leaves lists, search, home, sitemap and feeds; its page and `GET /api/notices/:id` answer 410 `notice_removed` Request: `{reason}`.',
  },
  'POST /api/admin/notices/:id/unhide': {
    summary: 'Admin: show a hidden notice again',
    description:
      'role 10: the notice; `reason` one of `NOTICE_HIDE_REASONS`; 404 `not_found`, 409 `notice_not_published` · `notice_not_hidden` (only a hidden notice that had been published). A hidden notice leaves lists, search, home, sitemap and feeds; its page and `GET /api/notices/:id` answer 410 `notice_removed`',
  },
  'GET /api/admin/audit': {
    summary: 'Admin: the audit log',
    description:
      'role 10: the audit log, newest first, 50 a page; `person` an account id or part of an e-mail, `kind` a record kind (`notice`) or an action (`notice.hide`, `db/domain/audit.ts`), days DD.MM.YYYY (Tallinn); `{items: [{id, at, actor: {id, email, role}, action, entityKind, entityId, before, after, reason}], total, page, take}`',
  },
  'GET /api/admin/alerts': {
    summary: 'Admin: open alerts',
    description:
      "role 10: the open alerts the site's jobs raised (`admin_alerts`: automatic refunds, failed mail, stale help pages…), newest first, at most 50, `{items: [{id, kind, message, details, createdAt}], total}`",
  },
  'POST /api/admin/alerts/:id/acknowledge': {
    summary: 'Admin: mark an alert seen',
    description:
      '204, the alert marked seen with an `alert.acknowledge` audit entry; 404 `not_found` when it is not open',
  },
  'GET /api/admin/orders': {
    summary: 'Admin: orders',
    description:
      "role 10: `{items, total, page, take}` newest first, 25 a page; `from`/`to` Tallinn days `DD.MM.YYYY`, `q` the payer's name, business or e-mail",
  },
  'GET /api/admin/orders/:id': {
    summary: 'Admin: an order',
    description:
      "the order with `lines`, VAT, `refundedCents`, `refundableCents`, `refunds`, PayPal's `events`, its `notice` and `documentUrl`",
  },
  'GET /api/admin/orders/:id/document.pdf': {
    summary: "Admin: an order's invoice or receipt (PDF)",
    description: 'the invoice or receipt; 404 `order_not_found`, 409 `document_not_ready`',
  },
  'POST /api/admin/orders/:id/refund': {
    summary: 'Admin: refund an order, fully or partly',
    description:
      "through PayPal's refund API, full or partial; the order as above; 422 `refund_too_large` (more than is left), 409 `order_fully_refunded` · `order_not_refundable`, 502 `refund_refused` (PayPal said no), 503 `payments_unavailable`; nothing is recorded on any of them (0102 (docs/decisions/0102-partial-refunds-keep-the-order-paid.md)). Request: `{amountCents, reason, unpublish?}` (optional header `Idempotency-Key`).",
  },
  'POST /api/admin/orders/:id/resend-mail': {
    summary: "Admin: send an order's confirmation mail again",
    description:
      '202, the order; the confirmation mail with its invoice or receipt queued again; 409 `order_not_paid`',
  },
  'GET /api/admin/moderation': {
    summary: 'Admin: the moderation queue',
    description: 'role 10 only: the queue `{items, total, page, take, hasMore}`',
  },
  'POST /api/admin/moderation/:kind/:id': {
    summary: 'Admin: decide a moderation case',
    description:
      'a decision `{item}`; 404 `not_found`, 409 `moderation_conflict` (see Moderation (docs/api.md#moderation)). Request: `{action, reason}`.',
  },
  'GET /api/admin/services': {
    summary: 'Admin: service categories',
    description: 'admin: `{items}` as `GET /api/services`',
  },
  'POST /api/admin/services': {
    summary: 'Admin: create a service category',
    description:
      '201 the new category, last, slug from its name. Request: `{name, description, icon}`.',
  },
  'PUT /api/admin/services/order': {
    summary: 'Admin: reorder the service categories',
    description:
      '`{items}` in the new order; 409 `service_order` unless `ids` names each category once. Request: `{ids}`.',
  },
  'PUT /api/admin/services/:id': {
    summary: 'Admin: update a service category',
    description: '200 the category (slug kept). Request: as POST /api/admin/services.',
  },
  'DELETE /api/admin/services/:id': {
    summary: 'Admin: delete a service category',
    description:
      '204; 409 `service_in_use` while a company offers it. `icon` one of `SERVICE_ICONS` (db/domain/service-icons.ts)',
  },
  'GET /api/admin/companies': {
    summary: 'Admin: companies',
    description:
      "admin: `{items: [{id, name, slug, countyId, placeName, ownerEmail, verifiedAt, updatedAt, pendingClaims}], total, page, take: 20}` by name (`q` through the names' FTS, Estonian letters folded)",
  },
  'POST /api/admin/companies': {
    summary: 'Admin: create a company',
    description:
      "Admin: 201 the new company, as `GET /api/admin/companies/:id` answers it; the body `{name, …the owner's body}`; 422 for a service, place or logo it cannot use (the owner's checks).",
  },
  'GET /api/admin/companies/:id': {
    summary: 'Admin: a company',
    description:
      'admin: the company as `GET /api/companies/:id` plus `logoImageId`, `registryCode`, `owner` `{id, name, email}` or null and `pendingClaims` (as `GET /api/admin/claims` lists them)',
  },
  'PUT /api/admin/companies/:id': {
    summary: 'Admin: update a company',
    description:
      "200 the same; 422 for a service, place or logo it cannot use (the owner's checks). Request: `{name, …the owner's body}`.",
  },
  'DELETE /api/admin/companies/:id': {
    summary: 'Admin: delete a company',
    description: '204 (what belongs to it goes by cascade); 404 unknown',
  },
  'GET /api/admin/gallery': {
    summary: 'Admin: the background gallery',
    description:
      "the gallery's backgrounds in order `{items: [{id, url, width, height, active, position, notices, createdAt}]}` (at most `GALLERY_MAX`, 200)",
  },
  'POST /api/admin/gallery': {
    summary: 'Admin: add a background to the gallery',
    description:
      "201: the admin's own upload of kind background (`POST /api/uploads?kind=background`) joins the gallery, last and active; 404 `image_not_found`, 409 `gallery_full`. Request: `{imageId}`.",
  },
  'PATCH /api/admin/gallery/:id': {
    summary: 'Admin: switch or move a background',
    description:
      "the background switched on or off (the wizard's `GET /api/images/backgrounds` lists only active ones) and/or moved (1 first). Request: `{active?, position?}`.",
  },
  'DELETE /api/admin/gallery/:id': {
    summary: 'Admin: delete a background',
    description: '204 (row and file); 409 `image_in_use` while any notice or article uses it',
  },
  'GET /api/admin/poems': {
    summary: 'Admin: the poem bank',
    description:
      '`{items, total, page, take}`: every poem with its rights, `notices`, `unusable` (`inactive`, `protected` with `freeFrom`, `noRights`, or null when offered)',
  },
  'POST /api/admin/poems': {
    summary: 'Admin: add a poem',
    description:
      '201 the poem; the body `{title, body, author, authorDeathYear, folk, licenceGrantor, licenceGrantedOn, licenceScope, mood, noticeTypes, active}`; 422 at the field when the rights do not hold.',
  },
  'PUT /api/admin/poems/:id': {
    summary: 'Admin: update a poem',
    description:
      '200 the poem; the body `{title, body, author, authorDeathYear, folk, licenceGrantor, licenceGrantedOn, licenceScope, mood, noticeTypes, active}`; 422 at the field when the rights do not hold',
  },
  'DELETE /api/admin/poems/:id': {
    summary: 'Admin: delete a poem',
    description: '204; the notices that used it keep the text and lose the attribution',
  },
  'GET /api/services': {
    summary: 'Service categories',
    description: '`[{id, slug, name, description, icon, companyCount}]` in their set order',
  },
  'GET /api/services/:id': {
    summary: 'A service category',
    description: 'one of them; 404 unknown (`Cache-Control: max-age=300`)',
  },
  'GET /api/companies/claims/mine': {
    summary: "The provider's pending claims",
    description:
      "`{items: [{id, companyId, companyName, registryCode, status: 'pending', mailedTo, createdAt, expiresAt}]}` newest first: the user's claims still waiting for their mailed link (48 h); 401, 403. Request: (a provider's Bearer, role ≥ 3).",
  },
  'POST /api/companies/claims': {
    summary: 'Claim a company',
    description:
      "202 `{status: 'pending', mailedTo: 'm***@example.ee'}`; 409, 422, 429 (docs/api.md#directory). Request: `{companyId, registryCode}` (a provider's Bearer, role ≥ 3).",
  },
  'POST /api/companies/claims/confirm': {
    summary: 'Confirm a claim with the mailed link',
    description:
      "the company; 400 `invalid_token`, 403 `not_claimant`. Request: `{token}` (the claimant's Bearer).",
  },
  'GET /api/companies/:id/reviews': {
    summary: "A company's reviews",
    description:
      "`{items, total, hasMore, mine}`: visible reviews, 10 a page, newest first; `mine` the reviewer's own, held or not. Request: (`X-Reviewer-Token` optional).",
  },
  'POST /api/companies/:id/reviews': {
    summary: 'Review a company',
    description:
      '201 the review; 401 without a reviewer session; 409 `review_exists` on a second one. Request: `{rating, body}` (`X-Reviewer-Token`).',
  },
  'PUT /api/companies/:id/reviews/mine': {
    summary: "Replace the reviewer's own review",
    description:
      '200 the review; 401 without a reviewer session; 409 `review_exists` on a second one. Request: `{rating, body}` (`X-Reviewer-Token`).',
  },
  'POST /api/companies/:id/reviews/:rid/answer': {
    summary: 'The owner answers a review',
    description:
      "201 the review with its answer; 403 `not_owner`; 409 `review_answered`. Request: `{text}` (the confirmed owner's Bearer).",
  },
  'GET /api/companies': {
    summary: 'Search the directory of funeral providers',
    description: '`{items, total, hasMore}` of company summaries (docs/api.md#directory)',
    responses: { 200: { description: 'A page of company summaries', schema: companyList } },
  },
  'GET /api/companies/:id': {
    summary: 'A company',
    description:
      "the company: the summary's fields plus description, contacts, place, `hours`, `transportPhone`, `prices`, `services`, `claimable`; 404",
    responses: {
      200: { description: 'The company', schema: companyDetail },
      404: { description: 'Unknown company' },
    },
  },
  'GET /api/map': {
    summary: "The map's tile layer",
    description:
      '`{tileUrl, attribution}`: `MAP_TILE_URL` and its `MAP_TILE_ATTRIBUTION` ("© OpenStreetMap contributors" for OpenStreetMap\'s servers), both `null` when it is not set',
  },
  'POST /api/requests': {
    summary: 'Start a service request',
    description:
      '201 `{id, token}`; mails the link `/hinnaparing/:id?token=…`; 422 (the `website` honeypot filled in, a date in the past, an unknown place or service…), 429 `request_email_limit` (3 per e-mail a Tallinn day), `request_throttled` (10 per visitor a day), `mail_throttled`. Request: `{services, placeId, funeralDate|null, attendees?, budgetEuros?, message, name, email, phone?, maxProviders 1–10, terms: true, privacy: true, website?}`.',
  },
  'POST /api/requests/:id/confirm': {
    summary: 'Send a service request to the providers',
    description:
      '`{status, providersAsked}`: matching and every alert at one `alertedAt`; the same again on a second call; 410 `request_link_expired` after 24 h',
  },
  'GET /api/requests/:id': {
    summary: "The family's request with its offers",
    description:
      "the family's request with its offers (cheapest first) and `warnings` from the cemetery rules in `?locale=`",
  },
  'POST /api/requests/:id/accept': {
    summary: 'Accept an offer',
    description:
      "the family's request; 409 `request_not_open`, `offer_not_available`. Request: `{offerId}`.",
  },
  'POST /api/requests/:id/cancel': {
    summary: 'Cancel a request',
    description: "the family's request; 409 `request_not_open`, `offer_not_available`",
  },
  'POST /api/requests/:id/follow': {
    summary: "Follow a request's offers (push)",
    description: '`{following: true}`: new offers are pushed there. Request: `{endpoint}`.',
  },
  'GET /api/provider/requests': {
    summary: 'Requests a provider may answer',
    description:
      "`{items, total, hasMore}` nearest first; item `{id, services, settlement, county, distanceKm, funeralDate, budgetEuros, message, providersAsked, status, alertedAt, read, myOffer, mapLat, mapLon}`. Request: (a provider's Bearer with a claimed company).",
  },
  'GET /api/provider/requests/unread': {
    summary: 'How many requests the provider has not seen',
    description: '`{count}`',
  },
  'GET /api/provider/requests/:id': {
    summary: 'A request, as a provider sees it',
    description:
      "the item plus `attendees`, and `name, email, phone` once this provider's offer is accepted (marks it read; 404 if this company was not alerted)",
  },
  'POST /api/provider/requests/:id/offers': {
    summary: 'Make an offer',
    description:
      '201 the offer (the same `clientKey` → 200 with it); 409 `offer_exists`, `request_closed`. Request: `{totalEuros, includes, message, validUntil, clientKey?}`.',
  },
  'GET /api/provider/offers': {
    summary: "The provider's offers",
    description: '`{items}` newest first',
  },
  'GET /api/provider/settings': {
    summary: "The provider's request settings",
    description:
      "The provider's request settings: distance, counties, services, push and e-mail (defaults 50 km, no counties, every service, push and e-mail on).",
  },
  'PUT /api/provider/settings': {
    summary: "Change the provider's request settings",
    description:
      'the settings (defaults 50 km, no counties, every service, push and e-mail on). Request: `{radiusKm 5–500, counties, services, push, email}`.',
  },
  'GET /api/search': {
    summary: 'Search articles and help pages',
    description:
      "The site's one search box, over published articles and the help pages (the reader's language, and the articles, which are Estonian).",
  },
  'GET /api/articles': {
    summary: 'Published articles',
    description: 'The list: category, search and paging over published posts.',
    responses: { 200: { description: 'A page of published posts', schema: articleList } },
  },
  'GET /api/articles/:id': {
    summary: 'An article with its related posts',
    description:
      'A published post by id or slug, with its related posts; an editor (role 10, signed in) gets a draft too (`Cache-Control: private` then); 404 `not_found`.',
    responses: { 200: { description: 'The post', schema: articleDetail } },
  },
  'POST /api/planner': {
    summary: 'Start a funeral planner',
    description:
      '201 `{id, token}`; ≤ 60 tasks, funeral not before death; 10 a day per visitor and 30 per address (429 `planner_throttled`). Request: `{deathDate, funeralDate, by, changedAt, tasks: [{key, title?, done, note, changedAt}]}`.',
  },
  'GET /api/planner/:id': {
    summary: 'A planner',
    description:
      '`{id, deathDate, funeralDate, datesBy, datesChangedAt, tasks: [{key, title, done, note, by, changedAt}]}` (the tasks ever changed)',
  },
  'PUT /api/planner/:id': {
    summary: "Change a planner's dates",
    description: 'the planner. Request: `{deathDate, funeralDate, by, changedAt}`.',
  },
  'PUT /api/planner/:id/tasks/:key': {
    summary: 'Save a planner task',
    description:
      'the task as stored (the newer write); `key` is a template key or `c-` + 8–32 lower-case letters or digits for an added task, which needs a title (1–120); 409 `planner_full` past 60 tasks; 410 `task_deleted`. Request: `{done, note ≤ 1000, title?, by, changedAt}`.',
  },
  'DELETE /api/planner/:id/tasks/:key': {
    summary: 'Delete an added planner task',
    description:
      '204, added tasks only (the row stays marked deleted, so an older write cannot bring it back)',
  },
  'GET /api/help/:slug': {
    summary: 'A help page',
    description:
      "A help page under /kasulikku in the reader's language (Estonian when it has no copy in theirs), with who last reviewed it and when, and its content; 404 `not_found`.",
  },
  'POST /api/contact': {
    summary: 'Send the contact form',
    description:
      "The contact form's message, queued through the mail outbox to the contact mailbox (CONTACT_MAILBOX) with Reply-To the sender. Each message spends the mail allowance; a filled honeypot gets the same answer and mails nothing.",
  },
  'GET /api/banners': {
    summary: 'Banners to show at a placement',
    description:
      '`{items: [{id, imageUrl, width, height, alt}]}`: active banners within their days (Tallinn), in a weighted random order; `Cache-Control: private, max-age=60` (decision 0106)',
  },
  'POST /api/banners/:id/view': {
    summary: "Count a banner's view",
    description:
      '204: a view, counted once per banner and day for a visitor and for a client address, only with the visitor cookie, while the banner is live',
  },
  'GET /api/banners/:id/click': {
    summary: "Follow a banner's link",
    description:
      "302 to the banner's link, the click counted the same way and only after that visitor's counted view (decision 0108); 404 unknown banner",
  },
  'GET /api/openapi.json': {
    summary: "This API's description (OpenAPI 3.1)",
    description: 'Generated from the mounted routes and the zod schemas they validate with.',
  },
  'GET /api/docs': {
    summary: "This API's reference page (HTML)",
    description: 'The same description as readable HTML, rendered on the server.',
  },
};

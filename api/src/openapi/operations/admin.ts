/**
 * The admin area's routes (the admin's and banner manager's roles).
 * Part of the API's words and answers (../operations.ts).
 */

import type { OperationText } from '../operations';

export const ADMIN_OPERATIONS: Record<string, OperationText> = {
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
};

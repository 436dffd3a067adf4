/**
 * What visitors use: notices, candles and replies, the directory, articles, help, places,
 * prices, push and the API's own description.
 * Part of the API's words and answers (../operations.ts).
 */
import { countyList, csrfAnswer, health } from '../common-responses';
import {
  candleCount,
  noticeDetail,
  noticeList,
  replyList,
  replyWritten,
} from '../../routes/notices/responses';
import { articleDetail, articleList } from '../../routes/articles/responses';
import { companyDetail, companyList } from '../../routes/companies/responses';
import { placeList, placePosition } from '../../routes/places/responses';
import type { OperationText } from '../operations';

export const PUBLIC_OPERATIONS: Record<string, OperationText> = {
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
  'GET /api/openapi.json': {
    summary: "This API's description (OpenAPI 3.1)",
    description: 'Generated from the mounted routes and the zod schemas they validate with.',
  },
  'GET /api/docs': {
    summary: "This API's reference page (HTML)",
    description: 'The same description as readable HTML, rendered on the server.',
  },
};

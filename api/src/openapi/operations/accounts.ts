/**
 * What signed-in people use: sign-in and accounts, orders and payments, the provider's
 * screens, service requests and the planner.
 * Part of the API's words and answers (../operations.ts).
 */

import type { OperationText } from '../operations';

export const ACCOUNTS_OPERATIONS: Record<string, OperationText> = {
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
};

/**
 * Which company is a provider's own: the first confirmed one their account owns. The provider's
 * inbox works for it (403 no_company without one), and the session user's `company` says
 * whether there is one, so the app offers the inbox only then. Shared by both stores.
 */

/** The provider's claimed company's id (`user`: the placeholder or column of the user's id) */
export const claimedCompanySql = (user: string) =>
  `SELECT id FROM companies WHERE owner_user_id = ${user} AND verified_at IS NOT NULL
   ORDER BY id LIMIT 1`;

/** Whether the user (a column) has a claimed company, as a boolean column `company` */
export const hasCompanySql = (user: string) => `EXISTS (${claimedCompanySql(user)}) AS "company"`;

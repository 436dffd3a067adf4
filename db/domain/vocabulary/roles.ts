/**
 * Account roles as stored in users.role; a higher number may do everything a lower one may.
 * Zod-free, so the PWA's first screen (route guard, header) can read them.
 */
export const ROLES = { user: 1, provider: 3, bannerManager: 5, admin: 10 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

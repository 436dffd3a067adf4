/** The languages the site and its e-mails speak; Estonian is the default and the fallback. */
export const LOCALES = ['et', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'et';

/** robots.txt: everything may be crawled but the private areas; the sitemap's address. */
import { PAGE_PATHS } from '#domain/pages/pages';

/**
 * Path prefixes crawlers stay out of: the admin, accounts, the providers' inbox, a family's
 * private request pages (not the public form /hinnaparing itself: hence the slash), editing,
 * this browser's drafts and followed notices, and the JSON API.
 */
export const DISALLOWED = [
  PAGE_PATHS.admin,
  PAGE_PATHS.account,
  '/pakkuja',
  `${PAGE_PATHS.serviceRequest}/`,
  '/muuda',
  PAGE_PATHS.drafts,
  PAGE_PATHS.following,
  '/api/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

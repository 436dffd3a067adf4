/** Where the notice feeds are: the routes serve them, pages link to them from their head. */
export const NOTICE_FEED_PATH = '/feed/teated.xml';
/** One county's feed, by the slug of its list URL (/surmakuulutused/harju) */
export const countyFeedPath = (countySlug: string) => `/feed/teated/${countySlug}.xml`;

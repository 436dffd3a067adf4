/** Where the feeds are: the routes serve them, pages link to them from their head. */
export const NOTICE_FEED_PATH = '/feed/teated.xml';
/** One county's feed, by the slug of its list URL (/surmakuulutused/harju) */
export const countyFeedPath = (countySlug: string) => `/feed/teated/${countySlug}.xml`;
/** The newest articles */
export const ARTICLE_FEED_PATH = '/feed/artiklid.xml';

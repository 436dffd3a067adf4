/**
 * Pure helpers of the push client, shared by the page (subscribing) and the service worker
 * (showing and opening notifications). No DOM or worker globals here: unit-tested in Node.
 */

/** What the server sends in a push message (api push jobs): the card's path in `url`. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The site's name: the title of a push whose payload cannot be read. */
const FALLBACK_TITLE = 'Küünal';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The payload of a push message, from its text (JSON). A message that is not JSON or lacks a
 * title still shows something: the site's name, and a link to the home page.
 */
export function parsePushPayload(raw: string | null | undefined): PushPayload {
  let data: unknown = null;
  if (raw) {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const title = text(record.title) ?? (data === null && raw ? raw : FALLBACK_TITLE);
  const payload: PushPayload = {
    title: title.slice(0, 200),
    body: (text(record.body) ?? '').slice(0, 500),
    url: text(record.url) ?? '/',
  };
  const tag = text(record.tag);
  if (tag) payload.tag = tag;
  return payload;
}

/**
 * The absolute URL a notification opens: the payload's path on our own origin. Anything that
 * would leave the site (another origin, javascript:) becomes the home page.
 */
export function notificationTarget(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin === origin && (target.protocol === 'https:' || target.protocol === 'http:'))
      return target.href;
  } catch {
    // not a URL: the home page
  }
  return new URL('/', origin).href;
}

/** Whether an open window shows the target (same path and query; the hash does not matter). */
export function showsTarget(windowUrl: string, target: string): boolean {
  try {
    const a = new URL(windowUrl);
    const b = new URL(target);
    return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
  } catch {
    return false;
  }
}

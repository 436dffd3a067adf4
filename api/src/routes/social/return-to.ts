const BASE = 'http://kyynal.invalid';
const MAX_LENGTH = 512;

/**
 * Where to go after signing in: a path on this site, or "/". Anything the browser could read as
 * another origin ("//evil", "/\evil", "https:…", tabs or newlines the URL parser drops) is refused
 * by resolving it against a dummy origin and keeping it only if the origin stayed the same.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && !path.startsWith('//') ? path : '/';
}

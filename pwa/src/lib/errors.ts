/**
 * Whether an error that reached a route's errorElement means "not found" (a screen's failed
 * request for something that is not there: an ApiError or a response with status 404), so the
 * 404 screen shows instead of "Midagi läks viltu".
 */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

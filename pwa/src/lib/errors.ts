/** Thrown by a screen during render to show the 404 screen (the route's errorElement). */
export class NotFoundError extends Error {
  constructor(what = 'Not found') {
    super(what);
    this.name = 'NotFoundError';
  }
}

export function isNotFound(error: unknown): boolean {
  return (
    error instanceof NotFoundError ||
    (typeof error === 'object' && error !== null && 'status' in error && error.status === 404)
  );
}

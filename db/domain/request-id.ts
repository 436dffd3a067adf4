/**
 * What a request id (X-Request-Id) may look like: a trusted proxy's that the server takes, or
 * one the PWA reports with an error (a UUID, hex, the server's own), bounded; nothing that could
 * break a log line or a log search (decision 0112)
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What a request id (X-Request-Id) may look like: a trusted proxy's that the server takes, or
 * one the PWA reports with an error (a UUID, hex, base64 and the like), bounded (decision 0112)
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:+=/-]{1,100}$/;

/**
 * Edit tokens: every notice created through the API gets one (32 random bytes, base64url),
 * shown to its creator once and stored as a SHA-256 hash. It authorises reading and editing
 * that notice and its orders (header X-Edit-Token, or `?token=` where a link must carry it);
 * the signed-in owner (notices.user_id) may use their Bearer session instead; the request-side
 * check of both is middleware/notice-access.ts.
 */
import { hashToken, newToken, sameSecret } from '../lib/tokens';

export const EDIT_TOKEN_HEADER = 'X-Edit-Token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function issueEditToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** Whether `token` is the one whose digest is stored (constant time). */
export function editTokenMatches(token: string | null, storedHash: string | null): boolean {
  if (!token || !storedHash || !TOKEN_SHAPE.test(token)) return false;
  return sameSecret(hashToken(token), storedHash);
}

export type NoticeStatus = 'draft' | 'awaiting_payment' | 'published' | 'hidden';

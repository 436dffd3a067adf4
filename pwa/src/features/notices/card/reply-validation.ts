/** Client-side checks of a reply, with the same limits the API applies (REPLY_LIMITS). */
import { REPLY_LIMITS } from '#domain/inputs/limits';

export type ReplyField = 'author' | 'text';
export type ReplyProblem = 'authorShort' | 'authorLong' | 'textRequired' | 'textLong';

export function validateReply(
  author: string,
  text: string,
): Partial<Record<ReplyField, ReplyProblem>> {
  const problems: Partial<Record<ReplyField, ReplyProblem>> = {};
  const a = author.trim();
  const body = text.trim();
  if (a.length < REPLY_LIMITS.authorMin) problems.author = 'authorShort';
  else if (a.length > REPLY_LIMITS.authorMax) problems.author = 'authorLong';
  if (body.length === 0) problems.text = 'textRequired';
  else if (body.length > REPLY_LIMITS.textMax) problems.text = 'textLong';
  return problems;
}

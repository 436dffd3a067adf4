/**
 * Hourly allowances per visitor (uploads, new notices) on the shared throttle table. Every
 * attempt counts; once the allowance is spent the visitor gets a 429 with Retry-After and a
 * message that says when to try again (`minutes`).
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { MessageKey } from '../locales/messages';
import { tooManyRequests } from '../lib/errors';
import { MAIL_LIMITS, spendMail, type Throttle, type ThrottleRule } from '../stores/throttle';
import { clientAddress } from './auth';

export interface Allowance {
  rule: ThrottleRule;
  /** Also counted per client address, against this rule (a fresh cookie costs nothing) */
  addressRule?: ThrottleRule;
  /** Error code of the 429 */
  code: string;
  /** Message key; gets `minutes` */
  messageKey: MessageKey;
}

/**
 * Counts one attempt of this visitor (and of its client address, when the allowance has an
 * address rule), or throws the 429 once either allowance is spent.
 */
export function spendAllowance(
  c: Context<AppEnv>,
  throttle: Throttle,
  allowance: Allowance,
  now: number,
  address?: string,
): void {
  const counted: [ThrottleRule, string[]][] = [[allowance.rule, [c.get('visitorHash')]]];
  if (allowance.addressRule && address !== undefined) {
    counted.push([allowance.addressRule, [address]]);
  }
  const blocked = Math.max(...counted.map(([rule, key]) => throttle.blockedFor(rule, key, now)));
  if (blocked) throw tooManyRequests(c.get('t'), allowance.code, allowance.messageKey, blocked);
  for (const [rule, key] of counted) throttle.record(rule, key, now);
}

/**
 * Counts a mail this request makes the server send (per client address, per visitor, site-wide:
 * stores/throttle.ts spendMail), or throws the 429 once one of those is spent. Every form that
 * mails calls it before its change.
 */
export function spendMailAllowance(c: Context<AppEnv>, deps: AppDeps, throttle: Throttle): void {
  const who = { address: clientAddress(c, deps.trustProxy), visitor: c.get('visitorHash') };
  const limits = deps.mailLimits ?? MAIL_LIMITS;
  const wait = spendMail(throttle, deps.database.sqlite, limits, who, deps.now());
  if (wait) throw tooManyRequests(c.get('t'), 'mail_throttled', 'errors.mailThrottled', wait);
}

/**
 * Hourly allowances per visitor (uploads, new notices) on the shared throttle table. Every
 * attempt counts; once the allowance is spent the visitor gets a 429 with Retry-After and a
 * message that says when to try again (`minutes`).
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { MessageKey } from '../locales/messages';
import { tooManyRequests } from '../lib/errors';
import type { MailSender, ThrottleCheck, ThrottlePort, ThrottleRule } from '../stores/throttle';
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
export async function spendAllowance(
  c: Context<AppEnv>,
  throttle: ThrottlePort,
  allowance: Allowance,
  now: number,
  address?: string,
): Promise<void> {
  const counted: ThrottleCheck[] = [[allowance.rule, [c.get('visitorHash')]]];
  if (allowance.addressRule && address !== undefined) {
    counted.push([allowance.addressRule, [address]]);
  }
  const blocked = await throttle.spend(counted, now);
  if (blocked) throw tooManyRequests(c.get('t'), allowance.code, allowance.messageKey, blocked);
}

/**
 * Counts a mail this request makes the server send (per client address, per visitor, site-wide:
 * the throttle's spendMail), or throws the 429 once one of those is spent. Every form that
 * mails calls it before its change.
 */
export async function spendMailAllowance(
  c: Context<AppEnv>,
  deps: AppDeps,
  throttle: ThrottlePort,
): Promise<void> {
  const wait = await throttle.spendMail(mailSender(c, deps), deps.now());
  if (wait) throw mailThrottled(c, wait);
}

/** Who causes a mail this request makes the server send */
export const mailSender = (c: Context<AppEnv>, deps: AppDeps): MailSender => ({
  address: clientAddress(c, deps.trustProxy),
  visitor: c.get('visitorHash'),
});

/** The 429 of a spent mail allowance */
export const mailThrottled = (c: Context<AppEnv>, wait: number) =>
  tooManyRequests(c.get('t'), 'mail_throttled', 'errors.mailThrottled', wait);

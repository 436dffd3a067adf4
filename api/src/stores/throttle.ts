/**
 * Attempt limits kept in SQLite (login_throttle): a fixed window opens at the first attempt;
 * reaching the limit inside it blocks the key for `blockMs`. Keys are HMACs of the action and
 * its parts (e-mail, address), so the table holds no e-mail addresses. A key is written as
 * `<HMAC of action and first part>.<HMAC of action and all parts>`: every key that shares a first
 * part (one e-mail at any address) sorts into one range and can be cleared together.
 */
import { createHmac } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { raiseAlert } from './alerts';
import type { Port } from './port';

export interface ThrottleRule {
  action: string;
  limit: number;
  windowMs: number;
  blockMs: number;
}

/** `limit` attempts in a window of `minutes`; the one that reaches it blocks for as long. */
export const throttleRule = (action: string, limit: number, minutes: number): ThrottleRule => ({
  action,
  limit,
  windowMs: minutes * 60_000,
  blockMs: minutes * 60_000,
});

/** `limit` attempts an hour; the next one waits an hour. */
export const hourly = (action: string, limit: number) => throttleRule(action, limit, 60);

export const SWEEP_EVERY = 200;
/** Longer than any rule's window or block: older rows are swept. */
export const HORIZON_MS = 24 * 3600 * 1000;

// ---------------------------------------------------------------- mails caused by forms

/**
 * How many mails the forms that send one (draft link, password reset; the contact form and
 * service requests to come) may cause in an hour: per client address, per visitor cookie and
 * over the whole site. Each reaching its limit blocks for an hour. docs/mail.md lists the figures.
 */
export interface MailLimits {
  perAddress: number;
  perVisitor: number;
  /** MAIL_HOURLY_LIMIT */
  global: number;
}

export const MAIL_LIMITS: MailLimits = { perAddress: 10, perVisitor: 5, global: 300 };

const mailRule = (scope: string, limit: number) => hourly(`mail-${scope}`, limit);

/** One counted key: a rule and the parts of its key (e-mail, address, visitor) */
export type ThrottleCheck = readonly [rule: ThrottleRule, parts: string[]];

/** Who causes a mail: the client address and the visitor cookie's hash */
export interface MailSender {
  address: string;
  visitor: string;
}

/** A key's row in login_throttle */
export interface ThrottleRow {
  failures: number;
  windowStartedAt: number;
  blockedUntil: number | null;
}

/** The keys of a throttle's rows (HMACs under `secret`) */
export function throttleKeys(secret: string) {
  const hmac = (parts: string[]) =>
    createHmac('sha256', secret).update(parts.join('\0')).digest('base64url');
  /** base64url never holds '.' or '/', which follows '.' in byte order: the group's key range */
  const groupOf = (rule: ThrottleRule, first: string) => hmac([rule.action, first]);
  const keyOf = (rule: ThrottleRule, parts: string[]) =>
    `${groupOf(rule, parts[0] ?? '')}.${hmac([rule.action, ...parts])}`;
  /** The range [from, to) of every key of `rule` whose first part is `first` */
  const groupRange = (rule: ThrottleRule, first: string) => {
    const group = groupOf(rule, first);
    return [`${group}.`, `${group}/`] as const;
  };
  return { keyOf, groupRange };
}

/** Milliseconds until the row's key may try again; 0 when it is not blocked */
export const blockedMsOf = (row: ThrottleRow | undefined, now: number) =>
  row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil - now : 0;

/** The row after one more attempt (or `amount` units) at `now` */
export function countedRow(
  row: ThrottleRow | undefined,
  rule: ThrottleRule,
  now: number,
  amount: number,
): ThrottleRow {
  const fresh = !row || row.windowStartedAt + rule.windowMs <= now;
  const failures = fresh ? amount : row.failures + amount;
  return {
    failures,
    windowStartedAt: fresh ? now : row.windowStartedAt,
    blockedUntil: failures >= rule.limit ? now + rule.blockMs : null,
  };
}

/** What the row's key has used of its limit in the current window, and when that window ends */
export function usageOf(row: ThrottleRow | undefined, rule: ThrottleRule, now: number) {
  if (!row || row.windowStartedAt + rule.windowMs <= now) return { used: 0, resetsInMs: 0 };
  return { used: row.failures, resetsInMs: row.windowStartedAt + rule.windowMs - now };
}

/** The mail checks of one mail caused by `who`, and the global rule among them */
export function mailChecks(who: MailSender, mailLimits: MailLimits) {
  const global = mailRule('global', mailLimits.global);
  const checks: ThrottleCheck[] = [
    [mailRule('address', mailLimits.perAddress), [who.address]],
    [mailRule('visitor', mailLimits.perVisitor), [who.visitor]],
    [global, []],
  ];
  return { checks, global };
}

/** The alert raised by the mail that reaches the site-wide limit */
export const mailLimitAlert = (mailLimits: MailLimits) => ({
  kind: 'mail_global_limit',
  message: `Lehe kaudu saadetud kirjade tunnipiir (${mailLimits.global}) on täis: vormid ei saada tund aega kirju.`,
  details: { limit: mailLimits.global },
});

// Raw prepared SQL, as every store's (decision 0109): one statement per limit, prepared once
export function createThrottle(
  sqlite: BetterSqlite3.Database,
  secret: string,
  mailLimits: MailLimits = MAIL_LIMITS,
) {
  const read = sqlite.prepare(
    `SELECT failures, window_started_at AS windowStartedAt, blocked_until AS blockedUntil
       FROM login_throttle WHERE key = ?`,
  );
  const write = sqlite.prepare(
    `INSERT INTO login_throttle (key, failures, window_started_at, blocked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures,
       window_started_at = excluded.window_started_at, blocked_until = excluded.blocked_until`,
  );
  const clear = sqlite.prepare('DELETE FROM login_throttle WHERE key = ?');
  // rows whose window and block are both over carry no information
  const sweep = sqlite.prepare(
    'DELETE FROM login_throttle WHERE window_started_at < ? AND coalesce(blocked_until, 0) < ?',
  );
  const clearGroup = sqlite.prepare('DELETE FROM login_throttle WHERE key >= ? AND key < ?');
  let writes = 0;
  const { keyOf, groupRange } = throttleKeys(secret);
  const rowOf = (rule: ThrottleRule, parts: string[]) =>
    read.get(keyOf(rule, parts)) as ThrottleRow | undefined;

  /** Milliseconds until the key may try again; 0 when it is not blocked. */
  const blockedFor = (rule: ThrottleRule, parts: string[], now: number): number =>
    blockedMsOf(rowOf(rule, parts), now);

  /**
   * Records one attempt (or `amount` units, e.g. bytes); returns the block in ms if this reached
   * the limit, else 0.
   */
  const record = sqlite.transaction(
    (rule: ThrottleRule, parts: string[], now: number, amount = 1): number => {
      const key = keyOf(rule, parts);
      const row = countedRow(read.get(key) as ThrottleRow | undefined, rule, now, amount);
      write.run(key, row.failures, row.windowStartedAt, row.blockedUntil);
      if (++writes % SWEEP_EVERY === 0) sweep.run(now - HORIZON_MS, now);
      return row.blockedUntil ? rule.blockMs : 0;
    },
  );

  /** What the key has used of its limit in the current window, and when that window ends. */
  const usage = (rule: ThrottleRule, parts: string[], now: number) =>
    usageOf(rowOf(rule, parts), rule, now);

  /** Counts every check unless one is blocked: the longest wait (nothing counted), or 0 and the
   * rules this count made reach their limit. */
  const countAll = (checks: readonly ThrottleCheck[], now: number) => {
    const wait = Math.max(0, ...checks.map(([rule, parts]) => blockedFor(rule, parts, now)));
    if (wait) return { wait, reached: [] };
    const reached = checks.filter(([rule, parts]) => record(rule, parts, now) > 0);
    return { wait: 0, reached: reached.map(([rule]) => rule) };
  };

  /**
   * Counts one attempt on every check, or none of them: the milliseconds until the key blocked
   * longest may try again, 0 when all were counted. The check and the count are one transaction,
   * so parallel requests cannot all pass the last free attempt.
   */
  const spend = sqlite.transaction(
    (checks: readonly ThrottleCheck[], now: number): number => countAll(checks, now).wait,
  );

  /**
   * Counts one mail caused by `who` (per address, per visitor, site-wide), or refuses it: the
   * milliseconds until it may be tried again, 0 when it was counted. The mail that reaches the
   * global limit raises one admin alert (later ones are refused before they count, so there is
   * no alert per refusal).
   */
  const spendMail = sqlite.transaction((who: MailSender, now: number): number => {
    const { checks, global } = mailChecks(who, mailLimits);
    const { wait, reached } = countAll(checks, now);
    if (reached.includes(global)) raiseAlert(sqlite, mailLimitAlert(mailLimits), now);
    return wait;
  });

  return {
    blockedFor,
    record,
    spend,
    spendMail,
    usage,
    reset: (rule: ThrottleRule, parts: string[]) => void clear.run(keyOf(rule, parts)),
    /** Clears every key of `rule` whose first part is `first` (an e-mail, at every address). */
    resetAll: (rule: ThrottleRule, first: string) =>
      void clearGroup.run(...groupRange(rule, first)),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** The throttle as routes reach it (stores.throttle) */
export type ThrottlePort = Port<Throttle>;

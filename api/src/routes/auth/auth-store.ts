/**
 * Signing up and password resets: the use cases that span the accounts, their throttles and the
 * mail outbox, each one transaction, so that no request can slip between a check and the write
 * it guards (the address's last free registration, the e-mail's last reset mail, a reset token
 * used twice).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Session } from '#domain/inputs/auth';
import type { Role } from '#domain/vocabulary/roles';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import {
  hourly,
  type MailSender,
  type Throttle,
  type ThrottleCheck,
  type ThrottleRule,
  throttleRule,
} from '../../stores/throttle';
import { wait as waitFor, sqliteDb, type Db, type Flow, type Maybe } from '../../stores/flow';
import { completedReset, createdReset, insertedUser, openedSession, userByEmail } from './flows';
import { normaliseEmail } from './rules';

export const LOGIN_RULE = throttleRule('login', 5, 15);
export const REGISTER_RULE = hourly('register', 10);
/** Per e-mail (whether or not it has an account) and per address */
export const RESET_EMAIL_RULE = hourly('reset-email', 3);
export const RESET_ADDRESS_RULE = hourly('reset-address', 10);

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
}

/** A refusal: which limit, and the milliseconds until it may be tried again */
export interface Throttled {
  throttled: 'register' | 'reset' | 'mail';
  wait: number;
}

/** The reset mail of an account, written once its link's token exists */
export type ResetMail = (user: { name: string; email: string }, token: string) => MailMessage;

/** What a reset request counts: its e-mail (whether or not it has an account) and its address */
export const resetChecks = (email: string, sender: MailSender): ThrottleCheck[] => [
  [RESET_EMAIL_RULE, [normaliseEmail(email)]],
  [RESET_ADDRESS_RULE, [sender.address]],
];

/** What each database does its own way inside the use case's transaction `tx`: the throttle's
 * keys (locked on PostgreSQL until the commit) and the reset mail, queued */
export interface AuthEffects {
  blockedFor(rule: ThrottleRule, parts: string[], now: number): Maybe<number>;
  record(rule: ThrottleRule, parts: string[], now: number): Maybe<number>;
  reset(rule: ThrottleRule, parts: string[]): Maybe<void>;
  resetAll(rule: ThrottleRule, first: string): Maybe<void>;
  spendMail(sender: MailSender, now: number): Maybe<number>;
  enqueue(kind: string, message: MailMessage, now: number): Maybe<unknown>;
}

/**
 * Signing up, signing in and password resets on either database; `mailed` wakes the mail sender
 * once a transaction that may have queued mail commits
 */
export function authStoreOf<Tx>(db: Db<Tx>, effects: (tx: Tx) => AuthEffects, mailed: () => void) {
  return {
    /**
     * A new account from `address` and its first session; the registration counts against the
     * address only once the account exists. `taken` when the e-mail has an account.
     */
    register: (account: NewAccount, address: string, now: number, userAgent: string | null) =>
      db.transaction(function* (tx): Flow<Throttled | { taken: true } | { session: Session }> {
        const throttle = effects(tx);
        const wait = yield* waitFor(throttle.blockedFor(REGISTER_RULE, [address], now));
        if (wait) return { throttled: 'register', wait };
        const { name, email, passwordHash, role } = account;
        const id = yield* insertedUser(name, email, passwordHash, role);
        if (id === null) return { taken: true };
        yield* waitFor(throttle.record(REGISTER_RULE, [address], now));
        return { session: (yield* openedSession(id, now, userAgent))! };
      }),

    /**
     * A login whose password was right (its attempt was counted before): the failures of its
     * e-mail at this address are forgotten and a session opens. Null when the account is gone.
     */
    signIn: (userId: number, attempt: string[], now: number, userAgent: string | null) =>
      db.transaction(function* (tx) {
        yield* waitFor(effects(tx).reset(LOGIN_RULE, attempt));
        return yield* openedSession(userId, now, userAgent);
      }),

    /**
     * A reset link asked for `email` from `address`: counted per e-mail and per address whether
     * or not the account exists (so a refusal tells nothing about it) and against the mail
     * allowance of `sender`; for an account, the link and its mail are queued with it.
     */
    requestReset: (email: string, sender: MailSender, now: number, mail: ResetMail) =>
      db.transaction(function* (tx): Flow<Throttled | undefined> {
        const throttle = effects(tx);
        const checks = resetChecks(email, sender);
        let blocked = 0;
        for (const [rule, parts] of checks) {
          blocked = Math.max(blocked, yield* waitFor(throttle.blockedFor(rule, parts, now)));
        }
        if (blocked) return { throttled: 'reset', wait: blocked };
        const mailWait = yield* waitFor(throttle.spendMail(sender, now));
        if (mailWait) return { throttled: 'mail', wait: mailWait };
        for (const [rule, parts] of checks) yield* waitFor(throttle.record(rule, parts, now));
        const user = yield* userByEmail(email);
        if (user) {
          const token = yield* createdReset(user.id, now);
          yield* waitFor(throttle.enqueue('password_reset', mail(user, token), now));
        }
        return undefined;
      }, mailed),

    /**
     * Uses a reset token once (completedReset); the owner proved the mailbox, so failed logins
     * with the old password no longer lock them out. False for a token that is not live.
     */
    completeReset: (token: string, passwordHash: string, now: number) =>
      db.transaction(function* (tx) {
        const user = yield* completedReset(token, passwordHash, now);
        if (!user) return false;
        yield* waitFor(effects(tx).resetAll(LOGIN_RULE, normaliseEmail(user.email)));
        return true;
      }),
  };
}

/** The auth store on SQLite: the throttle's synchronous methods, the outbox's queue */
export function createAuthStore(
  sqlite: BetterSqlite3.Database,
  throttle: Throttle,
  outbox: Pick<MailOutbox, 'enqueue'>,
) {
  const effects: AuthEffects = {
    blockedFor: throttle.blockedFor,
    record: throttle.record,
    reset: throttle.reset,
    resetAll: throttle.resetAll,
    spendMail: throttle.spendMail,
    // (the outbox's enqueue wakes the sender itself)
    enqueue: (kind, message) => outbox.enqueue(kind, message),
  };
  return authStoreOf(
    sqliteDb(sqlite),
    () => effects,
    () => {},
  );
}

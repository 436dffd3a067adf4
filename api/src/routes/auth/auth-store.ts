/**
 * Signing up and password resets: the use cases that span the accounts, their throttles and the
 * mail outbox, each one transaction, so that no request can slip between a check and the write
 * it guards (the address's last free registration, the e-mail's last reset mail, a reset token
 * used twice).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Session } from '../../../../db/domain/auth';
import type { Role } from '../../../../db/domain/roles';
import type { MailMessage } from '../../services/mail';
import type { MailOutbox } from '../../services/mail-outbox';
import {
  hourly,
  type MailSender,
  type Throttle,
  type ThrottleCheck,
  throttleRule,
} from '../../stores/throttle';
import { normaliseEmail, type UserStore } from './store';

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

export function createAuthStore(
  sqlite: BetterSqlite3.Database,
  users: UserStore,
  throttle: Throttle,
  outbox: Pick<MailOutbox, 'enqueue'>,
) {
  return {
    /**
     * A new account from `address` and its first session; the registration counts against the
     * address only once the account exists. `taken` when the e-mail has an account.
     */
    register: sqlite.transaction(
      (
        account: NewAccount,
        address: string,
        now: number,
        userAgent: string | null,
      ): Throttled | { taken: true } | { session: Session } => {
        const wait = throttle.blockedFor(REGISTER_RULE, [address], now);
        if (wait) return { throttled: 'register', wait };
        const { name, email, passwordHash, role } = account;
        const id = users.insert(name, email, passwordHash, role);
        if (id === null) return { taken: true };
        throttle.record(REGISTER_RULE, [address], now);
        return { session: users.openSession(id, now, userAgent)! };
      },
    ),

    /**
     * A login whose password was right (its attempt was counted before): the failures of its
     * e-mail at this address are forgotten and a session opens. Null when the account is gone.
     */
    signIn: sqlite.transaction(
      (userId: number, attempt: string[], now: number, userAgent: string | null) => {
        throttle.reset(LOGIN_RULE, attempt);
        return users.openSession(userId, now, userAgent);
      },
    ),

    /**
     * A reset link asked for `email` from `address`: counted per e-mail and per address whether
     * or not the account exists (so a refusal tells nothing about it) and against the mail
     * allowance of `sender`; for an account, the link and its mail are queued with it.
     */
    requestReset: sqlite.transaction(
      (email: string, sender: MailSender, now: number, mail: ResetMail): Throttled | undefined => {
        const checks = resetChecks(email, sender);
        const blocked = Math.max(
          ...checks.map(([rule, parts]) => throttle.blockedFor(rule, parts, now)),
        );
        if (blocked) return { throttled: 'reset', wait: blocked };
        const mailWait = throttle.spendMail(sender, now);
        if (mailWait) return { throttled: 'mail', wait: mailWait };
        for (const [rule, parts] of checks) throttle.record(rule, parts, now);
        const user = users.findByEmail(email);
        if (user) outbox.enqueue('password_reset', mail(user, users.createReset(user.id, now)));
        return undefined;
      },
    ),

    /**
     * Uses a reset token once (users.completeReset); the owner proved the mailbox, so failed
     * logins with the old password no longer lock them out. False for a token that is not live.
     */
    completeReset: sqlite.transaction((token: string, passwordHash: string, now: number) => {
      const user = users.completeReset(token, passwordHash, now);
      if (!user) return false;
      throttle.resetAll(LOGIN_RULE, normaliseEmail(user.email));
      return true;
    }),
  };
}

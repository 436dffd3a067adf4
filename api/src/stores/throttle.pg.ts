/**
 * The throttle on PostgreSQL (throttle.ts holds the rules, the keys and the arithmetic). Each
 * counting method takes a transaction-scoped advisory lock on its keys, in key order, before it
 * reads them: parallel requests on one key queue for it, so they cannot all pass the last free
 * attempt, and two requests on the same keys cannot deadlock.
 *
 * `*In` functions run inside a caller's transaction (a store that spends an allowance with the
 * write it guards); the port's methods open their own.
 */
import type pg from 'pg';
import { raiseAlertPg } from './alerts.pg';
import { all, get, run, statement, transaction, type Queryable } from './pg/sql';
import {
  HORIZON_MS,
  MAIL_LIMITS,
  SWEEP_EVERY,
  blockedMsOf,
  countedRow,
  mailChecks,
  mailLimitAlert,
  throttleKeys,
  usageOf,
  type MailLimits,
  type MailSender,
  type ThrottleCheck,
  type ThrottlePort,
  type ThrottleRow,
  type ThrottleRule,
} from './throttle';

const read = statement(
  'throttle_read',
  `SELECT failures, window_started_at AS "windowStartedAt", blocked_until AS "blockedUntil"
     FROM login_throttle WHERE key = $1`,
);
const write = statement(
  'throttle_write',
  `INSERT INTO login_throttle (key, failures, window_started_at, blocked_until)
   VALUES ($1, $2, $3, $4)
   ON CONFLICT (key) DO UPDATE SET failures = excluded.failures,
     window_started_at = excluded.window_started_at, blocked_until = excluded.blocked_until`,
);
const lockKeys = statement(
  'throttle_lock',
  'SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest($1::text[]) AS k ORDER BY k',
);

export function createPgThrottle(
  pool: pg.Pool,
  secret: string,
  mailLimits: MailLimits = MAIL_LIMITS,
) {
  const { keyOf, groupRange } = throttleKeys(secret);
  let writes = 0;
  const rowOf = (q: Queryable, key: string) => get<ThrottleRow>(q, read, [key]);
  const lock = (q: pg.PoolClient, checks: readonly ThrottleCheck[]) =>
    all(q, lockKeys, [checks.map(([rule, parts]) => keyOf(rule, parts))]);

  async function recordLocked(
    q: pg.PoolClient,
    rule: ThrottleRule,
    parts: string[],
    now: number,
    amount: number,
  ): Promise<number> {
    const key = keyOf(rule, parts);
    const row = countedRow(await rowOf(q, key), rule, now, amount);
    await run(q, write, [key, row.failures, row.windowStartedAt, row.blockedUntil]);
    if (++writes % SWEEP_EVERY === 0) {
      await run(
        q,
        'DELETE FROM login_throttle WHERE window_started_at < $1 AND coalesce(blocked_until, 0) < $2',
        [now - HORIZON_MS, now],
      );
    }
    return row.blockedUntil ? rule.blockMs : 0;
  }

  /** Counts every check unless one is blocked (see throttle.ts); the caller's transaction */
  async function countAllIn(q: pg.PoolClient, checks: readonly ThrottleCheck[], now: number) {
    await lock(q, checks);
    let wait = 0;
    for (const [rule, parts] of checks) {
      wait = Math.max(wait, blockedMsOf(await rowOf(q, keyOf(rule, parts)), now));
    }
    if (wait) return { wait, reached: [] as ThrottleRule[] };
    const reached: ThrottleRule[] = [];
    for (const [rule, parts] of checks) {
      if ((await recordLocked(q, rule, parts, now, 1)) > 0) reached.push(rule);
    }
    return { wait: 0, reached };
  }

  /** `spend` inside the caller's transaction: 0 when every check was counted */
  const spendIn = async (q: pg.PoolClient, checks: readonly ThrottleCheck[], now: number) =>
    (await countAllIn(q, checks, now)).wait;

  /** `spendMail` inside the caller's transaction: 0 when the mail was counted */
  async function spendMailIn(q: pg.PoolClient, who: MailSender, now: number): Promise<number> {
    const { checks, global } = mailChecks(who, mailLimits);
    const { wait, reached } = await countAllIn(q, checks, now);
    if (reached.includes(global)) await raiseAlertPg(q, mailLimitAlert(mailLimits), now);
    return wait;
  }

  /** `blockedFor` inside the caller's transaction, its key locked until the transaction ends */
  async function blockedForIn(q: pg.PoolClient, rule: ThrottleRule, parts: string[], now: number) {
    await lock(q, [[rule, parts]]);
    return blockedMsOf(await rowOf(q, keyOf(rule, parts)), now);
  }

  /** `record` inside the caller's transaction */
  async function recordIn(q: pg.PoolClient, rule: ThrottleRule, parts: string[], now: number) {
    await lock(q, [[rule, parts]]);
    return recordLocked(q, rule, parts, now, 1);
  }

  /** `reset` inside the caller's transaction */
  const resetIn = async (q: Queryable, rule: ThrottleRule, parts: string[]) =>
    void (await run(q, 'DELETE FROM login_throttle WHERE key = $1', [keyOf(rule, parts)]));

  /** `resetAll` inside the caller's transaction */
  const resetAllIn = async (q: Queryable, rule: ThrottleRule, first: string) =>
    void (await run(
      q,
      `DELETE FROM login_throttle WHERE key COLLATE "C" >= $1 AND key COLLATE "C" < $2`,
      [...groupRange(rule, first)],
    ));

  const port: ThrottlePort = {
    blockedFor: async (rule, parts, now) => blockedMsOf(await rowOf(pool, keyOf(rule, parts)), now),
    record: (rule, parts, now, amount = 1) =>
      transaction(pool, async (q) => {
        await lock(q, [[rule, parts]]);
        return recordLocked(q, rule, parts, now, amount);
      }),
    spend: (checks, now) => transaction(pool, (q) => spendIn(q, checks, now)),
    spendMail: (who, now) => transaction(pool, (q) => spendMailIn(q, who, now)),
    usage: async (rule, parts, now) => usageOf(await rowOf(pool, keyOf(rule, parts)), rule, now),
    reset: (rule, parts) => resetIn(pool, rule, parts),
    resetAll: (rule, first) => resetAllIn(pool, rule, first),
  };
  return { port, spendIn, spendMailIn, blockedForIn, recordIn, resetIn, resetAllIn };
}

export type PgThrottle = ReturnType<typeof createPgThrottle>;

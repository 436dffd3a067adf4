/**
 * The claim store's port on a real migrated database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg), without the HTTP layer: claims asked and confirmed at once keep the
 * rules that hold one at a time (one waiting claim per account, three links a page an hour, one
 * page per account), and each claim's mail is queued with it or not at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '#api-test/companies';
import { openTestDatabase, type TestDatabase } from '#api-test/test-database';
import type { DomainError } from '../../lib/errors';
import { createAuditLog } from '../../stores/audit';
import { createMailQueue } from '../../stores/mail-outbox';
import type { PgContext } from '../../stores/pg/context';
import { portOf, type Port } from '../../stores/port';
import { createThrottle } from '../../stores/throttle';
import { createPgThrottle } from '../../stores/throttle.pg';
import { createClaimStore, type ClaimMail, type ClaimStore } from './claims-store';
import { createPgClaims } from './claims-store.pg';

const SECRET = 'test-secret-that-is-long-enough-for-hmac';
const NOW = Date.parse('2026-11-25T10:00:00Z');

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-claims-'));
let database: TestDatabase;
let store: Port<ClaimStore>;
beforeAll(async () => {
  database = await openTestDatabase(dir, false);
  if (database.pg) {
    const { pool } = database.pg;
    const ctx = {
      pool,
      throttle: createPgThrottle(pool, SECRET),
      deps: { mail: { kick: () => {} } },
    } as unknown as PgContext;
    store = createPgClaims(ctx);
  } else {
    const { sqlite } = database.sqlite!;
    const queue = createMailQueue(sqlite);
    store = portOf(
      createClaimStore(database.sqlite!, {
        audit: createAuditLog(sqlite),
        throttle: createThrottle(sqlite, SECRET),
        mail: { enqueue: (kind, message) => queue.enqueue(kind, message, NOW) },
      }),
    );
  }
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
const provider = async () =>
  Number(
    await database.sql.value(
      `INSERT INTO users (name, email, password_hash, role) VALUES (?, ?, 'x', 3) RETURNING id`,
      'Pakkuja',
      `pakkuja${++seq}@example.ee`,
    ),
  );
const company = async () => {
  const id = await insertCompany(database, { name: `Büroo ${++seq}` });
  await database.sql.run('UPDATE companies SET email = ? WHERE id = ?', `buroo${seq}@x.ee`, id);
  return id;
};

/** The claim's mail, its token kept for confirming */
const tokens: string[] = [];
const claimMail = (visitor: string): ClaimMail => ({
  cause: { who: { address: `${visitor}@example.ee`, visitor } },
  compose: (token, to) => {
    tokens.push(token);
    return { to: to.email, subject: `Kinnita ${to.name}`, text: token };
  },
});

const outcomeOf = (result: PromiseSettledResult<{ ok: boolean }>) =>
  result.status === 'rejected' ? (result.reason as DomainError).code : result.value.ok;
const count = async (text: string, ...params: unknown[]) =>
  Number(await database.sql.value(text, ...params));

describe('claims asked at once', () => {
  it('lets two claimants of one page both ask; one account asking two pages at once gets one', async () => {
    const companyId = await company();
    const [a, b] = [await provider(), await provider()];
    const mails = await count('SELECT count(*) FROM mail_outbox');
    const both = await Promise.allSettled(
      [a, b].map((userId, i) =>
        store.request({ companyId, userId, code: '10000009' }, claimMail(`v${i}`), NOW),
      ),
    );
    expect(both.map(outcomeOf)).toEqual([true, true]);
    expect(await count('SELECT count(*) FROM mail_outbox')).toBe(mails + 2);

    const userId = await provider();
    const pages = [await company(), await company()];
    const one = await Promise.allSettled(
      pages.map((id, i) =>
        store.request({ companyId: id, userId, code: '10000009' }, claimMail(`u${i}`), NOW),
      ),
    );
    expect(one.map(outcomeOf).sort()).toEqual(['claim_pending_elsewhere', true]);
    expect(await count('SELECT count(*) FROM company_claims WHERE user_id = ?', userId)).toBe(1);
    expect(await count('SELECT count(*) FROM mail_outbox')).toBe(mails + 3);
  });

  it('mails one page at most 3 links an hour however many are asked at once', async () => {
    const companyId = await company();
    const userId = await provider();
    const mails = await count('SELECT count(*) FROM mail_outbox');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.request({ companyId, userId, code: '10000009' }, claimMail(`w${i}`), NOW + i),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.retryAfterMs > 0)).toHaveLength(3);
    expect(await count('SELECT count(*) FROM mail_outbox')).toBe(mails + 3);
    // each new link replaced the last: one claim waits
    expect(
      await count(
        "SELECT count(*) FROM company_claims WHERE company_id = ? AND status = 'pending'",
        companyId,
      ),
    ).toBe(1);
  });

  it('gives one account one page when it confirms two claims at once', async () => {
    const userId = await provider();
    const first = tokens.length;
    // two pending claims of one account (one held expired while the other was asked, then
    // prolonged as an admin could): the confirmations still race
    for (const [i, companyId] of [await company(), await company()].entries()) {
      const sent = await store.request(
        { companyId, userId, code: `1000000${i === 0 ? 9 : 1}` },
        claimMail(`c${i}`),
        NOW + i * 49 * 3600_000,
      );
      expect(sent.ok).toBe(true);
    }
    await database.sql.run(
      'UPDATE company_claims SET expires_at = ? WHERE user_id = ?',
      NOW + 1000 * 3600_000,
      userId,
    );
    const results = await Promise.allSettled(
      tokens.slice(first).map((token) => store.confirm(token, userId, NOW + 50 * 3600_000)),
    );
    expect(results.map(outcomeOf).sort()).toEqual(['owns_company', true]);
    expect(
      await count(
        'SELECT count(*) FROM companies WHERE owner_user_id = ? AND verified_at IS NOT NULL',
        userId,
      ),
    ).toBe(1);
  });
});

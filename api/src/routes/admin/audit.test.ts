/**
 * The audit log over HTTP: each existing admin action (role change, user delete, claim
 * confirmation, article create/update/delete) writes exactly one entry in its transaction, a
 * refused one none; GET /api/admin/audit filters by person, kind and Tallinn days, newest first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { tallinnDayStart } from '#domain/calendar/dates';
import { upsertAdmin } from '../../services/admin-account';
import { bearer, errorOf, loginUser, registerUser } from '#api-test/accounts';
import { sqlNumber } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

const { server, visitor, api } = useTestServer();

const ADMIN = { name: 'Logija', email: 'logija@example.ee', password: 'logi-parool-2026' };
const entries = () => sqlNumber(server.sql, 'SELECT count(*) FROM audit_log');
/** before/after as JSON text (SQLite) or parsed jsonb (PostgreSQL): parsed either way */
const parsed = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
const lastEntry = async () => {
  const row = (await server.sql.get<{
    action: string;
    entity_kind: string;
    entity_id: string;
    actor_email: string;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1'))!;
  return { ...row, before: parsed(row.before), after: parsed(row.after) };
};

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const article = (title: string, slug: string | null = null) => ({
  title,
  slug,
  lead: 'Sissejuhatus',
  category: 1,
  doc: doc('Tekst.'),
  published: false,
  metaDescription: null,
  coverImageId: null,
  reviewedAt: null,
});

describe('audit log of admin actions', () => {
  let admin: Session;
  let auth: { headers: Record<string, string> };
  beforeAll(async () => {
    await upsertAdmin(server.stores.users, ADMIN);
    admin = await loginUser(visitor, ADMIN.email, ADMIN.password);
    auth = { headers: bearer(admin.token) };
  });

  /** Runs `act` and expects it to have written `n` entries */
  async function writes<T>(n: number, act: () => Promise<T>): Promise<T> {
    const before = await entries();
    const result = await act();
    expect((await entries()) - before).toBe(n);
    return result;
  }

  it('records a role change with the role before and after, and a refused one not', async () => {
    const target = await registerUser(visitor);
    const param = { id: String(target.user.id) };
    const res = await writes(1, () =>
      api.admin.users[':id'].$patch({ param, json: { role: 5 } }, auth),
    );
    expect(res.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      action: 'user.role',
      entity_kind: 'user',
      entity_id: String(target.user.id),
      actor_email: ADMIN.email,
      before: { role: 1 },
      after: { role: 5 },
    });
    const own = { id: String(admin.user.id) };
    await writes(0, async () => {
      expect(
        (await api.admin.users[':id'].$patch({ param: own, json: { role: 1 } }, auth)).status,
      ).toBe(409);
      expect(
        (await api.admin.users[':id'].$patch({ param: { id: '999999' }, json: { role: 1 } }, auth))
          .status,
      ).toBe(404);
      const bad = await visitor.send(
        'PATCH',
        `/api/admin/users/${target.user.id}`,
        { role: 7 },
        bearer(admin.token),
      );
      expect(bad.status).toBe(422);
    });
  });

  it('records a user deletion once; a refused deletion writes nothing', async () => {
    const target = await registerUser(visitor);
    const param = { id: String(target.user.id) };
    expect((await writes(1, () => api.admin.users[':id'].$delete({ param }, auth))).status).toBe(
      204,
    );
    expect(await lastEntry()).toMatchObject({ action: 'user.delete', entity_id: param.id });
    await writes(0, async () => {
      expect((await api.admin.users[':id'].$delete({ param }, auth)).status).toBe(404);
      const own = { id: String(admin.user.id) };
      expect((await api.admin.users[':id'].$delete({ param: own }, auth)).status).toBe(409);
    });
  });

  it("records the admin's confirmation of a claim; an unknown claim writes nothing", async () => {
    const provider = await registerUser(visitor);
    const companyId = await sqlNumber(
      server.sql,
      "INSERT INTO companies (name, slug) VALUES ('Logitav Matusebüroo OÜ', 'logitav') RETURNING id",
    );
    const claimId = await sqlNumber(
      server.sql,
      `INSERT INTO company_claims (company_id, user_id, registry_code, token_hash, status,
         created_at, expires_at) VALUES (?, ?, '12345678', 'logi-test-hash', 'pending', 1, 2)
       RETURNING id`,
      companyId,
      provider.user.id,
    );
    const confirm = (id: number) =>
      api.admin.claims[':id'].confirm.$post({ param: { id: String(id) } }, auth);
    expect((await writes(1, () => confirm(claimId))).status).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: 'claim.verify', entity_id: String(claimId) });
    await writes(0, async () => {
      expect((await confirm(claimId)).status).toBe(404);
      expect((await confirm(999_999)).status).toBe(404);
    });
  });

  it('records article create, update (changed fields only) and delete; refusals write none', async () => {
    const created = await writes(1, () =>
      api.admin.articles.$post({ json: article('Logitav artikkel', 'logitav-artikkel') }, auth),
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await lastEntry()).toMatchObject({ action: 'article.create', entity_id: String(id) });
    expect((await lastEntry()).after).toMatchObject({ title: 'Logitav artikkel' });

    const param = { id: String(id) };
    const updated = await writes(1, () =>
      api.admin.articles[':id'].$put(
        { param, json: { ...article('Uus pealkiri', 'logitav-artikkel'), published: true } },
        auth,
      ),
    );
    expect(updated.status).toBe(200);
    const entry = await lastEntry();
    expect(entry.action).toBe('article.update');
    expect(entry.before).toEqual({ title: 'Logitav artikkel', published: false });
    expect(entry.after).toEqual({ title: 'Uus pealkiri', published: true });

    const other = await writes(1, () =>
      api.admin.articles.$post({ json: article('Teine', 'teine-logitav') }, auth),
    );
    const otherId = String((await other.json()).id);
    await writes(0, async () => {
      // a duplicate slug (on update and create), an unknown id
      const taken = await api.admin.articles[':id'].$put(
        { param: { id: otherId }, json: article('Teine', 'logitav-artikkel') },
        auth,
      );
      expect(taken.status).toBe(422);
      const duplicate = await api.admin.articles.$post(
        { json: article('Kolmas', 'logitav-artikkel') },
        auth,
      );
      expect(duplicate.status).toBe(422);
      const unknown = await api.admin.articles[':id'].$put(
        { param: { id: '999999' }, json: article('Tundmatu artikkel') },
        auth,
      );
      expect(unknown.status).toBe(404);
    });

    expect((await writes(1, () => api.admin.articles[':id'].$delete({ param }, auth))).status).toBe(
      204,
    );
    expect(await lastEntry()).toMatchObject({ action: 'article.delete', entity_id: String(id) });
    await writes(0, async () => {
      expect((await api.admin.articles[':id'].$delete({ param }, auth)).status).toBe(404);
    });
  });
});

describe('GET /api/admin/audit', () => {
  let auth: { headers: Record<string, string> };
  const actorA = { id: 9001, email: 'anna.haldur@example.ee', role: 10 };
  const actorB = { id: 9002, email: 'boris.haldur@example.ee', role: 10 };
  // 25.03.2029 is a DST change in Tallinn: its day is 23 hours long
  const start = tallinnDayStart(2029, 3, 25);
  beforeAll(async () => {
    await upsertAdmin(server.stores.users, ADMIN);
    const admin = await loginUser(visitor, ADMIN.email, ADMIN.password);
    auth = { headers: bearer(admin.token) };
    const insert = (...values: unknown[]) =>
      server.sql.run(
        `INSERT INTO audit_log (at, actor_id, actor_email, actor_role, action, entity_kind,
           entity_id, before, after, reason) VALUES (?, ?, ?, 10, ?, ?, ?, NULL, NULL, ?)`,
        ...values,
      );
    // the day before, the first and last minute of the DST day, the day after
    await insert(start - 60_000, actorA.id, actorA.email, 'notice.hide', 'notice', '1', 'scam');
    await insert(start, actorA.id, actorA.email, 'notice.unhide', 'notice', '1', null);
    await insert(
      start + 23 * 3_600_000 - 60_000,
      actorB.id,
      actorB.email,
      'user.role',
      'user',
      '7',
      null,
    );
    await insert(
      start + 23 * 3_600_000,
      actorB.id,
      actorB.email,
      'notice.hide',
      'notice',
      '2',
      'duplicate',
    );
  });
  const list = (query: Record<string, string>) => api.admin.audit.$get({ query }, auth);
  const ids = async (query: Record<string, string>) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return (await res.json()).items.map((e) => `${e.action}:${e.entityId}`);
  };

  it('lists newest first with who, what, which record and why', async () => {
    const res = await list({ from: '24.03.2029', to: '26.03.2029' });
    const body = await res.json();
    expect(body).toMatchObject({ total: 4, page: 0, take: 50 });
    expect(body.items[0]).toMatchObject({
      action: 'notice.hide',
      entityKind: 'notice',
      entityId: '2',
      actor: actorB,
      reason: 'duplicate',
      before: null,
    });
    expect(body.items.map((e) => e.at)).toEqual(
      [...body.items.map((e) => e.at)].sort((a, b) => b - a),
    );
  });

  it('filters by Tallinn days, across a DST change', async () => {
    expect(await ids({ from: '25.03.2029', to: '25.03.2029' })).toEqual([
      'user.role:7',
      'notice.unhide:1',
    ]);
    expect(await ids({ to: '24.03.2029', from: '24.03.2029' })).toEqual(['notice.hide:1']);
  });

  it('filters by person (id or part of the e-mail, LIKE wildcards literal) and kind', async () => {
    const range = { from: '24.03.2029', to: '26.03.2029' };
    expect(await ids({ ...range, person: 'BORIS' })).toEqual(['notice.hide:2', 'user.role:7']);
    expect(await ids({ ...range, person: String(actorA.id) })).toEqual([
      'notice.unhide:1',
      'notice.hide:1',
    ]);
    expect(await ids({ ...range, person: '%' })).toEqual([]);
    expect(await ids({ ...range, kind: 'user' })).toEqual(['user.role:7']);
    expect(await ids({ ...range, kind: 'notice.hide' })).toEqual([
      'notice.hide:2',
      'notice.hide:1',
    ]);
  });

  it('refuses bad filters with the error shape', async () => {
    const bad: Record<string, string>[] = [
      { kind: 'nothing' },
      { from: '31.02.2029' },
      { from: '26.03.2029', to: '25.03.2029' },
      { page: '-1' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect((await errorOf(res)).code).toBe('validation');
    }
  });
});

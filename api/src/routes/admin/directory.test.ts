/**
 * The admin's directory sections over HTTP: service categories (create, edit, reorder, delete
 * refused while used) and companies (search, create, edit through the owner's schema, delete),
 * claims rejected and confirmed; each write's audit entry, none for a refusal; admins only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#domain/inputs/auth';
import { bearer, errorOf, registerUser } from '#api-test/accounts';
import { loginUser } from '#api-test/accounts';
import { insertCompany, insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';

const { server, visitor, api } = useTestServer();

interface AuditRow {
  action: string;
  entity_id: string;
  actor_id: number;
  /** JSON text on SQLite, parsed jsonb on PostgreSQL */
  before: unknown;
  after: unknown;
}
const auditCount = async () => Number(await server.sql.value('SELECT count(*) FROM audit_log'));
const lastAudit = async () =>
  (await server.sql.get<AuditRow>('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1'))!;
const parsed = (json: unknown) =>
  typeof json === 'string' ? (JSON.parse(json) as unknown) : (json ?? null);
const directoryVersion = async () =>
  Number(await server.sql.value('SELECT version FROM directory_version'));

let admin: Session;
let as: { headers: Record<string, string> };
beforeAll(async () => {
  const registered = await registerUser(visitor, {
    name: 'Haldur',
    email: 'haldur@example.ee',
    password: 'haldus-parool-2026',
  });
  await server.sql.run('UPDATE users SET role = 10 WHERE id = ?', registered.user.id);
  admin = await loginUser(visitor, 'haldur@example.ee', 'haldus-parool-2026');
  as = { headers: bearer(admin.token) };
});

let claimSeq = 0;
/** A pending claim of `companyId` by a new provider, written straight to the table */
async function pendingClaim(companyId: number) {
  const claimant = await registerUser(visitor, { name: 'Taotleja' });
  const id = await server.sql.value(
    `INSERT INTO company_claims (company_id, user_id, registry_code, token_hash, created_at,
       expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    companyId,
    claimant.user.id,
    '10000009',
    `hash-${++claimSeq}`,
    Date.now(),
    Date.now() + 1e7,
  );
  return { id: id as number, claimant };
}

describe('who may use the directory sections', () => {
  it('refuses nobody with 401 and roles 1, 3 and 5 with 403, writing nothing', async () => {
    const serviceId = await insertService(server, 'Rollitest', 'rollitest');
    const companyId = await insertCompany(server, { name: 'Rollitesti Büroo' });
    const { id: claimId } = await pendingClaim(companyId);
    const user = await registerUser(visitor);
    const calls = (headers: Record<string, string>) => [
      visitor.get('/api/admin/services', headers),
      visitor.post('/api/admin/services', { name: 'X', icon: 'urn' }, headers),
      visitor.send('PUT', `/api/admin/services/${serviceId}`, { name: 'X', icon: 'urn' }, headers),
      visitor.send('PUT', '/api/admin/services/order', { ids: [serviceId] }, headers),
      visitor.send('DELETE', `/api/admin/services/${serviceId}`, undefined, headers),
      visitor.get('/api/admin/companies', headers),
      visitor.get(`/api/admin/companies/${companyId}`, headers),
      visitor.post('/api/admin/companies', { name: 'X', hours: {} }, headers),
      visitor.send('PUT', `/api/admin/companies/${companyId}`, { name: 'X', hours: {} }, headers),
      visitor.send('DELETE', `/api/admin/companies/${companyId}`, undefined, headers),
      visitor.post(`/api/admin/claims/${claimId}/reject`, {}, headers),
    ];
    const entries = await auditCount();
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const role of [1, 3, 5]) {
      await server.sql.run('UPDATE users SET role = ? WHERE id = ?', role, user.user.id);
      for (const res of await Promise.all(calls(bearer(user.token)))) {
        expect(res.status).toBe(403);
        expect((await errorOf(res)).code).toBe('forbidden');
      }
    }
    expect(await auditCount()).toBe(entries);
    expect(await server.sql.value('SELECT name FROM services WHERE id = ?', serviceId)).toBe(
      'Rollitest',
    );
    expect(await server.sql.value('SELECT status FROM company_claims WHERE id = ?', claimId)).toBe(
      'pending',
    );
  });
});

describe('service categories', () => {
  it('creates, edits and reorders categories, each in the audit log, keeping caches right', async () => {
    const before = await directoryVersion();
    const created = await api.admin.services.$post(
      { json: { name: 'Hingehoid Ümber', description: 'Leinanõustamine', icon: 'heart' } },
      as,
    );
    expect(created.status).toBe(201);
    const service = await created.json();
    expect(service).toMatchObject({
      name: 'Hingehoid Ümber',
      slug: 'hingehoid-umber',
      icon: 'heart',
      companyCount: 0,
    });
    expect(await directoryVersion()).toBeGreaterThan(before);
    expect(await lastAudit()).toMatchObject({
      action: 'service.create',
      entity_id: String(service.id),
      actor_id: admin.user.id,
    });
    // the public list (cached per directory version) has it, last, with its icon
    const list = await (await api.services.$get()).json();
    expect(list.at(-1)).toMatchObject({ id: service.id, icon: 'heart' });

    const edited = await api.admin.services[':id'].$put(
      {
        param: { id: String(service.id) },
        json: { name: 'Leinanõustamine', description: 'Leinanõustamine', icon: 'candle' },
      },
      as,
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: 'Leinanõustamine', slug: 'hingehoid-umber' });
    const entry = await lastAudit();
    expect(entry.action).toBe('service.update');
    expect(parsed(entry.before)).toEqual({ name: 'Hingehoid Ümber', icon: 'heart' });
    expect(parsed(entry.after)).toEqual({ name: 'Leinanõustamine', icon: 'candle' });
    expect((await (await api.services.$get()).json()).at(-1)?.name).toBe('Leinanõustamine');

    const ids = (await (await api.admin.services.$get({}, as)).json()).items.map((s) => s.id);
    const reversed = [...ids].reverse();
    const reordered = await api.admin.services.order.$put({ json: { ids: reversed } }, as);
    expect(reordered.status).toBe(200);
    expect((await reordered.json()).items.map((s) => s.id)).toEqual(reversed);
    expect(parsed((await lastAudit()).after)).toEqual({ order: reversed });
    expect((await (await api.services.$get()).json()).map((s) => s.id)).toEqual(reversed);
  });

  it('refuses bad input and an incomplete order with the error shape and no entry', async () => {
    const entries = await auditCount();
    const badIcon = await visitor.post(
      '/api/admin/services',
      { name: '', icon: 'skull' },
      bearer(admin.token),
    );
    expect(badIcon.status).toBe(422);
    expect((await errorOf(badIcon)).fields).toMatchObject({
      name: expect.any(String),
      icon: expect.any(String),
    });
    const ids = (await (await api.admin.services.$get({}, as)).json()).items.map((s) => s.id);
    const partial = await api.admin.services.order.$put({ json: { ids: ids.slice(1) } }, as);
    expect(partial.status).toBe(409);
    expect((await errorOf(partial)).code).toBe('service_order');
    const unknown = await api.admin.services[':id'].$put(
      { param: { id: '999999' }, json: { name: 'X', icon: 'urn' } },
      as,
    );
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(entries);
  });

  it('deletes an unused category and refuses one that companies still offer', async () => {
    const used = await insertService(server, 'Kasutusel', 'kasutusel');
    await insertCompany(server, { name: 'Kasutaja Büroo', serviceIds: [used] });
    const entries = await auditCount();
    const refused = await api.admin.services[':id'].$delete({ param: { id: String(used) } }, as);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'service_in_use',
      message:
        'Seda teenust pakuvad veel ettevõtted, seega ei saa seda kustutada. Eemalda teenus enne nende ettevõtete lehtedelt.',
    });
    expect(await auditCount()).toBe(entries);
    const listed = (await (await api.admin.services.$get({}, as)).json()).items;
    expect(listed.find((s) => s.id === used)?.companyCount).toBe(1);

    const unused = await insertService(server, 'Kasutamata', 'kasutamata');
    const removed = await api.admin.services[':id'].$delete({ param: { id: String(unused) } }, as);
    expect(removed.status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'service.delete',
      entity_id: String(unused),
    });
    expect(parsed((await lastAudit()).before)).toMatchObject({ name: 'Kasutamata' });
    expect((await api.services[':id'].$get({ param: { id: 'kasutamata' } })).status).toBe(404);
  });
});

describe('companies', () => {
  it('finds companies by name with Estonian letters folded, by county and claimed or not', async () => {
    await insertCompany(server, { name: 'Pärnu Leinaõhtu OÜ', countyId: 8 });
    await insertCompany(server, {
      name: 'Pärnu Kalmistuabi',
      countyId: 8,
      ownerUserId: admin.user.id,
      verifiedAt: 1,
    });
    await insertCompany(server, { name: 'Tartu Leinaõhtu', countyId: 14 });
    const search = async (query: Record<string, string>) => {
      const res = await api.admin.companies.$get({ query }, as);
      expect(res.status).toBe(200);
      return res.json();
    };
    const folded = await search({ q: 'parnu' });
    expect(folded.items.map((c) => c.name)).toEqual(['Pärnu Kalmistuabi', 'Pärnu Leinaõhtu OÜ']);
    expect(folded.total).toBe(2);
    expect((await search({ q: 'leinaohtu', county: '14' })).items.map((c) => c.name)).toEqual([
      'Tartu Leinaõhtu',
    ]);
    const claimed = await search({ q: 'parnu', claimed: 'claimed' });
    expect(claimed.items).toEqual([
      expect.objectContaining({ name: 'Pärnu Kalmistuabi', ownerEmail: 'haldur@example.ee' }),
    ]);
    expect((await search({ q: 'parnu', claimed: 'unclaimed' })).items.map((c) => c.name)).toEqual([
      'Pärnu Leinaõhtu OÜ',
    ]);
    // pages of 20
    for (let i = 0; i < 21; i++) await insertCompany(server, { name: `Lehekülg ${i}` });
    const first = await search({ q: 'lehekulg' });
    expect([first.total, first.items.length, first.take]).toEqual([21, 20, 20]);
    expect((await search({ q: 'lehekulg', page: '1' })).items).toHaveLength(1);
    const bad = await visitor.get(
      '/api/admin/companies?claimed=maybe&county=99',
      bearer(admin.token),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['claimed', 'county']);
  });

  it('creates a company with the owner’s fields, then edits its name and fields', async () => {
    const serviceId = await insertService(server, 'Surnuvedu', 'surnuvedu-test');
    const entries = await auditCount();
    const created = await api.admin.companies.$post(
      {
        json: {
          name: 'Õhtutähe Leinamaja',
          phone: '5555 1234',
          serviceIds: [serviceId],
          hours: { week: { E: { kind: 'allDay' } } },
          prices: [{ group: 'transport', fromCents: 9000 }],
        },
      },
      as,
    );
    expect(created.status).toBe(201);
    const company = await created.json();
    expect(company).toMatchObject({
      name: 'Õhtutähe Leinamaja',
      slug: 'ohtutahe-leinamaja',
      phone: '5555 1234',
      services: [{ id: serviceId }],
      owner: null,
      pendingClaims: [],
    });
    expect(await auditCount()).toBe(entries + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'company.create',
      entity_id: String(company.id),
    });
    expect(parsed((await lastAudit()).after)).toMatchObject({
      name: 'Õhtutähe Leinamaja',
      serviceIds: [serviceId],
    });

    const edited = await api.admin.companies[':id'].$put(
      {
        param: { id: String(company.id) },
        json: {
          name: 'Õhtutähe Matusebüroo',
          phone: '5555 1234',
          email: 'info@ohtutaht.example.ee',
          serviceIds: [serviceId],
          hours: { week: { E: { kind: 'allDay' } } },
          prices: [
            { group: 'transport', fromCents: 9000, confirmedOn: company.prices[0]!.confirmedOn },
          ],
        },
      },
      as,
    );
    expect(edited.status).toBe(200);
    const entry = await lastAudit();
    expect(entry.action).toBe('company.update');
    expect(parsed(entry.before)).toEqual({ name: 'Õhtutähe Leinamaja', email: null });
    expect(parsed(entry.after)).toEqual({
      name: 'Õhtutähe Matusebüroo',
      email: 'info@ohtutaht.example.ee',
    });
    // the public page and the directory's name search show the new name; the slug stays
    const page = await (
      await api.companies[':id'].$get({ param: { id: 'ohtutahe-leinamaja' } })
    ).json();
    expect(page.name).toBe('Õhtutähe Matusebüroo');
    const found = await (await api.companies.$get({ query: { name: 'matusebu' } })).json();
    expect(found.items.map((c) => c.id)).toContain(company.id);
  });

  it('refuses what the owner’s edit refuses, writing nothing and no entry', async () => {
    const id = await insertCompany(server, { name: 'Muutmata Büroo' });
    const companies = async () => Number(await server.sql.value('SELECT count(*) FROM companies'));
    const count = await companies();
    const entries = await auditCount();
    const unknownService = await api.admin.companies.$post(
      { json: { name: 'Uus Büroo', serviceIds: [987654], hours: {} } },
      as,
    );
    expect(unknownService.status).toBe(422);
    expect((await errorOf(unknownService)).fields).toEqual({ serviceIds: expect.any(String) });
    const noName = await visitor.post(
      '/api/admin/companies',
      { name: ' ', hours: {} },
      bearer(admin.token),
    );
    expect(noName.status).toBe(422);
    const badHours = await api.admin.companies[':id'].$put(
      {
        param: { id: String(id) },
        json: {
          name: 'Muudetud',
          hours: {
            week: { E: { kind: 'intervals', intervals: [{ from: '18:00', to: '09:00' }] } },
          },
        },
      },
      as,
    );
    expect(badHours.status).toBe(422);
    const badPlace = await api.admin.companies[':id'].$put(
      { param: { id: String(id) }, json: { name: 'Muudetud', placeId: 99_999_999, hours: {} } },
      as,
    );
    expect((await errorOf(badPlace)).fields).toEqual({ placeId: expect.any(String) });
    expect(await companies()).toBe(count);
    expect(await auditCount()).toBe(entries);
    expect(await server.sql.value('SELECT name FROM companies WHERE id = ?', id)).toBe(
      'Muutmata Büroo',
    );
  });

  it('deletes a company with its entry; an unknown one is a 404 without one', async () => {
    const serviceId = await insertService(server, 'Kustutatav', 'kustutatav');
    const id = await insertCompany(server, {
      name: 'Kustutatav Büroo',
      serviceIds: [serviceId],
    });
    const removed = await api.admin.companies[':id'].$delete({ param: { id: String(id) } }, as);
    expect(removed.status).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'company.delete', entity_id: String(id) });
    expect(parsed((await lastAudit()).before)).toMatchObject({
      name: 'Kustutatav Büroo',
      serviceIds: [serviceId],
    });
    expect((await api.companies[':id'].$get({ param: { id: String(id) } })).status).toBe(404);
    expect((await api.admin.companies[':id'].$get({ param: { id: String(id) } }, as)).status).toBe(
      404,
    );
    const entries = await auditCount();
    expect(
      (await api.admin.companies[':id'].$delete({ param: { id: String(id) } }, as)).status,
    ).toBe(404);
    expect(await auditCount()).toBe(entries);
    // the category it offered may go now
    expect(
      (await api.admin.services[':id'].$delete({ param: { id: String(serviceId) } }, as)).status,
    ).toBe(204);
  });
});

describe('claims on the company page', () => {
  it('lists a company’s pending claims; rejecting one is recorded, confirming another works', async () => {
    const companyId = await insertCompany(server, { name: 'Taotletav Büroo' });
    const first = await pendingClaim(companyId);
    const second = await pendingClaim(companyId);
    const page = await (
      await api.admin.companies[':id'].$get({ param: { id: String(companyId) } }, as)
    ).json();
    expect(page.pendingClaims.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    expect(page.pendingClaims[0]).toMatchObject({ userName: 'Taotleja', registryCode: '10000009' });

    const rejected = await api.admin.claims[':id'].reject.$post(
      { param: { id: String(first.id) } },
      as,
    );
    expect(rejected.status).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'claim.reject',
      entity_id: String(first.id),
    });
    expect(
      await server.sql.get('SELECT status, decided_by FROM company_claims WHERE id = ?', first.id),
    ).toEqual({
      status: 'rejected',
      decided_by: admin.user.id,
    });
    const entries = await auditCount();
    const again = await api.admin.claims[':id'].reject.$post(
      { param: { id: String(first.id) } },
      as,
    );
    expect(again.status).toBe(404);
    expect(await auditCount()).toBe(entries);

    const confirmed = await api.admin.claims[':id'].confirm.$post(
      { param: { id: String(second.id) } },
      as,
    );
    expect(confirmed.status).toBe(200);
    const after = await (
      await api.admin.companies[':id'].$get({ param: { id: String(companyId) } }, as)
    ).json();
    expect(after.pendingClaims).toEqual([]);
    expect(after.owner).toMatchObject({ id: second.claimant.user.id, name: 'Taotleja' });
    expect(after.verified).toBe(true);
  });
});

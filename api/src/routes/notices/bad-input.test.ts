/**
 * Malformed bodies and reused client keys get a defined 4xx in the error shape, never a 500
 * (docs/api.md, "Errors and request bodies").
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, bearer, errorOf } from '#api-test/accounts';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

let first: number;
let second: number;
let draft: { id: number; editToken: string };

const { server, visitor } = useTestServer();

beforeAll(async () => {
  first = await addNotice(server.sql, { deceasedName: 'Esimene Teade' });
  second = await addNotice(server.sql, { deceasedName: 'Teine Teade' });
  const res = await visitor.post('/api/notices/drafts', { draft: { type: 0 } });
  expect(res.status).toBe(201);
  draft = (await res.json()) as typeof draft;
});

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const error = await errorOf(res);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  if (code) expect(error.code).toBe(code);
  return error;
}

describe('malformed notice bodies', () => {
  it('answers an empty object or a null notice with field messages (422)', async () => {
    const empty = await expectError(await visitor.post('/api/notices', {}), 422, 'validation');
    expect(empty.fields?.notice).toBeTruthy();
    await expectError(await visitor.post('/api/notices', { notice: null }), 422, 'validation');
    await expectError(await visitor.post('/api/notices', { notice: [] }), 422, 'validation');
    await expectError(await visitor.post('/api/notices', null), 422, 'validation');
    const put = await visitor.send(
      'PUT',
      `/api/notices/${draft.id}`,
      {},
      {
        'x-edit-token': draft.editToken,
      },
    );
    await expectError(put, 422, 'validation');
  });

  it('refuses a body that is not JSON (415) and JSON that does not parse (400)', async () => {
    const text = await visitor.post('/api/notices', 'notice=1', { 'content-type': 'text/plain' });
    await expectError(text, 415, 'unsupported_media_type');
    const form = await visitor.post('/api/auth/login', 'email=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    await expectError(form, 415, 'unsupported_media_type');
    const broken = await visitor.post('/api/notices', '{"notice":');
    await expectError(broken, 400, 'bad_request');
  });
});

/** A value no JSON field expects: an object whose `length` cannot be compared with a number */
const HOSTILE = { length: [{ toString: 1 }] };

describe('hostile JSON values', () => {
  it('refuses an object that shadows a member of every object, in any field (422)', async () => {
    const bodies: [string, unknown][] = [
      ['/api/contact', { name: HOSTILE, email: 'a@b.ee', message: 'Tere' }],
      ['/api/auth/login', { email: HOSTILE, password: HOSTILE }],
      ['/api/notices', { notice: { deceasedName: HOSTILE } }],
      [`/api/notices/${first}/replies`, { author: { valueOf: 1, toString: 1 }, text: 'Tere' }],
      ['/api/auth/login', { email: { length: { toString: 'x' } }, password: 'x' }],
      ['/api/auth/login', JSON.parse('{"email":{"__proto__":{"length":1}},"password":"x"}')],
    ];
    for (const [path, body] of bodies) {
      await expectError(await visitor.post(path, body), 422, 'reserved_key');
    }
  });

  it('refuses a body nested deeper than any document needs (422), an article too', async () => {
    // as text: JSON.stringify itself overflows the stack on 5,000 levels (1,000 fit in 16 KB)
    const deep = (levels: number, leaf: string) =>
      '{"content":['.repeat(levels) + leaf + ']}'.repeat(levels);
    const admin = await adminSession(server, visitor);
    const article = (doc: string) =>
      `{"title":"Sügav artikkel","category":1,"published":false,"doc":{"type":"doc","content":[${doc}]}}`;
    const text = '{"type":"text","text":"x"}';
    const res = await visitor.post(
      '/api/admin/articles',
      article(deep(5000, text)),
      bearer(admin.token),
    );
    await expectError(res, 422, 'too_deep');
    const notice = await visitor.post('/api/notices', `{"notice":${deep(1000, '"x"')}}`);
    await expectError(notice, 422, 'too_deep');
    // a document as deep as real ones nest (lists in lists: 12 of them, 50 levels) is still read
    const item = (inner: string) =>
      `{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[${text}]}${inner}]}]}`;
    const lists = Array.from({ length: 12 }).reduce<string>((inner) => item(`,${inner}`), item(''));
    const ok = await visitor.post('/api/admin/articles', article(lists), bearer(admin.token));
    expect(ok.status, await ok.clone().text()).toBe(201);
  });
});

describe('a client key reused', () => {
  it('on another notice is a 409 for a candle, the first result on the same one', async () => {
    const clientKey = randomUUID();
    const lit = await visitor.post(`/api/notices/${first}/candles`, { clientKey });
    expect(lit.status).toBe(201);
    const again = await visitor.post(`/api/notices/${first}/candles`, { clientKey });
    expect(again.status).toBe(200);
    await expectError(
      await visitor.post(`/api/notices/${second}/candles`, { clientKey }),
      409,
      'client_key_reused',
    );
    const stranger = await server.visitor();
    await expectError(
      await stranger.post(`/api/notices/${first}/candles`, { clientKey }),
      409,
      'client_key_reused',
    );
  });

  it('on another notice or by another visitor is a 409 for a reply', async () => {
    const clientKey = randomUUID();
    const reply = { author: 'Mari', text: 'Kaastunne', clientKey };
    const added = await visitor.post(`/api/notices/${first}/replies`, reply);
    expect(added.status).toBe(201);
    const replay = await visitor.post(`/api/notices/${first}/replies`, reply);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { reply: unknown }).reply).toEqual(
      ((await added.json()) as { reply: unknown }).reply,
    );
    await expectError(
      await visitor.post(`/api/notices/${second}/replies`, reply),
      409,
      'client_key_reused',
    );
    const stranger = await server.visitor();
    await expectError(
      await stranger.post(`/api/notices/${first}/replies`, reply),
      409,
      'client_key_reused',
    );
  });
});

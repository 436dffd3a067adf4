/**
 * Malformed bodies and reused client keys get a defined 4xx in the error shape, never a 500
 * (docs/api.md, "Errors and request bodies").
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/accounts';
import { addNotice } from '../../../test/fixtures';
import { useTestServer } from '../../../test/harness';

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

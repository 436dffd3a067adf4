/**
 * The admin's alerts over HTTP: the open ones newest first with their details, marking one seen
 * (gone from the list, one audit entry), and a second or unknown mark refused with no entry.
 */
import { describe, expect, it } from 'vitest';
import { raiseAlert } from '../../stores/alerts';
import { errorOf } from '../../../test/accounts';
import { queryNumber } from '../../../test/fixtures';
import { useTestServer } from '../../../test/harness';
import { as, auditOf, signInAdmin } from '../../../test/admin';

const { server, visitor, api } = useTestServer();
const entries = () => queryNumber(server.database, 'SELECT count(*) FROM audit_log');

describe('admin alerts', () => {
  it('lists the open alerts newest first and marks one seen with one audit entry', async () => {
    const admin = await signInAdmin(server, visitor, 'teavitused@example.ee');
    const { sqlite } = server.database;
    const now = server.now();
    const quiet = () => {};
    const error = console.error;
    console.error = quiet;
    const older = raiseAlert(
      sqlite,
      { kind: 'help_page_stale', message: 'Abileht vajab ülevaatust', details: { slug: 'x' } },
      now - 60_000,
    );
    const newer = raiseAlert(sqlite, { kind: 'mail_failed', message: 'Kiri jäi saatmata' }, now);
    console.error = error;

    const list = await (await api.admin.alerts.$get({}, as(admin))).json();
    expect(list.total).toBe(2);
    expect(list.items.map((a) => [a.id, a.kind, a.details])).toEqual([
      [newer, 'mail_failed', {}],
      [older, 'help_page_stale', { slug: 'x' }],
    ]);

    const before = entries();
    const seen = await api.admin.alerts[':id'].acknowledge.$post(
      { param: { id: String(older) } },
      as(admin),
    );
    expect(seen.status).toBe(204);
    expect(entries()).toBe(before + 1);
    expect(auditOf(server, 'alert').at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: 'alert.acknowledge',
      entityId: String(older),
    });
    const after = await (await api.admin.alerts.$get({}, as(admin))).json();
    expect(after.items.map((a) => a.id)).toEqual([newer]);

    for (const id of [older, 999_999]) {
      const again = await api.admin.alerts[':id'].acknowledge.$post(
        { param: { id: String(id) } },
        as(admin),
      );
      expect(again.status).toBe(404);
      expect((await errorOf(again)).code).toBe('not_found');
    }
    expect(entries()).toBe(before + 1);
  });
});

/**
 * The admin's alerts over HTTP: the open ones newest first with their details, marking one seen
 * (gone from the list, one audit entry), and a second or unknown mark refused with no entry.
 */
import { describe, expect, it } from 'vitest';
import { errorOf } from '#api-test/accounts';
import { sqlNumber } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';
import { as, auditLogOf, signInAdmin } from '#api-test/admin';

const { server, visitor, api } = useTestServer();
const entries = () => sqlNumber(server.sql, 'SELECT count(*) FROM audit_log');
/** An alert as a store raises it (alerts.ts), written straight into the table */
const raise = (kind: string, message: string, details: object, at: number) =>
  sqlNumber(
    server.sql,
    'INSERT INTO admin_alerts (kind, message, details, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    kind,
    message,
    JSON.stringify(details),
    at,
  );

describe('admin alerts', () => {
  it('lists the open alerts newest first and marks one seen with one audit entry', async () => {
    const admin = await signInAdmin(server, visitor, 'teavitused@example.ee');
    const now = server.now();
    const older = await raise(
      'help_page_stale',
      'Abileht vajab ülevaatust',
      { slug: 'x' },
      now - 60_000,
    );
    const newer = await raise('mail_failed', 'Kiri jäi saatmata', {}, now);

    const list = await (await api.admin.alerts.$get({}, as(admin))).json();
    expect(list.total).toBe(2);
    expect(list.items.map((a) => [a.id, a.kind, a.details])).toEqual([
      [newer, 'mail_failed', {}],
      [older, 'help_page_stale', { slug: 'x' }],
    ]);

    const before = await entries();
    const seen = await api.admin.alerts[':id'].acknowledge.$post(
      { param: { id: String(older) } },
      as(admin),
    );
    expect(seen.status).toBe(204);
    expect(await entries()).toBe(before + 1);
    expect((await auditLogOf(server, 'alert')).at(-1)).toMatchObject({
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
    expect(await entries()).toBe(before + 1);
  });
});

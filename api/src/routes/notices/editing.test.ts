/**
 * The notice writes' guard: a route authorises an edit on the status it read, and the store
 * writes only while the notice still has it (a payment may publish it, an admin hide it, in
 * between the two awaited calls).
 */
import { describe, expect, it } from 'vitest';
import { noticeDraftInput, noticeInput } from '#domain/inputs/notice-input';
import { addNotice } from '#api-test/fixtures';
import { useTestServer } from '#api-test/harness';

const { server } = useTestServer();

const editingStore = () => server.stores.noticeEditing;

const nameOf = (id: number) =>
  server.sql.value('SELECT deceased_name FROM notices WHERE id = ?', id);

describe('notice writes guarded by the status they were authorised on', () => {
  it('replaces a draft that is still a draft, and nothing once it was published meanwhile', async () => {
    const editing = editingStore();
    const id = await addNotice(server.sql, { deceasedName: 'Juhan Liiv', status: 'draft' });
    const values = noticeDraftInput.parse({ type: 0, deceasedName: 'Juhan Liiv Teine' });
    const now = server.now();

    expect(await editing.replace(id, values, { from: 'draft', to: 'draft' }, null, now)).toBe(true);
    expect(await nameOf(id)).toBe('Juhan Liiv Teine');

    await server.sql.run("UPDATE notices SET status = 'published' WHERE id = ?", id);
    const late = noticeDraftInput.parse({ type: 0, deceasedName: 'Kirjutatud üle' });
    expect(await editing.replace(id, late, { from: 'draft', to: 'draft' }, null, now, 'h')).toBe(
      false,
    );
    expect(await nameOf(id)).toBe('Juhan Liiv Teine');
    expect(
      Number(
        await server.sql.value(
          "SELECT count(*) FROM notices WHERE id = ? AND status = 'published' AND edit_token_hash IS NULL",
          id,
        ),
      ),
    ).toBe(1);
  });

  it('edits a published notice, and nothing once it was hidden meanwhile', async () => {
    const editing = editingStore();
    const id = await addNotice(server.sql, { deceasedName: 'Lydia Koidula' });
    const values = noticeInput.parse({
      type: 0,
      prefix: 'Mälestame',
      deceasedName: 'Lydia Koidula',
      deathDate: '11.08.1886',
      counties: [1],
      adderName: 'Test Lisaja',
      adderEmail: 'lisaja@example.ee',
      signature: 'Leinajad',
      payerType: 'private',
      terms: true,
      privacy: true,
    });
    expect(await editing.editPublished(id, values, server.now())).toBe(true);

    await server.sql.run("UPDATE notices SET status = 'hidden' WHERE id = ?", id);
    expect(
      await editing.editPublished(id, { ...values, deathDate: '12.08.1886' }, server.now()),
    ).toBe(false);
    expect(await server.sql.value('SELECT death_date FROM notices WHERE id = ?', id)).toBe(
      '11.08.1886',
    );
  });
});

/**
 * The notice writes' guard: a route authorises an edit on the status it read, and the store
 * writes only while the notice still has it (a payment may publish it, an admin hide it, in
 * between the two awaited calls).
 */
import { describe, expect, it } from 'vitest';
import { noticeDraftInput, noticeInput } from '../../../../db/domain/notice-input';
import { insertNotice, queryNumber } from '../../../test/fixtures';
import { TEST_SECRET, useTestServer } from '../../../test/harness';
import { createThrottle } from '../../stores/throttle';
import { createNoticeEditing } from './editing';

const { server } = useTestServer();

const editingStore = () =>
  createNoticeEditing(server.database, {
    throttle: createThrottle(server.database.sqlite, TEST_SECRET),
    mail: server.mail,
  });

const nameOf = (id: number) =>
  server.database.sqlite.prepare('SELECT deceased_name FROM notices WHERE id = ?').pluck().get(id);

describe('notice writes guarded by the status they were authorised on', () => {
  it('replaces a draft that is still a draft, and nothing once it was published meanwhile', () => {
    const editing = editingStore();
    const id = insertNotice(server.database, { deceasedName: 'Juhan Liiv', status: 'draft' });
    const values = noticeDraftInput.parse({ type: 0, deceasedName: 'Juhan Liiv Teine' });
    const now = server.now();

    expect(editing.replace(id, values, { from: 'draft', to: 'draft' }, null, now)).toBe(true);
    expect(nameOf(id)).toBe('Juhan Liiv Teine');

    server.database.sqlite.prepare("UPDATE notices SET status = 'published' WHERE id = ?").run(id);
    const late = noticeDraftInput.parse({ type: 0, deceasedName: 'Kirjutatud üle' });
    expect(editing.replace(id, late, { from: 'draft', to: 'draft' }, null, now, 'h')).toBe(false);
    expect(nameOf(id)).toBe('Juhan Liiv Teine');
    expect(
      queryNumber(
        server.database,
        "SELECT count(*) FROM notices WHERE id = ? AND status = 'published' AND edit_token_hash IS NULL",
        id,
      ),
    ).toBe(1);
  });

  it('edits a published notice, and nothing once it was hidden meanwhile', () => {
    const editing = editingStore();
    const id = insertNotice(server.database, { deceasedName: 'Lydia Koidula' });
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
    expect(editing.editPublished(id, values, server.now())).toBe(true);

    server.database.sqlite.prepare("UPDATE notices SET status = 'hidden' WHERE id = ?").run(id);
    expect(editing.editPublished(id, { ...values, deathDate: '12.08.1886' }, server.now())).toBe(
      false,
    );
    expect(
      server.database.sqlite.prepare('SELECT death_date FROM notices WHERE id = ?').pluck().get(id),
    ).toBe('11.08.1886');
  });
});

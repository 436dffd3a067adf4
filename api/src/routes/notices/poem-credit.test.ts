import { describe, expect, it } from 'vitest';
import { EMPTY_NOTICE_FIELDS, type NoticeFormValues } from '#domain/inputs/notice-input';
import { useTestServer } from '#api-test/harness';
import type { NoticeDetail } from './queries';

const { server, visitor } = useTestServer();

const BANK_POEM = 'Vaikne on su uni,\nsoe on mälestus.';

const notice = (poem: string): NoticeFormValues => ({
  ...EMPTY_NOTICE_FIELDS,
  type: 0,
  deceasedName: 'Ants Luuletaja',
  deathDate: '12.06.2026',
  signature: 'Lapsed',
  poem,
  counties: [1],
  adderName: 'Mari Luuletaja',
  adderEmail: 'mari@example.ee',
  terms: true,
  privacy: true,
});

/** Creates a notice, publishes it and returns its id and edit token. */
async function published(poem: string) {
  const res = await visitor.post('/api/notices', { notice: notice(poem) });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: number; editToken: string };
  await server.sql.run(
    "UPDATE notices SET status = 'published', published_at = ? WHERE id = ?",
    server.now(),
    created.id,
  );
  return created;
}

const card = async (id: number) =>
  (await (await visitor.get(`/api/notices/${id}`)).json()) as NoticeDetail;

describe("a published notice's poem attribution", () => {
  it('names the author and title of a bank poem, and nothing for a hand-typed poem', async () => {
    // folk: a flag (0/1 in SQLite, a boolean in PostgreSQL), written as a comparison
    await server.sql.run(
      `INSERT INTO poems (id, body, title, author, author_death_year, folk)
       VALUES (101, ?, 'Uni', 'Vana Autor', 1913, 1 = 0),
              (102, 'Kiigu, kiigu', 'Kiigelaul', NULL, NULL, 1 = 1)`,
      BANK_POEM,
    );
    const fromBank = await published(BANK_POEM);
    expect(await card(fromBank.id)).toMatchObject({
      poem: BANK_POEM,
      poemCredit: { author: 'Vana Autor', title: 'Uni' },
    });
    const folk = await published('Kiigu, kiigu');
    expect((await card(folk.id)).poemCredit).toEqual({ author: 'rahvaluule', title: 'Kiigelaul' });
    const typed = await published('Oma sõnadega kirjutatud.');
    expect((await card(typed.id)).poemCredit).toBeNull();
    expect((await card(typed.id)).poem).toBe('Oma sõnadega kirjutatud.');
  });

  it('drops the attribution when the poem is changed, and when the bank poem is deleted', async () => {
    const { id, editToken } = await published(BANK_POEM);
    const edit = (poem: string) =>
      visitor.send(
        'PUT',
        `/api/notices/${id}`,
        { notice: notice(poem) },
        { 'x-edit-token': editToken },
      );
    expect((await edit(`${BANK_POEM}\nMinu lisatud rida.`)).status).toBe(200);
    expect((await card(id)).poemCredit).toBeNull();
    expect((await edit(BANK_POEM)).status).toBe(200);
    expect((await card(id)).poemCredit).toEqual({ author: 'Vana Autor', title: 'Uni' });

    await server.sql.run('DELETE FROM poems WHERE id = 101');
    expect(await card(id)).toMatchObject({ poem: BANK_POEM, poemCredit: null });
  });
});

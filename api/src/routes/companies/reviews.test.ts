/** Reviews over HTTP: the reviewer session, one per identity, held rules, counts, the owner's answer. */
import { describe, expect, it } from 'vitest';
import type { Review } from '#domain/rules/reviews';
import { bearer, errorOf, registerUser, uniqueEmail } from '#api-test/accounts';
import { insertCompany } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import { signInReviewer } from '#api-test/reviewers';

const { server, visitor } = useTestServer();

const HOUR = 3600_000;
const GOOD = 'Väga hoolivad inimesed, kõik sujus rahulikult.';

const reviewer = (options?: { name?: string; email?: string | null }) =>
  signInReviewer(server, server.now(), options);

const newCompany = (name = 'Kuusemäe Matusebüroo', extra = {}) =>
  insertCompany(server, { name, ...extra });

const post = (companyId: number | string, body: unknown, headers: Record<string, string> = {}) =>
  visitor.post(`/api/companies/${companyId}/reviews`, body, headers);

const list = (companyId: number | string, headers: Record<string, string> = {}, page = 1) =>
  visitor.get(`/api/companies/${companyId}/reviews?page=${page}`, headers);

interface ReviewPage {
  items: Review[];
  total: number;
  hasMore: boolean;
  mine: Review | null;
}

const counts = async (companyId: number) =>
  (await server.sql.get<{ count: number; sum: number }>(
    'SELECT review_count AS count, rating_sum AS sum FROM companies WHERE id = ?',
    companyId,
  ))!;

const reviewRows = async (companyId: number) =>
  Number(await server.sql.value('SELECT count(*) FROM reviews WHERE company_id = ?', companyId));

describe('writing a review', () => {
  it('needs a reviewer session: 401 without one or with an unknown token', async () => {
    const id = await newCompany();
    expect((await post(id, { rating: 5, body: GOOD })).status).toBe(401);
    const stale = { 'x-reviewer-token': 'a'.repeat(43) };
    const res = await post(id, { rating: 5, body: GOOD }, stale);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
    expect(await reviewRows(id)).toBe(0);
  });

  it('refuses a rating of 0 or 6, an empty or a 10,000-character text, with field messages', async () => {
    const id = await newCompany();
    const { headers } = await reviewer();
    const cases: [unknown, string, string][] = [
      [{ rating: 0, body: GOOD }, 'rating', 'Peab olema vähemalt 1.'],
      [{ rating: 6, body: GOOD }, 'rating', 'Võib olla kuni 5.'],
      [{ rating: 4.5, body: GOOD }, 'rating', 'Peab olema täisarv.'],
      [{ rating: 4, body: '   ' }, 'body', 'Kohustuslik väli.'],
      [{ rating: 4, body: 'Hea.' }, 'body', 'Peab olema vähemalt 10 märki.'],
      [{ rating: 4, body: 'x'.repeat(10_000) }, 'body', 'Võib olla kuni 2000 märki.'],
      [{ body: GOOD }, 'rating', 'Kohustuslik väli.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(id, body, headers);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ [field]: message });
    }
    expect(await reviewRows(id)).toBe(0);
    expect(await counts(id)).toEqual({ count: 0, sum: 0 });
  });

  it('shows a review at once, counts it on the company and keeps its text as plain text', async () => {
    const id = await newCompany('Tamme Matusetalitus', { slug: 'tamme-matusetalitus' });
    const { headers } = await reviewer({ name: 'Jaan Tamm' });
    const body = '<b>Aitäh</b> <script>alert(1)</script> & kõik oli korras.';
    const res = await post('tamme-matusetalitus', { rating: 4, body }, headers);
    expect(res.status).toBe(201);
    const review = (await res.json()) as Review;
    expect(review).toMatchObject({
      rating: 4,
      body,
      author: 'Jaan Tamm',
      status: 'visible',
      heldReason: null,
      answer: null,
      updatedAt: null,
      createdAt: server.now(),
    });
    expect(await counts(id)).toEqual({ count: 1, sum: 4 });
    const page = await visitor.get(`/api/companies/${id}`);
    expect(await page.json()).toMatchObject({ rating: 4, reviewCount: 1 });

    const anonymous = (await (await list(id)).json()) as ReviewPage;
    expect(anonymous).toEqual({ items: [review], total: 1, hasMore: false, mine: null });
    const own = (await (await list(id, headers)).json()) as ReviewPage;
    expect(own.mine).toEqual(review);
  });

  it('takes one review per identity (409) and replaces it on PUT …/mine', async () => {
    const id = await newCompany();
    const { headers } = await reviewer();
    expect((await post(id, { rating: 2, body: GOOD }, headers)).status).toBe(201);
    const again = await post(id, { rating: 5, body: GOOD }, headers);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('review_exists');
    expect(await reviewRows(id)).toBe(1);

    server.advance(60_000);
    const res = await visitor.send(
      'PUT',
      `/api/companies/${id}/reviews/mine`,
      { rating: 5, body: 'Mõtlesin järele: tegelikult väga hea.' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      rating: 5,
      body: 'Mõtlesin järele: tegelikult väga hea.',
      updatedAt: server.now(),
      status: 'visible',
    });
    expect(await reviewRows(id)).toBe(1);
    expect(await counts(id)).toEqual({ count: 1, sum: 5 });
  });

  it('answers 404 to PUT …/mine without a review, and to an unknown company', async () => {
    const id = await newCompany();
    const { headers } = await reviewer();
    const res = await visitor.send(
      'PUT',
      `/api/companies/${id}/reviews/mine`,
      { rating: 3, body: GOOD },
      headers,
    );
    expect(res.status).toBe(404);
    expect((await post(999_999, { rating: 3, body: GOOD }, headers)).status).toBe(404);
    expect((await list('no-such-company')).status).toBe(404);
  });

  it('pages the visible reviews newest first', async () => {
    const id = await newCompany();
    for (let i = 0; i < 12; i++) {
      server.advance(HOUR); // no burst
      const { headers } = await reviewer({ name: `Arvustaja ${i}` });
      expect((await post(id, { rating: 1 + (i % 5), body: GOOD }, headers)).status).toBe(201);
    }
    const first = (await (await list(id)).json()) as ReviewPage;
    expect(first.total).toBe(12);
    expect(first.hasMore).toBe(true);
    expect(first.items.map((r) => r.author)[0]).toBe('Arvustaja 11');
    expect(first.items).toHaveLength(10);
    const second = (await (await list(id, {}, 2)).json()) as ReviewPage;
    expect(second.items.map((r) => r.author)).toEqual(['Arvustaja 1', 'Arvustaja 0']);
    expect(second.hasMore).toBe(false);
  });
});

describe('reviews sent at once', () => {
  it('keeps the rating equal to the rows: 12 reviewers at once, the burst rule holding the 6th on', async () => {
    const id = await newCompany();
    const reviewers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => reviewer({ name: `Samaaegne ${i}` })),
    );
    const results = await Promise.all(
      reviewers.map(({ headers }, i) => post(id, { rating: 1 + (i % 5), body: GOOD }, headers)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const rows = await server.sql.get<{ count: number; sum: number }>(
      `SELECT count(*) AS count, coalesce(sum(rating), 0) AS sum FROM reviews
        WHERE company_id = ? AND status = 'visible'`,
      id,
    );
    expect(await counts(id)).toEqual({ count: Number(rows!.count), sum: Number(rows!.sum) });
    // the burst rule saw each review before it: exactly 5 shown
    expect(Number(rows!.count)).toBe(5);
  });

  it('takes one review per reviewer when the same one is sent 8 times at once', async () => {
    const id = await newCompany();
    const { headers } = await reviewer();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(id, { rating: 4, body: GOOD }, headers)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    expect(await reviewRows(id)).toBe(1);
    expect(await counts(id)).toEqual({ count: 1, sum: 4 });
  });
});

describe('held reviews', () => {
  it('holds a review with a link: only its reviewer sees it, with the reason; not counted', async () => {
    const id = await newCompany();
    const { headers } = await reviewer();
    const res = await post(
      id,
      { rating: 1, body: 'Parem teenus on siin: odavmatus.ee/pakkumine' },
      headers,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'held', heldReason: 'links' });
    expect(await counts(id)).toEqual({ count: 0, sum: 0 });
    const anonymous = (await (await list(id)).json()) as ReviewPage;
    expect(anonymous).toMatchObject({ items: [], total: 0, mine: null });
    const own = (await (await list(id, headers)).json()) as ReviewPage;
    expect(own.mine).toMatchObject({ status: 'held', heldReason: 'links' });

    // edited without the link, it shows and counts
    const edited = await visitor.send(
      'PUT',
      `/api/companies/${id}/reviews/mine`,
      { rating: 2, body: 'Ootasin kauem, kui lubati.' },
      headers,
    );
    expect(await edited.json()).toMatchObject({ status: 'visible', heldReason: null });
    expect(await counts(id)).toEqual({ count: 1, sum: 2 });
  });

  it.each(['vaata https://example.com', 'vaata www.example.com', 'vaata HTTP://EXAMPLE.COM'])(
    'holds "%s"',
    async (body) => {
      const id = await newCompany();
      const res = await post(id, { rating: 5, body }, (await reviewer()).headers);
      expect(await res.json()).toMatchObject({ status: 'held', heldReason: 'links' });
    },
  );

  it("holds a review by an identity whose e-mail is a provider account's", async () => {
    const email = uniqueEmail();
    const res = await visitor.post('/api/auth/register', {
      name: 'Konkurent',
      email,
      password: 'küünla-valgus-öösel',
      provider: true,
    });
    expect(res.status).toBe(201);
    const id = await newCompany();
    const { headers } = await reviewer({ email: email.toUpperCase() });
    const review = await post(id, { rating: 1, body: GOOD }, headers);
    expect(await review.json()).toMatchObject({ status: 'held', heldReason: 'provider' });
    expect((await counts(id)).count).toBe(0);
    // an ordinary account's e-mail is no reason
    const user = await registerUser(visitor);
    const plain = await post(
      id,
      { rating: 5, body: GOOD },
      (await reviewer({ email: user.user.email })).headers,
    );
    expect(await plain.json()).toMatchObject({ status: 'visible' });
  });

  it('holds the reviews of a burst: more than 5 for one company within an hour', async () => {
    const id = await newCompany();
    const statuses: string[] = [];
    for (let i = 0; i < 7; i++) {
      server.advance(60_000);
      const res = await post(id, { rating: 5, body: GOOD }, (await reviewer()).headers);
      statuses.push(((await res.json()) as Review).status);
    }
    expect(statuses).toEqual([
      'visible',
      'visible',
      'visible',
      'visible',
      'visible',
      'held',
      'held',
    ]);
    expect(await counts(id)).toEqual({ count: 5, sum: 25 });
    server.advance(HOUR);
    const later = await post(id, { rating: 3, body: GOOD }, (await reviewer()).headers);
    expect(await later.json()).toMatchObject({ status: 'visible' });
  });
});

describe("the owner's answer", () => {
  async function ownedCompany() {
    const owner = await registerUser(visitor);
    await server.sql.run('UPDATE users SET role = 3 WHERE id = ?', owner.user.id);
    const id = await newCompany('Kaasiku Matusebüroo', {
      ownerUserId: owner.user.id,
      verifiedAt: server.now(),
    });
    const res = await post(id, { rating: 3, body: GOOD }, (await reviewer()).headers);
    const review = (await res.json()) as Review;
    return { id, review, owner: bearer(owner.token) };
  }

  const answer = (id: number, rid: number, text: unknown, headers: Record<string, string>) =>
    visitor.post(`/api/companies/${id}/reviews/${rid}/answer`, { text }, headers);

  it('is given once, publicly; a second answer is a 409', async () => {
    const { id, review, owner } = await ownedCompany();
    server.advance(1000);
    const res = await answer(id, review.id, 'Aitäh tagasiside eest!', owner);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id: review.id,
      answer: 'Aitäh tagasiside eest!',
      answeredAt: server.now(),
    });
    const shown = (await (await list(id)).json()) as ReviewPage;
    expect(shown.items[0]).toMatchObject({ answer: 'Aitäh tagasiside eest!' });
    const again = await answer(id, review.id, 'Veel üks vastus.', owner);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('review_answered');
  });

  it('needs the confirmed owner: 401 signed out, 403 another provider or an unverified owner', async () => {
    const { id, review } = await ownedCompany();
    expect((await answer(id, review.id, 'Tere', {})).status).toBe(401);
    const other = await registerUser(visitor);
    expect((await answer(id, review.id, 'Tere', bearer(other.token))).status).toBe(403);
    await server.sql.run('UPDATE users SET role = 3 WHERE id = ?', other.user.id);
    const notOwner = await answer(id, review.id, 'Tere', bearer(other.token));
    expect(notOwner.status).toBe(403);
    expect((await errorOf(notOwner)).code).toBe('not_owner');
    // the owner of a page whose claim is not confirmed
    await server.sql.run(
      'UPDATE companies SET owner_user_id = ?, verified_at = NULL WHERE id = ?',
      other.user.id,
      id,
    );
    expect((await answer(id, review.id, 'Tere', bearer(other.token))).status).toBe(403);
  });

  it("refuses another company's review (404) and an empty answer (422)", async () => {
    const first = await ownedCompany();
    const second = await ownedCompany();
    expect((await answer(first.id, second.review.id, 'Tere', first.owner)).status).toBe(404);
    const empty = await answer(first.id, first.review.id, '  ', first.owner);
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).fields).toEqual({ text: 'Kohustuslik väli.' });
  });
});

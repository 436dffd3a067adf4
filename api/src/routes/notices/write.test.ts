import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_NOTICE_FIELDS, type NoticeFormValues } from '#domain/inputs/notice-input';
import { bearer, errorOf, registerUser, uniqueEmail } from '#api-test/accounts';
import { useMailedTestServer } from '#api-test/harness';
import { hashToken } from '../../lib/tokens';
import type { NoticeForEdit } from './editing';
import type { NoticeDetail, NoticeList } from './queries';

let background: number;
let portrait: number;
let place: { id: number; countyId: number };

interface Created {
  id: number;
  editToken: string;
}
type EditView = NoticeForEdit & { path: string | null };

const noticeRow = async (id: number) =>
  (await server.sql.get('SELECT * FROM notices WHERE id = ?', id))!;
const noticeCount = async () => Number(await server.sql.value('SELECT count(*) FROM notices'));
const countiesOf = async (id: number) =>
  (
    await server.sql.all<{ county_id: number }>(
      'SELECT county_id FROM notice_counties WHERE notice_id = ? ORDER BY county_id',
      id,
    )
  ).map((row) => row.county_id);
const tokenHeader = (token: string) => ({ 'x-edit-token': token });
const publish = (id: number) =>
  server.sql.run(
    "UPDATE notices SET status = 'published', published_at = ? WHERE id = ?",
    server.now(),
    id,
  );

/** An image row: a gallery image (active) or an upload by `uploader` (a visitor's hash). */
async function image(
  kind: string,
  active: number,
  uploader: string | null = visitor.hash,
): Promise<number> {
  return Number(
    await server.sql.value(
      `INSERT INTO images (kind, file_name, mime, width, height, bytes, active, uploader_hash)
       VALUES (?, ?, 'image/jpeg', 1200, 800, 1000, ? = 1, ?) RETURNING id`,
      kind,
      `${kind}-${Math.random().toString(36).slice(2)}.jpg`,
      active,
      uploader,
    ),
  );
}

/** A complete notice as the wizard's data step sends it. */
const complete = (over: Partial<NoticeFormValues> = {}): NoticeFormValues => ({
  type: 0,
  prefix: 'Mälestame',
  deceasedName: 'Õie Mänd',
  maidenName: 'Kask',
  birthDate: '03.04.1940',
  deathDate: '12.06.2026',
  suffix: '',
  funeralInfo: 'Ärasaatmine 20. juunil kell 12 Pärnu Eliisabeti kirikus.',
  signature: 'Lapsed peredega',
  poem: 'Sa läksid vaikselt,\nnagu kustub küünal.',
  backgroundImageId: background,
  portraitImageId: portrait,
  counties: [place.countyId, 1],
  placeId: place.id,
  payerType: 'private',
  businessName: '',
  businessAddress: '',
  businessRegCode: '',
  invoiceEmail: '',
  adderName: 'Kalle Mänd',
  adderEmail: 'kalle.mand@example.ee',
  terms: true,
  privacy: true,
  ...over,
});

const createNotice = async (values = complete(), headers: Record<string, string> = {}) => {
  const res = await visitor.post('/api/notices', { notice: values }, headers);
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
};
const createDraft = async (draft: Record<string, unknown>, v = visitor, headers = {}) => {
  const res = await v.post('/api/notices/drafts', { draft }, headers);
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
};
const editView = async (id: number, headers: Record<string, string>) => {
  const res = await visitor.get(`/api/notices/${id}/edit`, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as EditView;
};

const { server, visitor, smtp } = useMailedTestServer();

beforeAll(async () => {
  background = await image('background', 0);
  portrait = await image('portrait', 0);
  place = (await server.sql.get<{ id: number; countyId: number }>(
    `SELECT id, county_id AS "countyId" FROM places
      WHERE name = 'Kuressaare linn' AND level = 'settlement'`,
  ))!;
});

describe('server drafts', () => {
  it('creates a draft with an edit token stored hashed, and mails the link to continue elsewhere', async () => {
    const email = uniqueEmail();
    const { id, editToken } = await createDraft({
      type: 1,
      deceasedName: 'Jaan Tamm',
      counties: [3],
      adderEmail: email,
    });
    expect(editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await noticeRow(id);
    expect(row).toMatchObject({
      status: 'draft',
      type: 1,
      deceased_name: 'Jaan Tamm',
      adder_name: '',
      adder_email: email,
      death_date: null,
      user_id: null,
      edit_token_hash: hashToken(editToken),
      terms_accepted_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(editToken);
    expect(await countiesOf(id)).toEqual([3]);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Küünal: jätka teate koostamist');
    expect(mail.text).toContain(`https://kyynal.test/muuda/${id}?token=${editToken}`);
  });

  it('fills the NOT NULL columns of a bare draft with empty values; no address, no mail', async () => {
    const before = smtp.messages().length;
    const { id, editToken } = await createDraft({ type: 2 });
    expect(await noticeRow(id)).toMatchObject({
      deceased_name: '',
      name_sort_key: '',
      adder_name: '',
      adder_email: '',
      signature: '',
    });
    const view = await editView(id, tokenHeader(editToken));
    expect(view).toEqual({
      id,
      status: 'draft',
      notice: { ...EMPTY_NOTICE_FIELDS, type: 2 },
      backgroundUrl: null,
      portraitUrl: null,
      path: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages().length).toBe(before);
  });

  it('replaces a draft with PUT …/draft and reads it back for the edit screen', async () => {
    const { id, editToken } = await createDraft({
      type: 0,
      deceasedName: 'Esimene',
      counties: [2],
    });
    const draft = {
      type: 0,
      deceasedName: 'Malle Mänd',
      birthDate: '1950',
      deathDate: '01.06.2026',
      counties: [4, place.countyId],
      backgroundImageId: background,
      placeId: place.id,
      terms: true,
      privacy: true,
    };
    const res = await visitor.send(
      'PUT',
      `/api/notices/${id}/draft`,
      { draft },
      tokenHeader(editToken),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: 'draft' });
    expect(await noticeRow(id)).toMatchObject({
      birth_date: '1950',
      birth_date_sort: '1950-00-00',
      death_date: '01.06.2026',
      death_date_sort: '2026-06-01',
    });
    const view = await editView(id, tokenHeader(editToken));
    expect(view.notice).toMatchObject(draft);
    expect(view.backgroundUrl).toMatch(/^\/uploads\/background-\w+\.jpg$/);
  });

  it('checks each draft field that is present (422 with the form field names)', async () => {
    const before = await noticeCount();
    const res = await visitor.post('/api/notices/drafts?locale=en', {
      draft: { type: 0, deathDate: '31.02.2026', counties: [16], adderEmail: 'pole-e-post' },
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'validation',
      message: 'Please correct the marked fields.',
      fields: {
        deathDate: 'Date must be DD.MM.YYYY or a year alone (YYYY).',
        'counties.0': 'Unknown county.',
        adderEmail: 'Enter a valid e-mail address.',
      },
    });
    const noType = await visitor.post('/api/notices/drafts', { draft: {} });
    expect((await errorOf(noType)).fields).toEqual({ type: 'Tundmatu teate liik.' });
    expect(await noticeCount()).toBe(before);
  });
});

describe('complete notices', () => {
  it('creates a notice awaiting payment with its counties, dates and sort key', async () => {
    const { id, editToken } = await createNotice();
    const row = await noticeRow(id);
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      type: 0,
      deceased_name: 'Õie Mänd',
      maiden_name: 'Kask',
      birth_date: '03.04.1940',
      birth_date_sort: '1940-04-03',
      death_date: '12.06.2026',
      death_date_sort: '2026-06-12',
      background_image_id: background,
      portrait_image_id: portrait,
      place_id: place.id,
      payer_type: 'private',
      business_name: null,
      adder_name: 'Kalle Mänd',
      adder_email: 'kalle.mand@example.ee',
      terms_accepted_at: server.now(),
      user_id: null,
      published_at: null,
      edit_token_hash: hashToken(editToken),
    });
    expect(row.name_sort_key).not.toBe('');
    expect(await countiesOf(id)).toEqual([1, place.countyId].sort((a, b) => a - b));
    // not public while it waits for payment
    expect((await visitor.get(`/api/notices/${id}`)).status).toBe(404);
  });

  it('gives every invalid field its own localised message, and creates nothing', async () => {
    const before = await noticeCount();
    const res = await visitor.post('/api/notices', {
      notice: complete({
        deceasedName: ' ',
        birthDate: '01.01.2027',
        deathDate: '2026',
        counties: [],
        payerType: 'business',
        businessRegCode: '123',
        adderEmail: 'vale',
        terms: false as true,
      }),
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'validation',
      message: 'Palun paranda märgitud väljad.',
      fields: {
        deceasedName: 'Kohustuslik väli.',
        counties: 'Vali vähemalt üks maakond.',
        adderEmail: 'Sisesta korrektne e-posti aadress.',
        terms: 'Jätkamiseks pead sellega nõustuma.',
        birthDate: 'Sünniaeg ei saa olla hilisem kui surmaaeg.',
        businessName: 'Kohustuslik väli.',
        businessAddress: 'Kohustuslik väli.',
        businessRegCode: 'Registrikood on 8 numbrit.',
        invoiceEmail: 'Kohustuslik väli.',
      },
    });
    expect(await noticeCount()).toBe(before);
  });

  it('refuses unknown images, an image of the wrong kind and an unknown place (422)', async () => {
    const before = await noticeCount();
    const res = await visitor.post('/api/notices?locale=en', {
      notice: complete({ backgroundImageId: portrait, portraitImageId: 999_999, placeId: 999_999 }),
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      backgroundImageId: 'Image not found. Choose the image again.',
      portraitImageId: 'Image not found. Choose the image again.',
      placeId: 'Place not found. Choose the place again.',
    });
    const draft = await visitor.post('/api/notices/drafts', {
      draft: { type: 0, portraitImageId: background },
    });
    expect((await errorOf(draft)).fields).toEqual({
      portraitImageId: 'Pilti ei leitud. Vali pilt uuesti.',
    });
    expect(await noticeCount()).toBe(before);
    // an active gallery background and a seeded portrait are fine too
    await createNotice(
      complete({
        backgroundImageId: await image('background', 1),
        portraitImageId: await image('portrait', 1),
      }),
    );
  });

  it('turns a server draft into the notice awaiting payment (same id, same token)', async () => {
    const { id, editToken } = await createDraft({ type: 1, deceasedName: 'Mustand' });
    const res = await visitor.post(
      '/api/notices',
      { notice: complete({ type: 1 }), draftId: id },
      tokenHeader(editToken),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id, editToken });
    expect(await noticeRow(id)).toMatchObject({
      status: 'awaiting_payment',
      deceased_name: 'Õie Mänd',
    });

    const wrong = await visitor.post(
      '/api/notices',
      { notice: complete(), draftId: id },
      tokenHeader('A'.repeat(43)),
    );
    expect(wrong.status).toBe(403);
  });

  it('replaces everything of a notice awaiting payment with PUT, type and counties included', async () => {
    const { id, editToken } = await createNotice();
    const res = await visitor.send(
      'PUT',
      `/api/notices/${id}`,
      { notice: complete({ type: 2, counties: [9], poem: '', placeId: null }) },
      tokenHeader(editToken),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: 'awaiting_payment', path: null });
    expect(await noticeRow(id)).toMatchObject({ type: 2, poem: '', place_id: null });
    expect(await countiesOf(id)).toEqual([9]);

    // It may have a live order that publishes it once paid: a draft save of it must stay a
    // whole notice (the status stays), a half one is refused and changes nothing.
    const saveDraft = (draft: Record<string, unknown>) =>
      visitor.send('PUT', `/api/notices/${id}/draft`, { draft }, tokenHeader(editToken));
    const half = await saveDraft({ type: 2, deceasedName: 'Pooleli' });
    expect(half.status).toBe(422);
    expect((await errorOf(half)).fields).toMatchObject({
      deathDate: 'Kohustuslik väli.',
      counties: 'Kohustuslik väli.',
      terms: 'Jätkamiseks pead sellega nõustuma.',
    });
    expect(await noticeRow(id)).toMatchObject({
      status: 'awaiting_payment',
      deceased_name: 'Õie Mänd',
    });
    const whole = await saveDraft(complete({ type: 2, deceasedName: 'Terve Teade' }));
    expect(await whole.json()).toEqual({ id, status: 'awaiting_payment' });
    expect(await noticeRow(id)).toMatchObject({
      status: 'awaiting_payment',
      deceased_name: 'Terve Teade',
    });
  });
});

describe('who may edit', () => {
  it('needs the notice’s own edit token: wrong, missing or another notice’s token is 403', async () => {
    const { id } = await createNotice();
    const other = await createNotice();
    const paths = [
      ['GET', `/api/notices/${id}/edit`],
      ['PUT', `/api/notices/${id}`],
      ['PUT', `/api/notices/${id}/draft`],
    ] as const;
    for (const [method, path] of paths) {
      for (const headers of [
        tokenHeader('A'.repeat(43)),
        tokenHeader(other.editToken),
        tokenHeader('kõlbmatu'),
        {},
      ]) {
        const body = path.endsWith('draft') ? { draft: { type: 0 } } : { notice: complete() };
        const res =
          method === 'GET'
            ? await visitor.get(`${path}?locale=en`, headers)
            : await visitor.send(method, `${path}?locale=en`, body, headers);
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await errorOf(res)).toEqual({
          code: 'edit_forbidden',
          message: 'You may not edit this notice. Use the edit link we e-mailed you, or log in.',
        });
      }
    }
    expect(await noticeRow(id)).toMatchObject({ status: 'awaiting_payment', type: 0 });
  });

  it('answers 404 for an unknown notice and 401 for an expired session without a token', async () => {
    const unknown = await visitor.get('/api/notices/999999/edit', tokenHeader('A'.repeat(43)));
    expect(unknown.status).toBe(404);
    const { id, editToken } = await createNotice();
    const stale = await visitor.get(`/api/notices/${id}/edit`, bearer('s'.repeat(43)));
    expect(stale.status).toBe(401);
    // the token still works next to a stale session
    const both = await visitor.get(`/api/notices/${id}/edit`, {
      ...bearer('s'.repeat(43)),
      ...tokenHeader(editToken),
    });
    expect(both.status).toBe(200);
  });

  it('lets the signed-in owner in with the Bearer session, nobody else', async () => {
    const owner = await registerUser(visitor);
    const stranger = await registerUser(visitor);
    const { id } = await createDraft(
      { type: 0, deceasedName: 'Omaniku teade' },
      visitor,
      bearer(owner.token),
    );
    expect((await noticeRow(id)).user_id).toBe(owner.user.id);

    expect((await visitor.get(`/api/notices/${id}/edit`, bearer(owner.token))).status).toBe(200);
    const denied = await visitor.get(`/api/notices/${id}/edit`, bearer(stranger.token));
    expect(denied.status).toBe(403);

    // completing it with the session hands out a fresh token; the old one stops working
    const res = await visitor.post(
      '/api/notices',
      { notice: complete(), draftId: id },
      bearer(owner.token),
    );
    expect(res.status).toBe(201);
    const { editToken } = (await res.json()) as Created;
    expect((await noticeRow(id)).edit_token_hash).toBe(hashToken(editToken));
    expect((await visitor.get(`/api/notices/${id}/edit`, tokenHeader(editToken))).status).toBe(200);

    // a signed-in user's complete notice is theirs; a visitor's draft finished signed in too
    const own = await createNotice(complete(), bearer(owner.token));
    expect((await noticeRow(own.id)).user_id).toBe(owner.user.id);
    const anonymous = await createDraft({ type: 0 });
    await visitor.post(
      '/api/notices',
      { notice: complete(), draftId: anonymous.id },
      { ...tokenHeader(anonymous.editToken), ...bearer(stranger.token) },
    );
    expect((await noticeRow(anonymous.id)).user_id).toBe(stranger.user.id);
  });
});

describe('editing a published notice', () => {
  it("refuses a place outside the notice's counties, saying why in the request's language (422)", async () => {
    const before = await noticeCount();
    const elsewhere = [1, 7].filter((c) => c !== place.countyId);
    const outside = { placeId: place.id, counties: elsewhere };
    const cases: [string, RegExp][] = [
      ['et', /^Kuressaare linn asub maakonnas Saare maakond, mida teate maakondade seas pole/],
      ['en', /^Kuressaare linn lies in Saare maakond, which is not among the notice’s counties/],
      ['ru', /^Kuressaare linn находится в уезде Saare maakond/],
    ];
    for (const [locale, message] of cases) {
      const res = await visitor.post(`/api/notices?locale=${locale}`, {
        notice: complete(outside),
      });
      expect(res.status, locale).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {}), locale).toEqual(['placeId']);
      const again = await visitor.post(`/api/notices?locale=${locale}`, {
        notice: complete(outside),
      });
      expect((await errorOf(again)).fields?.placeId, locale).toMatch(message);
    }
    // a draft is checked once it names counties; without them yet, the place may wait
    const draft = await visitor.post('/api/notices/drafts', { draft: { type: 0, ...outside } });
    expect((await errorOf(draft)).fields?.placeId).toMatch(/Kuressaare linn/);
    const early = await visitor.post('/api/notices/drafts', {
      draft: { type: 0, placeId: place.id },
    });
    expect(early.status).toBe(201);
    expect(await noticeCount()).toBe(before + 1);
  });

  it('changes text, dates, images and place without a payment; the list and card show it at once', async () => {
    const { id, editToken } = await createNotice(
      complete({ deceasedName: 'Vello Vana', prefix: 'Mälestame' }),
    );
    await publish(id);
    const listed = async () => {
      const res = await visitor.get('/api/notices?name=vello');
      return ((await res.json()) as NoticeList).items;
    };
    expect((await listed()).map((n) => [n.id, n.prefix])).toEqual([[id, 'Mälestame']]);

    const edit = (over: Partial<NoticeFormValues>) =>
      visitor.send('PUT', `/api/notices/${id}`, { notice: complete(over) }, tokenHeader(editToken));
    const res = await edit({
      deceasedName: 'Vello Vana',
      prefix: 'Leiname',
      deathDate: '11.06.2026',
      funeralInfo: 'Ärasaatmine on perekeskis.',
      portraitImageId: null,
      placeId: null,
      // what was paid for is not part of an edit: payer details stay as they were
      adderEmail: 'keegi.teine@example.ee',
      payerType: 'business',
      businessName: 'Firma OÜ',
      businessAddress: 'Tallinn',
      businessRegCode: '12345678',
      invoiceEmail: 'arve@firma.ee',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: 'published', path: `/arasaatmisteade/${id}` });
    expect(await noticeRow(id)).toMatchObject({
      status: 'published',
      adder_email: 'kalle.mand@example.ee',
      payer_type: 'private',
      business_name: null,
    });

    // No clock moved and the name is the same (the version triggers watch names, not prefixes
    // or dates): the list cache must still not serve the old card.
    expect((await listed()).map((n) => [n.id, n.prefix, n.deathDate, n.portraitUrl])).toEqual([
      [id, 'Leiname', '11.06.2026', null],
    ]);
    const card = (await (await visitor.get(`/api/notices/${id}`)).json()) as NoticeDetail;
    expect(card).toMatchObject({
      prefix: 'Leiname',
      funeralInfo: 'Ärasaatmine on perekeskis.',
      portraitUrl: null,
      place: null,
    });

    // a new name is found by the name search at once
    expect((await edit({ deceasedName: 'Vello Vanamees', prefix: 'Leiname' })).status).toBe(200);
    const found = await visitor.get('/api/notices?name=vanamees');
    expect(((await found.json()) as NoticeList).items.map((n) => n.id)).toEqual([id]);
    const view = await editView(id, tokenHeader(editToken));
    expect(view).toMatchObject({ status: 'published', path: `/arasaatmisteade/${id}` });
    expect(view.notice).toMatchObject({ deceasedName: 'Vello Vanamees', prefix: 'Leiname' });
  });

  it('refuses a change of type or counties (409 paid_fields_locked); counties in another order are fine', async () => {
    const { id, editToken } = await createNotice(complete({ counties: [2, 6], placeId: null }));
    await publish(id);
    const put = (notice: NoticeFormValues, locale = 'et') =>
      visitor.send(
        'PUT',
        `/api/notices/${id}?locale=${locale}`,
        { notice },
        tokenHeader(editToken),
      );

    const type = await put(complete({ type: 1, counties: [2, 6], placeId: null }), 'en');
    expect(type.status).toBe(409);
    expect(await errorOf(type)).toEqual({
      code: 'paid_fields_locked',
      message:
        'The type and counties of a published notice cannot change: they were paid for. You can change the text, dates, images and place.',
    });
    for (const counties of [[2], [2, 6, 7], [2, 7]]) {
      const res = await put(complete({ counties, placeId: null }));
      expect(res.status, JSON.stringify(counties)).toBe(409);
      expect((await errorOf(res)).code).toBe('paid_fields_locked');
    }
    expect((await noticeRow(id)).type).toBe(0);
    expect(await countiesOf(id)).toEqual([2, 6]);

    expect(
      (await put(complete({ counties: [6, 2], poem: 'Uus luuletus', placeId: null }))).status,
    ).toBe(200);
    expect((await noticeRow(id)).poem).toBe('Uus luuletus');
  });

  it('keeps published and hidden notices out of the draft and completion paths (409)', async () => {
    const { id, editToken } = await createNotice();
    await publish(id);
    const draftSave = await visitor.send(
      'PUT',
      `/api/notices/${id}/draft`,
      { draft: { type: 0 } },
      tokenHeader(editToken),
    );
    expect(draftSave.status).toBe(409);
    expect((await errorOf(draftSave)).code).toBe('not_editable');
    const complete_ = await visitor.post(
      '/api/notices',
      { notice: complete(), draftId: id },
      tokenHeader(editToken),
    );
    expect(complete_.status).toBe(409);

    await server.sql.run("UPDATE notices SET status = 'hidden' WHERE id = ?", id);
    const hidden = await visitor.send(
      'PUT',
      `/api/notices/${id}`,
      { notice: complete() },
      tokenHeader(editToken),
    );
    expect(hidden.status).toBe(409);
  });
});

describe('limits', () => {
  it("refuses another visitor's upload, but keeps the images a notice already has", async () => {
    const stranger = await server.visitor();
    const theirs = await image('portrait', 0, stranger.hash);
    const res = await visitor.post('/api/notices', {
      notice: complete({ portraitImageId: theirs }),
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toHaveProperty('portraitImageId');
    // gallery backgrounds are anybody's
    const gallery = await image('background', 1, null);
    const created = await createNotice(complete({ backgroundImageId: gallery }));
    // the same notice finished on another device (same token, new visitor) keeps its images
    const save = await stranger.send(
      'PUT',
      `/api/notices/${created.id}`,
      { notice: complete({ backgroundImageId: gallery, deceasedName: 'Õie Männik' }) },
      tokenHeader(created.editToken),
    );
    expect(save.status).toBe(200);
  });

  it('lets one visitor create 30 notices an hour, then 429', async () => {
    const busy = await server.visitor();
    for (let i = 0; i < 30; i++) await createDraft({ type: 0 }, busy);
    const res = await busy.post('/api/notices/drafts', { draft: { type: 0 } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await errorOf(res)).toEqual({
      code: 'notice_throttled',
      message: 'Liiga palju uusi teateid lühikese aja jooksul. Proovi uuesti 60 minuti pärast.',
    });
    // complete notices count too; saving what exists does not
    const noImages = complete({ backgroundImageId: null, portraitImageId: null });
    expect((await busy.post('/api/notices', { notice: noImages })).status).toBe(429);
    const mine = await createDraft({ type: 0 });
    const save = await visitor.send(
      'PUT',
      `/api/notices/${mine.id}/draft`,
      { draft: { type: 1 } },
      tokenHeader(mine.editToken),
    );
    expect(save.status).toBe(200);
  });

  it('mails one address at most three draft links an hour', async () => {
    const email = uniqueEmail();
    const v = await server.visitor();
    for (let i = 0; i < 4; i++) await createDraft({ type: 0, adderEmail: email }, v);
    await smtp.waitFor(email, { after: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages(email)).toHaveLength(3);
  });
});

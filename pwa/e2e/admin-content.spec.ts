/**
 * The admin's content sections (issue 16) on a phone-wide screen: a background uploaded through
 * the upload pipeline, hidden and activated again (the wizard's gallery follows), a too-small
 * picture refused in Estonian; a poem whose rights are not cleared refused at its licence field,
 * then saved with a licence; an article found in the list and opened in the editor.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { AJAX, adminSession, csrf, png, signIn } from './helpers';

const stamp = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The wizard's gallery: the URLs of the backgrounds it offers */
async function wizardGallery(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/images/backgrounds');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { url: string }[] }).items.map((item) => item.url);
}

test.use({ viewport: { width: 390, height: 844 } });

test('the admin uploads a background, hides it and activates it again', async ({
  page,
  request,
}) => {
  await signIn(page, await adminSession(request));
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Pildid' }).click();
  await expect(page).toHaveURL('/admin/pildid');
  await expect(page.getByRole('heading', { level: 1, name: 'Taustapildid' })).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Taustapildid järjekorras' });
  await expect(gallery.getByRole('listitem').first()).toBeVisible();
  const before = await gallery.getByRole('listitem').count();

  // too small for a background: refused by the server, in Estonian, nothing added
  const picker = page.getByLabel('Lisa uus taust');
  await picker.setInputFiles({
    name: 'vaike.png',
    mimeType: 'image/png',
    buffer: await png(400, 300),
  });
  await expect(page.getByRole('alert')).toContainText('vähemalt 1200');
  await expect(gallery.getByRole('listitem')).toHaveCount(before);

  await picker.setInputFiles({
    name: 'taust.png',
    mimeType: 'image/png',
    buffer: await png(1600, 900),
  });
  await expect(page.getByText('Uus taust on galeriis ja aktiivne.')).toBeVisible();
  const name = `Taust nr ${before + 1}`;
  const added = gallery.getByRole('listitem', { name });
  await expect(added).toContainText('Aktiivne: pakutakse teate koostajas');
  const url = await added.getByRole('img', { name }).getAttribute('src');
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  expect(await wizardGallery(request)).toContain(url);

  await added.getByRole('button', { name: `Peida: ${name}` }).click();
  await expect(page.getByText(`${name} on peidetud.`)).toBeVisible();
  await expect(added).toContainText('Peidetud: uutele teadetele ei pakuta');
  expect(await wizardGallery(request)).not.toContain(url);

  const activate = added.getByRole('button', { name: `Aktiveeri: ${name}` });
  await activate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} on aktiivne.`)).toBeVisible();
  expect(await wizardGallery(request)).toContain(url);

  // moved to the front, the wizard offers it first
  await added.getByRole('button', { name: `Tõsta ettepoole: ${name}` }).click();
  await expect(page.getByText(`Taust on nüüd kohal ${before}.`)).toBeVisible();
  expect((await wizardGallery(request)).indexOf(url!)).toBe(before - 1);
});

test('the admin adds a poem: refused without a licence, saved with one', async ({
  page,
  request,
}) => {
  await signIn(page, await adminSession(request));
  const title = `Luuletus ${stamp()}`;
  await page.goto('/admin/luuletused');
  await expect(page.getByRole('heading', { level: 1, name: 'Luuletused' })).toBeVisible();
  await page.getByRole('button', { name: 'Lisa luuletus' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Uus luuletus' })).toBeFocused();
  await expect(page.getByText(/Luuletust tohib pakkuda, kui see on rahvaluule/)).toBeVisible();

  await page.getByLabel('Pealkiri').fill(title);
  await page.getByLabel('Tekst').fill('Kui vaikseks jääb õhtu\nja küünal veel põleb');
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Kaitstud Autor');
  await page.getByLabel('Autori surma-aasta').fill('1990');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  const scope = page.getByLabel('Loa ulatus');
  await expect(scope).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(/Kaitstud luuletust saab pakkuda ainult kirja pandud loaga/),
  ).toBeVisible();

  await page.getByLabel('Loa andja').fill('Autori pärija');
  await page.getByLabel('Loa kuupäev').fill('2026-11-01');
  await scope.fill('Küünla teadetes');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText(`Luuletus „${title}“ on salvestatud.`)).toBeVisible();

  await page.getByLabel('Otsi pealkirja, autori või teksti järgi').fill(title);
  await page.getByRole('button', { name: 'Otsi', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Leitud luuletusi: 1' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Pakutakse');
  await expect(row).toContainText('Luba: Küünla teadetes (Autori pärija, 2026-11-01)');
  const bank = await (await request.get('/api/poems')).json();
  expect((bank as { items: { title: string }[] }).items.map((p) => p.title)).toContain(title);
});

test('the admin finds a draft article in the list and opens the editor', async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  const title = `Mustand ${stamp()}`;
  const created = await request.post('/api/admin/articles?locale=et', {
    headers: {
      ...AJAX,
      'X-CSRF-Token': await csrf(request),
      Authorization: `Bearer ${session.token}`,
    },
    data: {
      title,
      lead: 'Lühike sissejuhatus.',
      category: 3,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tekst.' }] }],
      },
      published: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn(page, session);
  await page.goto('/admin/artikild');
  await expect(page.getByRole('heading', { level: 1, name: 'Artiklid' })).toBeVisible();
  await page.getByLabel('Otsi pealkirja või aadressi järgi').fill(title);
  await page.getByLabel('Olek').selectOption({ label: 'Mustandid' });
  await page.getByRole('button', { name: 'Otsi', exact: true }).click();
  await expect(page).toHaveURL(/status=draft/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Mustand');
  await expect(row).toContainText('Planeerimine');
  await expect(row).toContainText('Pole kunagi avaldatud');

  await row.getByRole('link', { name: `Muuda: ${title}` }).click();
  await expect(page).toHaveURL(`/muuda-artikkel/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Muuda artiklit' })).toBeVisible();
});

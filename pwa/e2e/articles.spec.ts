/**
 * Articles (issue 15): reading a post from /artiklid and following a related one, the site
 * search, the admin's editor (a heading, a paragraph and a link typed, saved, seen on the public
 * page; a taken address refused at its field with the typing kept; a cover and a picture in
 * the text uploaded), and a post read once opening offline. The articles are made for each test through the admin API, so the tests do not
 * depend on the seed.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type AdminSession,
  AJAX,
  adminSession,
  csrf,
  png,
  signIn,
  waitForController,
} from './helpers';

interface Saved {
  id: number;
  slug: string;
  title: string;
}

/** A word no other article has, so lists and searches find exactly this test's posts. */
const stamp = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text }],
});

/** A published article through POST /api/admin/articles (category 2, "Teekond"). */
async function createArticle(
  request: APIRequestContext,
  session: AdminSession,
  title: string,
  word: string,
): Promise<Saved> {
  const doc = {
    type: 'doc',
    content: [
      paragraph(`Sissejuhatav lõik sõnaga ${word}.`),
      heading('Esimesed päevad'),
      paragraph('Mida teha kohe pärast surma.'),
      heading('Hiljem'),
      paragraph('Mida teha järgmistel nädalatel.'),
    ],
  };
  const response = await request.post('/api/admin/articles?locale=et', {
    headers: {
      ...AJAX,
      'X-CSRF-Token': await csrf(request),
      Authorization: `Bearer ${session.token}`,
    },
    data: { title, lead: `Lühike sissejuhatus: ${title}.`, category: 2, doc, published: true },
  });
  expect(response.status(), `create "${title}": ${await response.text()}`).toBe(201);
  return (await response.json()) as Saved;
}

test('a reader opens a post from /artiklid, follows a related one and finds it by search', async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  const word = stamp();
  const first = await createArticle(request, session, `Matusepäeva teekond ${word}`, word);
  const second = await createArticle(request, session, `Kalmistule minek ${word}`, word);

  await page.goto('/artiklid');
  await expect(page.getByRole('heading', { level: 1, name: 'Artiklid' })).toBeVisible();
  // the category filter is a link kept in the URL
  const categories = page.getByRole('navigation', { name: 'Kategooriad' });
  await categories.getByRole('link', { name: 'Teekond' }).click();
  await expect(page).toHaveURL(/\/artiklid\?kategooria=2$/);
  await expect(categories.getByRole('link', { name: 'Teekond' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('status').filter({ hasText: /^Leitud \d+ artik/ })).toBeVisible();

  const item = page.getByRole('article', { name: first.title });
  await expect(item).toContainText('Teekond');
  await expect(item).toContainText(/\d+ min lugemist/);
  await item.getByRole('link', { name: first.title }).click();

  await expect(page).toHaveURL(`/artikkel/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page).toHaveTitle(`${first.title} – Küünal`);
  const contents = page.getByRole('navigation', { name: 'Sisukord' });
  await expect(contents.getByRole('link', { name: 'Esimesed päevad' })).toHaveAttribute(
    'href',
    /^#/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Hiljem' })).toBeVisible();

  // "Loe ka": the other post of the same category, never itself
  const related = page.getByRole('region', { name: 'Loe ka' });
  await expect(related.getByRole('link', { name: first.title })).toHaveCount(0);
  await related.getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(`/artikkel/${second.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();

  // an id is not the canonical address: it is replaced by the slug
  await page.goto(`/artikkel/${second.id}`);
  await expect(page).toHaveURL(`/artikkel/${second.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();

  // the search box leads to /otsing with the matched word marked
  await page.goto('/artiklid');
  await page.getByLabel('Otsi artiklitest ja abilehtedest').fill(word);
  await page.getByRole('button', { name: 'Otsi', exact: true }).click();
  await expect(page).toHaveURL(`/otsing?q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Otsing' })).toBeVisible();
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();
  await expect(page.locator('mark').filter({ hasText: word }).first()).toBeVisible();
});

test('an unknown post is the 404 screen', async ({ page }) => {
  await page.goto('/artikkel/seda-artiklit-pole-olemas');
  await expect(page.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
});

test('the admin edits a post in the editor and sees the change published', async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  const word = stamp();
  const post = await createArticle(request, session, `Toimetatav artikkel ${word}`, word);
  const other = await createArticle(request, session, `Teine artikkel ${word}`, word);
  await signIn(page, session);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

  await page.goto(`/artikkel/${post.slug}`);
  await page.getByRole('link', { name: 'Muuda' }).click();
  await expect(page).toHaveURL(`/muuda-artikkel/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Muuda artiklit' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pealkiri', exact: true })).toHaveValue(
    post.title,
  );

  // type at the end of the body: a level-2 heading, then a paragraph
  const body = page.getByRole('textbox', { name: 'Sisu' });
  await expect(body).toContainText('Mida teha järgmistel nädalatel.');
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Teksti vormindus' });
  const h2 = toolbar.getByRole('button', { name: 'Pealkiri 2' });
  await expect(h2).toHaveAttribute('aria-pressed', 'false');
  await h2.click();
  await expect(h2).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(`Uus peatükk ${word}`);
  // each step only once the editor shows the one before: on a loaded machine the paragraph typed
  // right after Enter once ended up as a second heading (synthetic typing outran the editor)
  await expect(body.getByRole('heading', { level: 2, name: `Uus peatükk ${word}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(h2).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(`Uus lõik ${word} toimetajalt. Vaata ka `);

  // the toolbar is one tab stop with arrow keys; the link dialog adds a link at the caret
  await h2.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Pealkiri 3' })).toBeFocused();
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Aadress').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Lisa link' }).click();
  await expect(dialog.getByText('Sisesta aadress, mis algab')).toBeVisible();
  await expect(page).toHaveURL(`/muuda-artikkel/${post.id}`);
  await dialog.getByLabel('Aadress').fill('/artiklid');
  await dialog.getByRole('button', { name: 'Lisa link' }).click();
  await expect(dialog).toBeHidden();
  await expect(body.getByRole('link', { name: '/artiklid' })).toBeVisible();

  // a taken address is refused at its field, and nothing typed is lost
  const slug = page.getByLabel('Aadress', { exact: true });
  await slug.fill(other.slug);
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('See aadress on juba kasutusel')).toBeVisible();
  await expect(slug).toBeFocused();
  await expect(body).toContainText(`Uus lõik ${word} toimetajalt.`);

  await slug.fill(post.slug);
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Salvestatud.' })).toBeVisible();
  expect(refused, 'the editor works under the site CSP').toEqual([]);
  await page.getByRole('link', { name: 'Vaata avaldatud artiklit' }).click();

  await expect(page).toHaveURL(`/artikkel/${post.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: `Uus peatükk ${word}` })).toBeVisible();
  await expect(page.getByText(`Uus lõik ${word} toimetajalt.`)).toBeVisible();
  await expect(
    page.locator('.article-body').getByRole('link', { name: '/artiklid' }),
  ).toHaveAttribute('href', '/artiklid');
  await expect(
    page.getByRole('navigation', { name: 'Sisukord' }).getByRole('link', {
      name: `Uus peatükk ${word}`,
    }),
  ).toBeVisible();

  // the public answer (no session) carries it too
  const response = await request.get(`/api/articles/${post.slug}?locale=et`, { headers: AJAX });
  expect(((await response.json()) as { html: string }).html).toContain(`Uus peatükk ${word}`);
});

test('the admin gives a post a cover and a picture in the text (upload kind article)', async ({
  page,
  request,
}) => {
  const session = await adminSession(request);
  const word = stamp();
  const post = await createArticle(request, session, `Pildiga artikkel ${word}`, word);
  await signIn(page, session);
  await page.goto(`/muuda-artikkel/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Muuda artiklit' })).toBeVisible();

  await page.getByLabel('Vali kaanepilt').setInputFiles({
    name: 'kaas.png',
    mimeType: 'image/png',
    buffer: await png(1200, 675),
  });
  await expect(page.getByRole('img', { name: 'Praegune kaanepilt' })).toBeVisible();

  await page
    .getByRole('toolbar', { name: 'Teksti vormindus' })
    .getByRole('button', { name: 'Pilt' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pilt tekstis' });
  await dialog.getByLabel('Pildi kirjeldus').fill(`Küünlad aknal ${word}`);
  await dialog.getByLabel('Pildifail').setInputFiles({
    name: 'kuunlad.png',
    mimeType: 'image/png',
    buffer: await png(1000, 600),
  });
  await dialog.getByRole('button', { name: 'Lisa pilt' }).click();
  await expect(dialog).toBeHidden();
  const body = page.getByRole('textbox', { name: 'Sisu' });
  await expect(body.getByRole('img', { name: `Küünlad aknal ${word}` })).toBeVisible();

  await page.getByRole('button', { name: 'Salvesta' }).click();
  await page.getByRole('link', { name: 'Vaata avaldatud artiklit' }).click();
  await expect(page).toHaveURL(`/artikkel/${post.slug}`);
  await expect(page.locator('.article-head__cover')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('img', { name: `Küünlad aknal ${word}` })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
});

test('a post read once opens offline', async ({ page, context, request }) => {
  test.slow(); // the first install of the service worker
  const session = await adminSession(request);
  const word = stamp();
  const post = await createArticle(request, session, `Võrguta loetav ${word}`, word);

  await page.goto('/artiklid');
  await expect(page.getByRole('heading', { level: 1, name: 'Artiklid' })).toBeVisible();
  await waitForController(page);
  await page.reload();
  await page.getByRole('link', { name: post.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText('Mida teha järgmistel nädalatel.')).toBeVisible();
  await expect(page.getByText('Oled võrguühenduseta')).toBeVisible();
  await context.setOffline(false);
});

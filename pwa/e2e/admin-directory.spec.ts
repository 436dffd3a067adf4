/**
 * The admin's directory sections at phone width (390 px): a company added, renamed and seen
 * under its new name on its public page, then deleted after the confirmation; a service category
 * added, one that companies offer refused with the API's words, the new one deleted.
 */
import { expect, test, type Page } from '@playwright/test';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};

test.use({ viewport: { width: 390, height: 844 } });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the API and starts the browser with the session the app stores. */
async function signInAsAdmin(page: Page) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const csrf = await page.request.get('/api/csrf?locale=et', { headers });
  const { token } = (await csrf.json()) as { token: string };
  const login = await page.request.post('/api/auth/login?locale=et', {
    headers: { ...headers, 'X-CSRF-Token': token },
    data: ADMIN,
  });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { token: string; user: unknown };
  await page.goto('/privaatsus');
  await page.evaluate(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ token: session.token, user: session.user }),
  );
}

/** Nothing is wider than the phone's screen */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('the admin adds a company, renames it, sees the new name on its page, deletes it', async ({
  page,
}) => {
  const id = unique();
  const first = `Õhtutähe Leinamaja ${id}`;
  const renamed = `Õhtutähe Matusebüroo ${id}`;
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Ettevõtted' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ettevõtted' })).toBeVisible();
  await expect(page.getByText(/^Leitud \d+ ettevõte(t)?$/)).toBeVisible();
  await expectNoSideways(page);

  await page.getByText('Lisa ettevõte').click();
  await page.getByRole('textbox', { name: 'Ettevõtte nimi' }).fill(first);
  await page.getByRole('button', { name: 'Lisa', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/ettevote\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByText('Lehel pole kinnitatud omanikku.')).toBeVisible();
  await expectNoSideways(page);

  await page.getByRole('textbox', { name: 'Ettevõtte nimi' }).fill(renamed);
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+372 5555 0101');
  await page.getByRole('button', { name: 'Salvesta', exact: true }).click();
  await expect(page.getByText('Salvestatud', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // the list finds it by its new name typed without Estonian letters
  await page.getByRole('link', { name: 'Kõik ettevõtted' }).click();
  await page.getByRole('searchbox', { name: 'Nimi' }).fill(`ohtutahe matusebu ${id}`);
  await page.getByRole('button', { name: 'Otsi', exact: true }).click();
  await expect(page.getByText('Leitud 1 ettevõte', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: renamed }).click();

  await page.getByRole('link', { name: 'Vaata ettevõtte lehte' }).click();
  await expect(page).toHaveURL(/\/firma\//);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('+372 5555 0101').first()).toBeVisible();
  const publicPath = new URL(page.url()).pathname;

  await page.goBack();
  await page.getByRole('button', { name: 'Kustuta ettevõte' }).click();
  await expect(page.getByText(`Kas kustutada ettevõte „${renamed}“`)).toBeVisible();
  await page.getByRole('button', { name: 'Jah, kustuta' }).click();
  await expect(page).toHaveURL(/\/admin\/ettevote\?deleted=/);
  await expect(page.getByText(`Ettevõte „${renamed}“ on kustutatud.`)).toBeVisible();
  const gone = await page.request.get(`/api/companies/${publicPath.split('/').pop()}`);
  expect(gone.status()).toBe(404);
});

test('the admin adds a service category; deleting one that companies offer is refused', async ({
  page,
}) => {
  const name = `Leinanõustamine ${unique()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/teenused');
  await expect(page.getByRole('heading', { level: 1, name: 'Teenused' })).toBeVisible();
  const used = page.getByRole('listitem').filter({ hasText: 'Surnuvedu' }).first();
  await expect(used.getByText(/^Pakub \d+ ettevõte(t)?$/)).toBeVisible();
  await expectNoSideways(page);

  const add = page.getByRole('form', { name: 'Lisa teenus' });
  await add.getByRole('textbox', { name: 'Nimi' }).fill(name);
  await add.getByRole('textbox', { name: 'Kirjeldus' }).fill('Vestlused leinas olijatega.');
  await add.getByRole('radio', { name: 'Süda' }).check();
  await add.getByRole('button', { name: 'Lisa teenus' }).click();
  await expect(page.getByText(`Teenus „${name}“ on lisatud.`)).toBeVisible();
  const added = page.getByRole('listitem').filter({ hasText: name });
  await expect(added.getByText('Pakub 0 ettevõtet')).toBeVisible();

  await used.getByRole('button', { name: 'Kustuta: Surnuvedu' }).click();
  await used.getByRole('button', { name: 'Jah, kustuta' }).click();
  await expect(used.getByRole('alert')).toHaveText(
    'Seda teenust pakuvad veel ettevõtted, seega ei saa seda kustutada. Eemalda teenus enne nende ettevõtete lehtedelt.',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Surnuvedu' })).not.toHaveCount(0);

  await added.getByRole('button', { name: `Kustuta: ${name}` }).click();
  await added.getByRole('button', { name: 'Jah, kustuta' }).click();
  await expect(page.getByText(`Teenus „${name}“ on kustutatud.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

/** Unknown pages: HTTP 404 from the server and the 404 screen with its shortcuts; /401. */
import { expect, test, type Page } from '@playwright/test';

async function expectNotFoundScreen(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  await expect(main.getByText('Otsitud lehte ei ole olemas või see on eemaldatud.')).toBeVisible();
  await expect(page).toHaveTitle('Lehte ei leitud – Küünal');

  const shortcuts = [
    ['Teated', '/surmakuulutused'],
    ['Artiklid', '/artiklid'],
    ['Matuseteenused', '/matuseteenused'],
  ] as const;
  for (const [name, href] of shortcuts) {
    const link = main.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  const mail = main.getByRole('link', { name: 'info@kyynal.ee' });
  await expect(mail).toBeVisible();
  await expect(mail).toHaveAttribute('href', 'mailto:info@kyynal.ee');
}

test('an unknown path answers 404 and shows the 404 screen without the site header', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page);
  await expect(page.getByRole('navigation', { name: 'Põhimenüü' })).toHaveCount(0);

  // the shortcut to the notices works
  await page.getByRole('main').getByRole('link', { name: 'Teated', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/surmakuulutused');
  await expect(page.getByRole('heading', { level: 1, name: 'Surmakuulutused' })).toBeVisible();
});

test('an unknown notice id shows the 404 screen', async ({ page }) => {
  const response = await page.goto('/arasaatmisteade/999999');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page);
});

test('an unknown county shows the 404 screen', async ({ page }) => {
  const response = await page.goto('/surmakuulutused/atlantis');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page);
});

test('/401 shows "Ligipääs puudub!"', async ({ page }) => {
  await page.goto('/401');
  await expect(page.getByRole('heading', { level: 1, name: 'Ligipääs puudub!' })).toBeVisible();
  await expect(page.getByText('Sul ei ole selle lehe vaatamiseks õigusi.')).toBeVisible();
  await expect(page).toHaveTitle('Ligipääs puudub – Küünal');
});

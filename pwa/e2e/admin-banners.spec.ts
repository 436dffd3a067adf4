/**
 * Banners (issue 16): a banner manager (role 5, given by the demo admin through the admin API)
 * adds a banner for the home page in the admin area, sees it on the home page labelled
 * "Reklaam" and not on a notice card; its click goes through /api/banners/:id/click (a 302,
 * counted) and its view is counted on our server.
 */
import { expect, test, type Page } from '@playwright/test';
import { png } from './helpers';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};
const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const ADVERTISER = 'https://lillepood.example.test';

interface Session {
  token: string;
  user: { id: number; name: string; email: string; role: number };
}

async function csrf(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/csrf?locale=et', { headers: JSON_HEADERS });
  const { token } = (await res.json()) as { token: string };
  return { ...JSON_HEADERS, 'X-CSRF-Token': token };
}

/** A new account made a banner manager by the demo admin (PATCH /api/admin/users/:id) */
async function bannerManager(page: Page): Promise<Session> {
  const headers = await csrf(page);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    name: `Bännerihaldur ${id}`,
    email: `e2e-banner-${id}@example.test`,
    password: `Kuuse-${id}-Vihm`,
  };
  const registered = await page.request.post('/api/auth/register?locale=et', {
    headers,
    data: account,
  });
  expect(registered.status()).toBe(201);
  const session = (await registered.json()) as Session;
  const login = await page.request.post('/api/auth/login?locale=et', { headers, data: ADMIN });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as Session;
  const roled = await page.request.patch(`/api/admin/users/${session.user.id}`, {
    headers: { ...headers, Authorization: `Bearer ${admin.token}` },
    data: { role: 5 },
  });
  expect(roled.status(), await roled.text()).toBe(200);
  return { ...session, user: { ...session.user, role: 5 } };
}

test('a banner manager adds a home banner: shown labelled Reklaam on home, never on a notice card', async ({
  page,
}) => {
  const manager = await bannerManager(page);
  // the advertiser's site, outside: answered here (the test machine has no internet)
  await page.route(`${ADVERTISER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Lillepood</title><h1>Lillepood</h1>' }),
  );
  await page.goto('/privaatsus');
  await page.evaluate(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ token: manager.token, user: manager.user }),
  );

  // the admin home offers the banner manager only the banners
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Bännerid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kasutajad' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Bännerid' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/banner');
  await page.getByRole('link', { name: 'Lisa bänner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uus bänner' })).toBeVisible();

  await page.getByLabel('Pilt').setInputFiles({
    name: 'kevad.png',
    mimeType: 'image/png',
    buffer: await png(1200, 300),
  });
  const alt = `Kevadlilled Lillepoest ${Date.now()}`;
  await page.getByLabel('Alternatiivtekst').fill(alt);
  await expect(
    page.getByRole('figure', { name: 'Eelvaade telefonis' }).getByRole('img'),
  ).toBeVisible();
  await page.getByLabel('Link').fill(`${ADVERTISER}/kevad`);
  await expect(page.getByRole('checkbox', { name: 'Avaleht' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByText('Bänner on salvestatud.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/banner\/\d+$/);
  const id = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

  await page.getByRole('link', { name: '← Kõik bännerid' }).click();
  const row = page.getByRole('row').filter({ hasText: alt });
  await expect(row.getByText('Näidatakse')).toBeVisible();

  // the home page: the banner, labelled, after the page's content
  await page.goto('/');
  const slot = page.getByRole('complementary', { name: 'Reklaam' });
  await expect(slot).toBeVisible();
  await expect(slot.getByText('Reklaam', { exact: true })).toBeVisible();
  const view = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === `/api/banners/${id}/view` && r.request().method() === 'POST',
  );
  const banner = slot.getByRole('link', { name: alt });
  await banner.scrollIntoViewIfNeeded();
  expect((await view).status()).toBe(204);
  await expect(banner).toHaveAttribute('href', `/api/banners/${id}/click`);

  const click = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/banners/${id}/click`,
  );
  await banner.click();
  const clicked = await click;
  expect(clicked.status()).toBe(302);
  expect(clicked.headers()['location']).toBe(`${ADVERTISER}/kevad`);
  await expect(page.getByRole('heading', { name: 'Lillepood' })).toBeVisible();

  // counted on our server
  const figures = await page.request.get(`/api/admin/banners/${id}`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${manager.token}` },
  });
  expect(await figures.json()).toMatchObject({ views: 1, clicks: 1, ctr: 100 });

  // a notice card never shows a banner, even once everything has loaded
  await page.goto('/surmakuulutused');
  await page.getByTestId('notice-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/(arasaatmisteade|kaastundeavaldus|malestuspaev)\/\d+/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: 'Reklaam' })).toHaveCount(0);
  await expect(page.getByText('Reklaam', { exact: true })).toHaveCount(0);
});

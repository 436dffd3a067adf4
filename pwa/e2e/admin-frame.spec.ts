/**
 * The admin frame: a banner manager (role 5) is kept out of the users section but sees the
 * admin home; the admin hides a notice in "Teated" (its page then says it was removed, with
 * HTTP 410), restores it, and finds both actions in "Logi", moving between sections through
 * the frame's navigation on a phone-wide screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { noticePath } from '#domain/vocabulary/notice-types';
import { signIn } from './helpers';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};

interface StoredSession {
  token: string;
  user: { id: number; name: string; email: string; role: number };
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The CSRF token of this page's visitor (writes need it) */
async function csrf(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/csrf?locale=et', { headers: XHR });
  expect(res.ok(), 'GET /api/csrf').toBe(true);
  return { ...XHR, 'X-CSRF-Token': ((await res.json()) as { token: string }).token };
}

async function login(page: Page, email: string, password: string): Promise<StoredSession> {
  const res = await page.request.post('/api/auth/login?locale=et', {
    headers: await csrf(page),
    data: { email, password },
  });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()) as StoredSession;
}

test('a banner manager sees the admin home but lands on /401 at the users section', async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = { name: `Bännerihaldur ${id}`, email: `e2e-banner-${id}@example.test` };
  const password = `Kuuse-${id}-Vihm`;
  const registered = await page.request.post('/api/auth/register?locale=et', {
    headers: await csrf(page),
    data: { ...account, password },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as StoredSession;
  // the admin makes them a banner manager through the admin API
  const admin = await login(page, ADMIN.email, ADMIN.password);
  const promoted = await page.request.patch(`/api/admin/users/${user.id}?locale=et`, {
    headers: { ...(await csrf(page)), Authorization: `Bearer ${admin.token}` },
    data: { role: 5 },
  });
  expect(promoted.status()).toBe(200);

  await signIn(page, await login(page, account.email, password));
  await page.goto('/admin/kasutajad');
  await expect(page).toHaveURL((url) => url.pathname === '/401');
  await expect(page.getByRole('heading', { level: 1, name: 'Ligipääs puudub!' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Haldus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kasutajad' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Logi', exact: true })).toHaveCount(0);
});

test.describe('on a phone-wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin hides a notice, its page is gone (410), restores it, and sees both in the log', async ({
    page,
  }) => {
    // a published notice of the demo seed
    const list = await page.request.get('/api/notices?take=1&type=0');
    const notice = ((await list.json()) as { items: { id: number; deceasedName: string }[] })
      .items[0]!;
    const card = await page.request.get(`/api/notices/${notice.id}`);
    expect(card.status()).toBe(200);

    await signIn(page, await login(page, ADMIN.email, ADMIN.password));
    await page.goto('/admin/teated');
    await expect(page.getByRole('heading', { level: 1, name: 'Teated' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Haldusjaotised' });
    await expect(nav.getByRole('link', { name: 'Teated' })).toHaveAttribute('aria-current', 'page');
    // the frame fits the phone: nothing scrolls the page sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('searchbox', { name: 'Nimi' }).fill(notice.deceasedName);
    await page.getByRole('combobox', { name: 'Olek' }).selectOption({ label: 'Avaldatud' });
    await page.getByRole('button', { name: 'Otsi', exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=published/);
    const row = page.getByRole('listitem').filter({ hasText: notice.deceasedName }).first();
    await row.getByRole('button', { name: `Peida: ${notice.deceasedName}` }).click();
    await row.getByRole('combobox', { name: 'Peitmise põhjus' }).selectOption('duplicate');
    await row.getByRole('button', { name: 'Jah, peida' }).click();
    await expect(page.getByText(`Teade „${notice.deceasedName}“ on peidetud.`)).toBeVisible();

    // the notice's page answers 410 and the app says it was removed
    const path = noticePath(0, notice.id);
    expect((await page.request.get(path)).status()).toBe(410);
    expect((await page.request.get(`/api/notices/${notice.id}`)).status()).toBe(410);
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Teade on eemaldatud' }),
    ).toBeVisible();

    await page.goto(`/admin/teated?q=${encodeURIComponent(notice.deceasedName)}&status=hidden`);
    const hiddenRow = page.getByRole('listitem').filter({ hasText: notice.deceasedName }).first();
    await expect(hiddenRow.getByText('Topeltteade')).toBeVisible();
    await hiddenRow.getByRole('button', { name: `Taasta: ${notice.deceasedName}` }).click();
    await expect(page.getByText(`Teade „${notice.deceasedName}“ on taas avaldatud.`)).toBeVisible();
    expect((await page.request.get(path)).status()).toBe(200);

    // to the log through the frame's navigation, with the keyboard
    const logLink = nav.getByRole('link', { name: 'Logi' });
    await logLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/logi');
    await expect(page.getByRole('heading', { level: 1, name: 'Logi' })).toBeVisible();
    await expect(logLink).toHaveAttribute('aria-current', 'page');
    await page.getByRole('combobox', { name: 'Toiming' }).selectOption({ label: 'Teated: kõik' });
    await page.getByRole('button', { name: 'Otsi', exact: true }).click();
    await expect(page).toHaveURL(/[?&]kind=notice/);
    const entries = page
      .getByRole('listitem')
      .filter({ has: page.getByText(`Teade nr ${notice.id}`, { exact: true }) });
    await expect(entries.filter({ hasText: `${ADMIN.email} taastas teate` })).toHaveCount(1);
    const hidden = entries.filter({ hasText: `${ADMIN.email} peitis teate` });
    await expect(hidden).toHaveCount(1);
    await expect(hidden.getByText('Põhjus: Topeltteade')).toBeVisible();
  });
});

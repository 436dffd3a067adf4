/**
 * Accounts: registering, logging in and out, the route guards (/login, /401), the admin's user
 * list, password reset through a real e-mail (the SMTP catcher) and a reviewer's social
 * sign-in through the local test OpenID provider.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './helpers';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};
const MAIL_API = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 3126}`;

interface Account {
  name: string;
  email: string;
  password: string;
}

interface StoredSession {
  token: string;
  user: { id: number; name: string; email: string; role: number };
}

/** A new person for each test (e-mails are unique; the tests run in parallel). */
function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Testija ${label} ${id}`,
    email: `e2e-${label}-${id}@example.test`,
    password: `Kuuse-${id}-Vihm`,
  };
}

/** Registers through the API (setup only: the UI path has its own test). */
async function createUser(page: Page, account: Account): Promise<StoredSession> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const csrf = await page.request.get('/api/csrf?locale=et', { headers });
  expect(csrf.ok(), 'GET /api/csrf').toBe(true);
  const { token } = (await csrf.json()) as { token: string };
  const response = await page.request.post('/api/auth/register?locale=et', {
    headers: { ...headers, 'X-CSRF-Token': token },
    data: account,
  });
  expect(response.status(), `register ${account.email}: ${await response.text()}`).toBe(201);
  return (await response.json()) as StoredSession;
}

function passwordField(page: Page, label = 'Parool') {
  // exact: "Näita parooli" (the show-password switch) also contains the word
  return page.getByLabel(label, { exact: true });
}

async function fillLogin(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Logi sisse' })).toBeVisible();
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
}

async function expectAccountPage(page: Page, email: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/konto');
  await expect(page.getByRole('heading', { level: 1, name: 'Minu konto' })).toBeVisible();
  await expect(page.getByText(`Sisse logitud: ${email}`)).toBeVisible();
}

async function storedUser(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** The newest mail to `to` in the SMTP catcher, waiting for it to arrive. */
async function latestMail(request: APIRequestContext, to: string) {
  type Mail = { to: string; subject: string; text: string };
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIL_API}/messages`, { params: { to } });
        mails = response.ok() ? ((await response.json()) as Mail[]) : [];
        return mails.length;
      },
      { message: `a mail to ${to} arrives at the SMTP catcher`, timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return mails[mails.length - 1]!;
}

async function openMenuIfFolded(page: Page) {
  const menu = page.getByRole('button', { name: 'Menüü' });
  if (await menu.isVisible()) await menu.click();
}

test.describe('account', () => {
  test('registers, logs out and logs in again', async ({ page }) => {
    const account = newAccount('reg');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Loo konto' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/register');
    await expect(page.getByText('Vähemalt 8 märki.')).toBeVisible();

    // the shared schema's rules, in Estonian, before anything is sent
    await page.getByRole('button', { name: 'Loo konto' }).click();
    await expect(page.getByLabel('Nimi')).toBeFocused();
    await expect(page.getByText('Peab olema vähemalt 2 märki.')).toBeVisible();

    await page.getByLabel('Nimi').fill(account.name);
    await page.getByLabel('E-post').fill(account.email);
    await passwordField(page).fill(account.password);
    await page.getByLabel('Näita parooli').check();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Loo konto' }).click();

    await expectAccountPage(page, account.email);
    const stored = await storedUser(page);
    expect(stored?.token, 'the session token is stored').toBeTruthy();
    expect(stored?.user).toMatchObject({ email: account.email, name: account.name, role: 1 });
    await expect(page.getByRole('link', { name: 'Minu konto' })).toBeVisible();

    await page.getByRole('button', { name: 'Logi välja' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Oled välja logitud.')).toBeVisible();
    expect(await storedUser(page)).toBeNull();

    // the header's link comes back to the page it was clicked on
    await page.getByRole('link', { name: 'Logi sisse' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/');
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('link', { name: 'Minu konto' }).click();
    await expectAccountPage(page, account.email);
  });

  test('a wrong password shows the localised error', async ({ page }) => {
    const account = newAccount('wrong');
    await createUser(page, account);
    await page.goto('/login');
    await fillLogin(page, account.email, `${account.password}-vale`);

    await expect(page.getByRole('alert')).toHaveText(
      'Sisselogimine ebaõnnestus: e-post ja parool ei klapi.',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(passwordField(page)).toBeFocused();
    expect(await storedUser(page)).toBeNull();
  });

  test('/konto without a login goes to /login, and back to /konto after it', async ({ page }) => {
    const account = newAccount('next');
    await createUser(page, account);
    await page.goto('/konto');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/konto');

    await fillLogin(page, account.email, account.password);
    await expectAccountPage(page, account.email);
  });

  test('forgot password: the e-mailed link sets a new password', async ({ page, request }) => {
    const account = newAccount('reset');
    await createUser(page, account);
    const newPassword = `Uus-${account.password}`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Unustasid parooli?' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/password');
    // the login form (which has an e-mail field too) may still be on screen for a moment
    await expect(page.getByRole('heading', { level: 1, name: 'Unustasid parooli?' })).toBeVisible();
    await page.getByLabel('E-post').fill(account.email);
    await page.getByRole('button', { name: 'Saada link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'parooli taastamise lingi' }),
    ).toBeVisible();

    const mail = await latestMail(request, account.email);
    const link = /\/password\/([A-Za-z0-9_-]{20,100})/.exec(mail.text);
    expect(link, `the mail has a reset link:\n${mail.text}`).not.toBeNull();
    await page.goto(link![0]);

    await expect(page.getByRole('heading', { level: 1, name: 'Uus parool' })).toBeVisible();
    await passwordField(page, 'Uus parool').fill(newPassword);
    await page.getByRole('button', { name: 'Salvesta uus parool' }).click();
    await expect(page.getByText('Parool on muudetud. Logi uue parooliga sisse.')).toBeVisible();

    // the link works once
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Link ei kehti' })).toBeVisible();

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toContainText('Sisselogimine ebaõnnestus');
    await passwordField(page).fill(newPassword);
    await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
    await expectAccountPage(page, account.email);
  });
});

test.describe('guards', () => {
  test('/admin without a login goes to /login', async ({ page }) => {
    for (const path of ['/admin', '/admin/kasutajad']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Logi sisse' })).toBeVisible();
    }
  });

  test('/admin as a plain user shows "Ligipääs puudub!"', async ({ page }) => {
    await signIn(page, await createUser(page, newAccount('plain')));
    for (const path of ['/admin', '/admin/kasutajad']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/401');
      await expect(page.getByRole('heading', { level: 1, name: 'Ligipääs puudub!' })).toBeVisible();
    }
    await openMenuIfFolded(page);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('the admin reaches the user list and changes a user', async ({ page }) => {
    const other = newAccount('role');
    await createUser(page, other);

    await page.goto('/login');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expectAccountPage(page, ADMIN.email);
    await openMenuIfFolded(page);
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await page.getByRole('link', { name: 'Kasutajad' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/admin/kasutajad');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasutajad' })).toBeVisible();
    await expect(page.getByText(/^Leitud \d+ kasutaja(t)?$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Otsi nime või e-posti järgi' }).fill(other.email);
    await page.getByRole('button', { name: 'Otsi', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('Leitud 1 kasutaja')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: other.email });
    await row.getByRole('combobox', { name: 'Roll' }).selectOption({ label: 'Teenusepakkuja (3)' });
    await row.getByRole('button', { name: `Muuda rolli: ${other.name}` }).click();
    await expect(
      page.getByText(`Kasutaja ${other.name} roll on nüüd „Teenusepakkuja“.`),
    ).toBeVisible();

    await row.getByRole('button', { name: `Kustuta: ${other.name}` }).click();
    await row.getByRole('button', { name: 'Jah, kustuta' }).click();
    await expect(page.getByText(`Kasutaja ${other.name} on kustutatud.`)).toBeVisible();
    await expect(page.getByText('Kasutajaid ei leitud.')).toBeVisible();
  });
});

test.describe('reviewer sign-in', () => {
  test('signs in with the Google test provider and back on the site', async ({ page }) => {
    const reviewer = newAccount('review');
    await page.goto('/login');
    const section = page.getByRole('region', { name: 'Arvustajana sisselogimine' });
    await expect(
      section.getByText('päris Google’i või Facebooki kontot ei kasutata'),
    ).toBeVisible();
    await section.getByRole('link', { name: 'Google (testsisselogimine)' }).click();

    // the local test OpenID provider's own page
    await expect(page.getByRole('heading', { name: 'Küünal – testsisselogimine' })).toBeVisible();
    await page.getByLabel('Nimi / Name').fill(reviewer.name);
    await page.getByLabel('E-post / E-mail').fill(reviewer.email);
    await page.getByRole('button', { name: 'Logi sisse' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(section.getByText(`Arvustajana sisse logitud: ${reviewer.name}`)).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('reviewUser'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      user: { name: reviewer.name, provider: 'google' },
    });
    expect(await storedUser(page), 'a reviewer is not an account').toBeNull();

    await section.getByRole('button', { name: 'Logi välja' }).click();
    await expect(section.getByRole('link', { name: 'Google (testsisselogimine)' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('reviewUser'))).toBeNull();
  });
});

/**
 * Every kind of user on the everyday pages: no console error (a 403 or 404 from a request the
 * user was not entitled to is one), and the provider's links only for a provider with a
 * confirmed company: "Hinnapäringud" in the header, the inbox on "Minu konto".
 */
import { expect, test, type Page } from '@playwright/test';
import { cards } from './helpers';
import { ROLE_NAMES, sessionOf } from './roles';

/** Console errors (failed requests included) and page errors from now on */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console on ${page.url()}: ${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

for (const role of ROLE_NAMES) {
  test(`no console error on home, a list, a card, a company and /admin: ${role}`, async ({
    page,
  }) => {
    const session = await sessionOf(page.request, role);
    const companies = await page.request.get('/api/companies', { params: { take: 1 } });
    const { items } = (await companies.json()) as { items: { slug: string }[] };
    if (session) {
      await page.addInitScript(
        (user) => localStorage.setItem('user', user),
        JSON.stringify({ token: session.token, user: session.user }),
      );
    }
    const problems = problemsOf(page);
    const nav = page.locator('#site-nav');
    // the menu is closed on a phone: its links are in the page, not shown
    const inbox = nav.locator('a[href="/pakkuja/paringud"]');

    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await page.goto('/surmakuulutused');
    await expect(cards(page).first()).toBeVisible();
    const card = await cards(page).first().getByRole('link').getAttribute('href');
    await page.goto(card!);
    await expect(page.getByTestId('candle-count')).toBeVisible();
    await page.goto(`/firma/${items[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // the provider's inbox in the header
    await expect(inbox).toHaveCount(role === 'provider' ? 1 : 0);
    if (session) {
      await page.goto('/konto');
      await expect(page.getByRole('heading', { level: 1, name: 'Minu konto' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Hinnapäringud' })).toHaveCount(
        role === 'provider' ? 1 : 0,
      );
      // a provider claims their company on "Minu ettevõte"; admins have no company section
      await expect(main.getByRole('link', { name: 'Minu ettevõte' })).toHaveCount(
        role === 'provider' || role === 'providerWithoutCompany' ? 1 : 0,
      );
    }
    await page.waitForLoadState('load');
    expect(problems, 'console errors, page errors and failed requests').toEqual([]);
  });
}

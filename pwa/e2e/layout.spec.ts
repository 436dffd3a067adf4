/** The page frame: footer, the home page's green style, scrolling on navigation, a clean console. */
import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE, cards, foundStatus, loadMoreButton } from './helpers';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('the footer shows on a loaded page, with the EHAK attribution', async ({ page }) => {
  await page.goto('/surmakuulutused');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('Maa-amet');
  await expect(footer).toContainText('EHAK');
  await expect(footer.getByRole('link', { name: 'info@kyynal.ee' })).toHaveAttribute(
    'href',
    'mailto:info@kyynal.ee',
  );
  await expect(footer.getByRole('navigation', { name: 'Jaluse lingid' })).toBeVisible();
});

test('only the home page has the green style', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Küünal' })).toBeVisible();
  const layout = page.locator('.layout');
  await expect(layout).toHaveClass(/(^|\s)layout--green(\s|$)/);

  // in-app navigation to a list drops it
  await page.getByRole('link', { name: 'Kõik teated' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/surmakuulutused');
  await expect(page.getByRole('heading', { level: 1, name: 'Surmakuulutused' })).toBeVisible();
  await expect(layout).not.toHaveClass(/layout--green/);

  // and a list opened directly never has it
  await page.goto('/kaastundeavaldused');
  await expect(page.getByRole('heading', { level: 1, name: 'Kaastundeavaldused' })).toBeVisible();
  await expect(foundStatus(page)).toBeVisible();
  await expect(page.locator('.layout')).toHaveClass('layout');
});

test('navigating to another page starts at the top', async ({ page }) => {
  await page.goto('/surmakuulutused');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await loadMoreButton(page).click();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);

  // a card far down the list
  const card = cards(page).nth(2 * PAGE_SIZE - 1);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const name = (await card.getByRole('link').textContent())!.trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => scrollY(page)).toBe(0);

  // a footer link at the bottom of the card page
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privaatsus' });
  await privacy.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await privacy.click();
  await expect(page).toHaveURL((url) => url.pathname === '/privaatsus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('no console errors or CSP violations on home, a list and a card', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const footer = page.getByRole('contentinfo');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Viimati lisatud teated' }),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(footer).toBeVisible();

  await page.goto('/surmakuulutused');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(footer).toBeVisible();

  // a card, opened from the list (in-app) and then loaded directly
  const link = cards(page).first().getByRole('link');
  const href = await link.getAttribute('href');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(footer).toBeVisible();
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('candle-count')).toBeVisible();
  await expect(footer).toBeVisible();
  // images (portraits, backgrounds) have loaded or failed by now
  await page.waitForLoadState('load');

  expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
});

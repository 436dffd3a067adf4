/**
 * Loading the app in a stored non-Estonian language: the language bundle and a lazy screen's
 * texts load at the same time, in either order (one English load in eight once ended on
 * "Something went wrong" when the screen's texts arrived before i18next had started:
 * docs/decisions/0070-translations-complete-and-typed.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { cards } from './helpers';

const LOADS = 48;

/** Starts the browser with `lng` chosen, as the language menu stores it. */
async function chooseLanguage(page: Page, lng: string) {
  await page.addInitScript((value) => localStorage.setItem('lang', value), lng);
}

test('English lists and cards load whole, time after time, with no error', async ({ page }) => {
  test.setTimeout(240_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await chooseLanguage(page, 'en');

  await page.goto('/surmakuulutused');
  const link = cards(page).first().getByRole('link');
  const cardPath = await link.getAttribute('href', { timeout: 15_000 });
  expect(cardPath).toBeTruthy();

  const errorScreen = page.getByRole('heading', { name: 'Something went wrong' });
  for (let i = 0; i < LOADS; i++) {
    const onCard = i % 2 === 1;
    await page.goto(onCard ? cardPath! : '/surmakuulutused');
    // the screen itself, in English, and never the error screen
    if (onCard) await expect(page.getByRole('button', { name: /Light a candle/ })).toBeVisible();
    else await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(errorScreen, `load ${i + 1} showed the error screen`).toHaveCount(0);
    expect(pageErrors, `load ${i + 1}`).toEqual([]);
  }
});

test('in English the counties have their English names, their URLs stay Estonian', async ({
  page,
}) => {
  await chooseLanguage(page, 'en');
  await page.goto('/surmakuulutused/harju');
  await expect(page.getByRole('heading', { level: 1, name: /: Harju County$/ })).toBeVisible();
  const filterToggle = page.getByRole('button', { name: 'Show filters' });
  if (await filterToggle.isVisible()) await filterToggle.click();
  const county = page.getByRole('combobox', { name: 'County' });
  await expect(county).toHaveValue('harju');
  await expect(county.locator('option:checked')).toHaveText('Harju County');
  await expect(county.getByRole('option', { name: 'Lääne-Viru County' })).toHaveCount(1);
  await expect(county.getByRole('option', { name: /maakond/ })).toHaveCount(0);
  await expect(cards(page).first().locator('.notice-card__counties')).toContainText('Harju County');

  // choosing another county keeps its Estonian slug in the URL
  await county.selectOption({ label: 'Tartu County' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/surmakuulutused\/tartu(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: /: Tartu County$/ })).toBeVisible();
});

test('an error that reaches the error screen is logged and reported to the server', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  // the list screen's code cannot be loaded (as after a deployment, or a broken network)
  await page.route(/\/assets\/ListScreen-[^/]+\.js$/, (route) => route.abort());
  const report = page.waitForRequest(
    (req) => req.url().includes('/api/client-errors') && req.method() === 'POST',
  );
  await page.goto('/surmakuulutused?maakond=x');
  await expect(page.getByRole('heading', { name: 'Midagi läks viltu' })).toBeVisible();

  const request = await report;
  const body = request.postDataJSON() as Record<string, string>;
  expect(body.kind).toBe('route');
  expect(body.message).toMatch(/TypeError/);
  expect(body.url).toContain('/surmakuulutused');
  expect((await request.response())?.status()).toBe(202);
  expect(consoleErrors.some((line) => line.includes('[route error]'))).toBe(true);
});

test('Russian: the list, a card, the static pages and /401 are in Russian', async ({ page }) => {
  await chooseLanguage(page, 'ru');
  await page.goto('/surmakuulutused');
  await expect(page.getByRole('heading', { level: 1, name: 'Некрологи' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Поиск объявлений' })).toBeVisible();
  // the filters sit behind "Показать фильтры" on a phone
  await expect(page.getByLabel('Уезд', { exact: true })).toBeAttached();
  await expect(page).toHaveTitle('Некрологи – Küünal');

  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('button', { name: /Зажечь свечу/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Оставить слова памяти' }),
  ).toBeVisible();

  await page.goto('/privaatsus');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ваши права' })).toBeVisible();
  await expect(page.getByText('Последнее обновление: 25 ноября 2026 года')).toBeVisible();

  await page.goto('/401');
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещён!' })).toBeVisible();
  await expect(page).toHaveTitle('Доступ запрещён – Küünal');
});

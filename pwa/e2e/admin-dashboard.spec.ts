/**
 * The admin dashboard (/admin/ulevaade) on a phone-sized screen: the admin signs in, opens it
 * from the admin home, switches the period (kept in the address), reads the figures the API
 * counted beside the previous period, sees both charts drawn (uPlot loads only here), opens the
 * table and downloads the CSV with the session's token.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { StatsAnswer } from '#domain/vocabulary/stats';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};

async function signIn(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Logi sisse' })).toBeVisible();
  await page.getByLabel('E-post', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Parool', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/konto');
}

/** The figures as the API answers them to the signed-in admin */
async function apiStats(page: Page, period: number): Promise<StatsAnswer> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.get(`/api/admin/stats?period=${period}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StatsAnswer;
}

const figure = (page: Page, label: string) =>
  page
    .locator('.dashboard-figure')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });

test('the admin switches the dashboard period and sees figures, charts and the CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await signIn(page);
  // uPlot belongs to the dashboard's chunk alone
  expect(chunks.filter((url) => /uPlot|uplot/i.test(url))).toEqual([]);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Ülevaade' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/ulevaade');
  await expect(page.getByRole('heading', { level: 1, name: 'Ülevaade' })).toBeVisible();
  const periods = page.getByRole('navigation', { name: 'Periood' });
  await expect(periods.getByRole('link', { name: '7 päeva' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // the demo's notices were published over the last weeks: the 30 days have some
  await periods.getByRole('link', { name: '30 päeva' }).click();
  await expect(page).toHaveURL(/[?&]period=30\b/);
  await expect(periods.getByRole('link', { name: '30 päeva' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const stats = await apiStats(page, 30);
  const [from, to] = [stats.ranges.current.from, stats.ranges.current.to].map((d) =>
    d.split('-').reverse().join('.'),
  );
  await expect(page.getByRole('status').filter({ hasText: `${from}–${to}` })).toBeVisible();

  const notices = figure(page, 'Avaldatud teateid');
  await expect(notices.locator('.dashboard-figure__value')).toHaveText(
    new Intl.NumberFormat('et').format(stats.current.notices),
  );
  await expect(notices).toContainText(
    `Eelmine periood: ${new Intl.NumberFormat('et').format(stats.previous.notices)}`,
  );
  const sales = figure(page, 'Müük');
  await expect(sales).toContainText('€');
  for (const label of ['Tellimusi', 'Keskmine tellimus', 'Tagastatud', 'Tasuta teateid']) {
    await expect(figure(page, label)).toBeVisible();
  }
  // a figure that was 0 before shows no percentage but says why
  const zeroBefore = stats.previous.sales === 0 ? sales : null;
  if (zeroBefore) {
    await expect(zeroBefore).toContainText('Muutus: – (eelmine periood oli 0)');
  }
  if (stats.previous.notices > 0) await expect(notices).toContainText(/Muutus [+−±]\d+%/);

  // both charts are drawn on canvases, each described in words
  const salesChart = page.getByRole('img', { name: 'Müük eurodes' });
  const noticesChart = page.getByRole('img', { name: 'Teated liigi järgi' });
  await expect(salesChart).toHaveAttribute('data-ready', 'true');
  await expect(noticesChart).toHaveAttribute('data-ready', 'true');
  await expect(salesChart.locator('canvas')).toBeVisible();
  await expect(noticesChart.locator('canvas')).toBeVisible();
  expect(chunks.some((url) => /uPlot|uplot/i.test(url))).toBe(true);
  await expect(page.getByText(/^Teateid kokku \d+:/)).toBeVisible();
  // the chart fits the phone's width
  const box = await salesChart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  // the table alternative: one row per day
  await page.getByText('Näita andmeid tabelina').click();
  const table = page.getByRole('table', { name: /^Müük ja teated perioodil/ });
  await expect(table.getByRole('row')).toHaveCount(1 + 30);

  // the year: weekly points
  await periods.getByRole('link', { name: '365 päeva' }).click();
  await expect(page).toHaveURL(/[?&]period=365\b/);
  await expect(page.getByRole('heading', { name: /Müük ja teated/ })).toContainText(
    'Nädalate kaupa',
  );
  const year = await apiStats(page, 365);
  await expect(table.getByRole('row')).toHaveCount(1 + year.series.length);
  await expect(page.getByRole('img', { name: 'Müük eurodes' })).toHaveAttribute(
    'data-ready',
    'true',
  );

  // the CSV comes with the token, saved as a file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Laadi alla CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^kyynal-ulevaade-365p-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(csv[0]).toMatch(/^from,to,sales_eur,orders,/);
  expect(csv).toHaveLength(1 + year.series.length);

  // the period is in the address: a reload keeps it
  await page.reload();
  await expect(periods.getByRole('link', { name: '365 päeva' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // no sideways scrolling at 390 px
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

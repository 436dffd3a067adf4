/** Unknown pages: HTTP 404 from the server and the 404 screen with its shortcuts; /401. */
import { expect, test, type Page } from '@playwright/test';

/**
 * The big status number's contrast against the page behind it, from the computed colours
 * (WCAG relative luminance): at least 4.5:1.
 */
async function expectReadableStatusNumber(page: Page, code: string) {
  const number = page.getByText(code, { exact: true });
  await expect(number).toBeVisible();
  const ratio = await number.evaluate((el) => {
    const rgb = (value: string) => {
      const [r, g, b, a] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r ?? 0, g ?? 0, b ?? 0], alpha: a ?? 1 };
    };
    let background: number[] | null = null;
    for (let at: Element | null = el; at && !background; at = at.parentElement) {
      const { rgb: c, alpha } = rgb(getComputedStyle(at).backgroundColor);
      if (alpha > 0.99) background = c;
    }
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const fg = luminance(rgb(getComputedStyle(el).color).rgb);
    const bg = luminance(background ?? [255, 255, 255]);
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
  expect(ratio, `contrast of the ${code}`).toBeGreaterThanOrEqual(4.5);
}

async function expectNotFoundScreen(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  await expect(main.getByText('Otsitud lehte ei ole olemas või see on eemaldatud.')).toBeVisible();
  await expect(page).toHaveTitle('Lehte ei leitud – Küünal');

  // #24: only shortcuts to screens that exist (notices, articles and providers)
  const link = main.getByRole('link', { name: 'Teated', exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/surmakuulutused');
  const providers = main.getByRole('link', { name: 'Matuseteenused', exact: true });
  await expect(providers).toHaveAttribute('href', '/matuseteenused');
  const articles = main.getByRole('link', { name: 'Artiklid', exact: true });
  await expect(articles).toHaveAttribute('href', '/artiklid');
  await expectReadableStatusNumber(page, '404');
  const mail = main.getByRole('link', { name: 'info@kyynal.ee' });
  await expect(mail).toBeVisible();
  await expect(mail).toHaveAttribute('href', 'mailto:info@kyynal.ee');
}

test('an unknown path answers 404 and shows the 404 screen without the site header (#24)', async ({
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

test('an unknown notice id shows the 404 screen without the header, asking for the notice once (#26)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/notices/999999') asked.push(url.pathname + url.search);
  });
  const response = await page.goto('/arasaatmisteade/999999');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page);
  await expect(page.getByRole('navigation', { name: 'Põhimenüü' })).toHaveCount(0);
  await expect(page.locator('.site-header')).toBeHidden();
  expect(asked).toEqual(['/api/notices/999999?locale=et']);
});

test('an unknown county shows the 404 screen without the header (#26)', async ({ page }) => {
  const response = await page.goto('/surmakuulutused/atlantis');
  expect(response?.status()).toBe(404);
  await expectNotFoundScreen(page);
  await expect(page.getByRole('navigation', { name: 'Põhimenüü' })).toHaveCount(0);
});

test("an unknown company's slug shows the 404 screen without the header, asked for once (#26)", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/companies/')) asked.push(url.pathname);
  });
  await page.goto('/firma/no-such-company');
  await expectNotFoundScreen(page);
  await expect(page.getByRole('navigation', { name: 'Põhimenüü' })).toHaveCount(0);
  expect(asked).toHaveLength(1);
});

test('/401 shows "Ligipääs puudub!" with a readable 401 (#24)', async ({ page }) => {
  await page.goto('/401');
  await expect(page.getByRole('heading', { level: 1, name: 'Ligipääs puudub!' })).toBeVisible();
  await expect(page.getByText('Sul ei ole selle lehe vaatamiseks õigusi.')).toBeVisible();
  await expect(page).toHaveTitle('Ligipääs puudub – Küünal');
  await expectReadableStatusNumber(page, '401');
});

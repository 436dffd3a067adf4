/**
 * axe-core over every screen a visitor, a provider and an admin reach, one page load each, with
 * one signed-in browser per role: any violation of serious or critical impact fails. (A few
 * screens need a filled form first — the wizard's later steps, a family's offers page — and are
 * checked where their own specs reach them.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cards } from './helpers';
import { sessionOf, type RoleName } from './roles';

/** The serious and critical violations on the page as it is now, one line each */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A slug or id the API lists first at `path` */
async function first(request: APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as
    { items: { slug?: string; id: number }[] } | { slug?: string; id: number }[];
  const item = Array.isArray(body) ? body[0] : body.items[0];
  if (!item) throw new Error(`${path} lists nothing`);
  return item.slug ?? String(item.id);
}

/** Opens each screen as `role` and collects what axe finds there */
async function sweep(page: Page, role: RoleName, paths: string[]) {
  const session = await sessionOf(page.request, role);
  if (session) {
    await page.addInitScript(
      (user) => localStorage.setItem('user', user),
      JSON.stringify({ token: session.token, user: session.user }),
    );
  }
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), `${path} has loaded`).toBeVisible();
    // the screen and the footer fade in: colours are measured as they end, not mid-fade
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // not a flame's loop
          .map((a) => a.finished),
      ),
    );
    found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
  }
  expect(found, 'serious and critical axe violations').toEqual([]);
}

test.describe.configure({ timeout: 180_000 });

test('a visitor: lists, cards and the pages around them', async ({ page }) => {
  await page.goto('/surmakuulutused');
  const card = await cards(page).first().getByRole('link').getAttribute('href');
  await sweep(page, 'visitor', [
    '/',
    '/surmakuulutused',
    '/surmakuulutused/harju',
    '/arasaatmisteated',
    '/kaastundeavaldused',
    '/malestuspaevad',
    card!,
    '/otsing?q=Mets',
    '/privaatsus',
    '/tingimused',
    '/kontakt',
    '/jalgitavad',
    '/seda-lehte-pole',
  ]);
});

test('a visitor: help, articles, the directory and the forms', async ({ page }) => {
  const article = await first(page.request, '/api/articles?locale=et');
  const company = await first(page.request, '/api/companies?take=1');
  const service = await first(page.request, '/api/services');
  await sweep(page, 'visitor', [
    '/kasulikku',
    '/kasulikku/kuidas-kaituda-lahedase-surma-korral',
    '/kasulikku/luuletuste-naidised',
    '/kasulikku/kaastundeavalduse-naidis',
    '/artiklid',
    `/artikkel/${article}`,
    '/matuseteenused',
    '/matuseteenused?vaade=kaart',
    `/firma/${company}`,
    `/teenus/${service}`,
    '/hinnaparing',
    '/projektijuht',
    '/kaastundeavaldus',
    '/lisa',
    '/login',
    '/register',
    '/password',
  ]);
});

test('a provider: the account, the company and the inbox', async ({ page }) => {
  await sweep(page, 'provider', [
    '/konto',
    '/konto/firma',
    '/pakkuja/paringud',
    '/pakkuja/seaded',
    '/mustandid',
  ]);
});

test('an admin: every section', async ({ page }) => {
  await sweep(page, 'admin', [
    '/admin',
    '/admin/kasutajad',
    '/admin/ulevaade',
    '/admin/banner',
    '/admin/teated',
    '/admin/logi',
    '/admin/orders',
    '/admin/moderatsioon',
    '/admin/teenused',
    '/admin/ettevote',
    '/admin/pildid',
    '/admin/artikild',
    '/admin/luuletused',
  ]);
});

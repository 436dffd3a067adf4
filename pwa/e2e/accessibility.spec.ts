/**
 * axe-core over every screen a visitor, a provider and an admin reach, with one signed-in
 * browser per role, and over the screens a filled form leads to: the wizard's later steps and a
 * family's offers page (open offers, then one accepted and one declined). Any violation of
 * serious or critical impact fails.
 *
 * A sweep loads its first screen and moves to the others inside the app, as a link does (a page
 * load per screen cost 48 loads of the whole app: docs/testing.md, "Suite time"); the service
 * worker is blocked, as nothing here is about offline use (decision 0107's update of 2026-12-07).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cards } from './helpers';
import { accept, demoProvider, familyRequest, nearbyProvider, offer } from './request-offers';
import { sessionOf, type RoleName } from './roles';
import { fillRequired, previewToPayment, startNotice, toPreview } from './wizard';

/**
 * The serious and critical violations on the page as it is now, one line each, under `label`.
 * The screen and the footer fade in: colours are measured as they end, not mid-fade (a fade that
 * a move between screens cancels has nothing left to measure). The site's header and footer
 * are measured on the first screen of each look (the green home or another) in a `chrome` set,
 * and left out after that: they are the same elements on every screen.
 */
async function violations(page: Page, label: string, chrome?: Set<string>): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // not a flame's loop
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page });
  if (chrome) {
    const look = await page.locator('.layout').getAttribute('class');
    if (chrome.has(look ?? '')) axe.exclude('.site-header').exclude('.site-footer');
    else chrome.add(look ?? '');
  }
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** A slug or id the API lists first at `path` */
async function first(request: APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as
    { items: { slug?: string; id: number }[] } | { slug?: string; id: number }[];
  const item = Array.isArray(body) ? body[0] : body.items[0];
  if (!item) throw new Error(`${path} lists nothing`);
  return item.slug ?? String(item.id);
}

/**
 * Moves to `path` as a link inside the app does: the router changes the screen, and the footer,
 * gone while the next screen loads, comes back once it has (Layout). The first screen, and a
 * screen on the same path as the one before (its query only changes), is a page load.
 */
async function open(page: Page, path: string, previous: string | undefined) {
  const pathname = (url: string) => new URL(url, 'http://x').pathname;
  if (previous === undefined || pathname(path) === pathname(previous)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    // the footer of the screen being left, so that only the next screen's footer counts
    document.querySelector('footer')?.setAttribute('data-left', '');
    const { idx } = (history.state ?? {}) as { idx?: number };
    history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (idx ?? 0) + 1 },
      '',
      to,
    );
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
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
  const chrome = new Set<string>();
  let previous: string | undefined;
  for (const path of paths) {
    await open(page, path, previous);
    previous = path;
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    const footer = page.getByRole('contentinfo').and(page.locator(':not([data-left])'));
    await expect(footer, `${path} has loaded`).toBeVisible();
    found.push(...(await violations(page, path, chrome)));
  }
  expect(found, 'serious and critical axe violations').toEqual([]);
}

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'block' });

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

test("a visitor: the wizard's later steps, from the data to the payment", async ({ page }) => {
  const name = `Test axe ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const found: string[] = [];
  await startNotice(page);
  // the data step refused empty: its messages
  await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
  await expect(page.getByText('Sisesta lahkunu nimi.')).toBeVisible();
  found.push(...(await violations(page, 'the data step, refused empty')));
  await fillRequired(page, name);
  found.push(...(await violations(page, 'the data step, filled')));
  await toPreview(page, name);
  found.push(...(await violations(page, 'the preview')));
  await previewToPayment(page);
  found.push(...(await violations(page, 'the payment step')));
  expect(found, 'serious and critical axe violations').toEqual([]);
});

test('a family: the offers page, open, then with an accepted and a declined offer', async ({
  page,
}) => {
  const { request } = page;
  const [demo, other] = [await demoProvider(request), await nearbyProvider(request)];
  const email = `e2e-axe-offers-${Date.now().toString(36)}@example.test`;
  const services = [...new Set([demo.company.services[0]!.id, other.company.services[0]!.id])];
  const family = await familyRequest(request, email, services);
  await offer(request, demo, family.id, 1780, 'Kirst ja transport');
  const accepted = await offer(request, other, family.id, 1650, 'Kirst, transport ja urn');

  const found: string[] = [];
  const offers = page.locator('.offer-card');
  const footer = page.getByRole('contentinfo');
  await page.goto(family.path);
  await expect(offers).toHaveCount(2);
  await expect(footer).toBeVisible();
  found.push(...(await violations(page, 'the offers page, open')));
  await accept(request, family, accepted);
  await page.reload();
  await expect(offers.filter({ hasText: 'Vastu võetud' })).toHaveCount(1);
  await expect(offers.filter({ hasText: demo.company.name })).toBeVisible();
  await expect(footer).toBeVisible();
  found.push(...(await violations(page, 'the offers page, decided')));
  expect(found, 'serious and critical axe violations').toEqual([]);
});

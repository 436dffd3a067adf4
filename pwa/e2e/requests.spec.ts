/**
 * Service requests end to end: a family fills the form, goes offline halfway and reloads (the
 * draft is in IndexedDB), finishes online, confirms through the mailed link; the demo provider
 * sees the request in the inbox and on the map and sends an offer; the family accepts it; the
 * provider then sees the family's contact. A request sent while offline waits and goes out once online.
 * The mail of a new offer leads the family back to their request, with its offers.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailedLink, waitForController } from './helpers';
import { PLACE, demoProvider, familyRequest, funeralDay, offer as offerOn } from './request-offers';

const PROVIDER = { email: 'pakkuja@kyynal.test', password: 'Küünal-demo-pakkuja-2026' };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Parool', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a family asks, the demo provider offers, the family accepts and the provider sees the contact', async ({
  browser,
}) => {
  test.slow();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const family = { name: `Mari Maasikas ${id}`, email: `e2e-request-${id}@example.test` };
  const message = `Palun helistage õhtuti (${id}).`;

  // the provider signs in first: the family asks for what the demo company offers, near it
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await signIn(provider, PROVIDER.email, PROVIDER.password);
  const company = (await demoProvider(provider.request)).company;
  const service = company.services[0]!;
  const place = PLACE;

  // the family's form, under the service worker
  const familyContext = await browser.newContext();
  const page = await familyContext.newPage();
  await page.goto('/matuseteenused');
  await page.getByRole('link', { name: 'Küsi hinnapakkumist' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/hinnaparing');
  await waitForController(page);
  await page.reload();

  await page.getByRole('checkbox', { name: service.name, exact: true }).check();
  const placeField = page.getByRole('combobox', { name: 'Koht' });
  await placeField.fill(place);
  await page
    .getByRole('option', { name: new RegExp(`^${place}`) })
    .first()
    .click();
  await expect(placeField).toHaveValue(new RegExp(`^${place}`));
  const date = funeralDay();
  await page.getByRole('textbox', { name: 'Matuse kuupäev' }).fill(date);
  await page.getByLabel('Sõnum pakkujatele').fill(message);

  // offline halfway: the reload comes from the worker and the draft from IndexedDB
  await page.waitForTimeout(600); // the draft is written 300 ms after the last change
  await familyContext.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
  await expect(page.getByRole('checkbox', { name: service.name, exact: true })).toBeChecked();
  await expect(placeField).toHaveValue(new RegExp(`^${place}`));
  await expect(page.getByRole('textbox', { name: 'Matuse kuupäev' })).toHaveValue(date);
  await expect(page.getByLabel('Sõnum pakkujatele')).toHaveValue(message);

  // finished online
  await familyContext.setOffline(false);
  await page.getByRole('textbox', { name: 'Nimi', exact: true }).fill(family.name);
  await page.getByRole('textbox', { name: 'E-post', exact: true }).fill(family.email);
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+372 5555 1234');
  await page.getByRole('checkbox', { name: /kasutustingimustega/ }).check();
  await page.getByRole('checkbox', { name: /privaatsuspoliitikaga/ }).check();
  await page.getByRole('button', { name: 'Saada', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kinnita oma e-post' })).toBeVisible();
  await expect(page.getByText(family.email)).toBeVisible();

  // the mailed link confirms it: now the providers are alerted
  const link = await mailedLink(page.request, family.email, /\/hinnaparing\/\d+\?token=[\w-]+/);
  await page.goto(link);
  await expect(page.getByText(/Saadetud \d+ pakkujale/)).toBeVisible();
  await expect(page.getByText('Pakkumisi veel ei ole.', { exact: false })).toBeVisible();

  // the provider's inbox: the request in the list (only the settlement) and on the map
  await provider.goto('/pakkuja/paringud');
  const item = provider.locator('.inbox-item').filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item).toContainText(place);
  await expect(item).not.toContainText(family.name);
  await expect(item).not.toContainText(family.email);
  await provider.getByRole('button', { name: 'Kaart' }).click();
  const map = provider.getByRole('region', { name: 'Päringute kaart' });
  await expect(map).toBeVisible();
  // other tests' requests at the same place sit under it: the last drawn is the one on top
  const marker = map.locator(`.inbox-map__marker[title*="${place}"]`).last();
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(provider.getByRole('link', { name: 'Vaata ja paku' })).toBeVisible();

  // the offer
  await item.getByRole('link').first().click();
  await expect(provider.getByRole('heading', { level: 1, name: 'Hinnapäring' })).toBeVisible();
  await expect(provider.getByText(family.email)).toHaveCount(0);
  await provider
    .getByRole('textbox', { name: 'Hind kokku eurodes (km-ga)', exact: true })
    .fill('1450,50');
  await provider
    .getByRole('textbox', { name: 'Mida hind sisaldab', exact: true })
    .fill('Kirst, transport, ärasaatmine');
  await provider.getByLabel('Sõnum perele').fill('Oleme valmis aitama.');
  await provider.getByRole('button', { name: 'Saada pakkumine' }).click();
  await expect(provider.getByRole('heading', { name: 'Saadetud pakkumine' })).toBeVisible();

  // the family sees it and accepts it
  await page.reload();
  const offer = page.locator('.offer-card').filter({ hasText: company.name });
  await expect(offer).toContainText('1450,50');
  await expect(offer).toContainText('Kirst, transport, ärasaatmine');
  // numbers as Estonian writes them (#26): "4,3", never "4.3"
  if (company.rating !== null) {
    const rating = company.rating.toLocaleString('et', { maximumFractionDigits: 1 });
    await expect(offer).toContainText(`Hinnang ${rating} (`);
  }
  await expect(offer).not.toContainText(/\d\.\d+ km/);
  await offer.getByRole('button', { name: 'Võta vastu' }).click();
  await offer.getByRole('button', { name: 'Jah, võtan vastu' }).click();
  await expect(page.locator('.request-status')).toContainText('Pakkumine vastu võetud');
  await expect(offer).toContainText('Vastu võetud');

  // and now the provider sees the family's contact
  await provider.reload();
  const contact = provider.getByRole('region', { name: 'Pere kontakt' });
  await expect(contact).toContainText(family.name);
  await expect(contact).toContainText(family.email);
  await expect(contact).toContainText('+372 5555 1234');

  await providerContext.close();
  await familyContext.close();
});

test('a request sent while offline waits in its draft and goes out once online', async ({
  browser,
}) => {
  test.slow();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-queued-${id}@example.test`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/hinnaparing');
  await waitForController(page);
  await page.reload();

  const services = (await (await page.request.get('/api/services')).json()) as { name: string }[];
  await page.getByRole('checkbox', { name: services[0]!.name, exact: true }).check();
  const placeField = page.getByRole('combobox', { name: 'Koht' });
  await placeField.fill(PLACE);
  await page
    .getByRole('option', { name: new RegExp(`^${PLACE}`) })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Matuse kuupäev' }).fill(funeralDay());
  await page.getByLabel('Sõnum pakkujatele').fill(`Saadetud võrguta (${id}).`);
  await page.getByRole('textbox', { name: 'Nimi', exact: true }).fill(`Jaan Järv ${id}`);
  await page.getByRole('textbox', { name: 'E-post', exact: true }).fill(email);
  await page.getByRole('checkbox', { name: /kasutustingimustega/ }).check();
  await page.getByRole('checkbox', { name: /privaatsuspoliitikaga/ }).check();

  // "Saada" with no network: kept, and said so
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Saada', exact: true }).click();
  await expect(page.getByText(/Päring on salvestatud ja saadetakse kohe/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kinnita oma e-post' })).toHaveCount(0);

  // the network is back: it goes out by itself, and the confirmation mail follows
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Kinnita oma e-post' })).toBeVisible();
  expect(await mailedLink(page.request, email, /\/hinnaparing\/\d+\?token=[\w-]+/)).toMatch(
    /^\/hinnaparing\/\d+\?token=/,
  );
  await context.close();
});

test('the mailed offer link opens the offers', async ({ browser, request }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-offer-link-${id}@example.test`;

  // a family's request, confirmed through its mailed link, and the demo provider's offer
  const provider = await demoProvider(request);
  const company = provider.company;
  const family = await familyRequest(request, email, [company.services[0]!.id]);
  await offerOn(request, provider, family.id, 1780, 'Kirst ja transport');

  // the family opens the offer mail's link in a browser that has never seen the request
  const link = await mailedLink(request, email, /\/hinnaparing\/\d+\?token=[\w-]+/, 2);
  const familyContext = await browser.newContext();
  const page = await familyContext.newPage();
  await page.goto(link);
  const offer = page.locator('.offer-card').filter({ hasText: company.name });
  await expect(offer).toContainText('1780,00');
  await expect(offer).toContainText('Kirst ja transport');
  await expect(offer.getByRole('button', { name: 'Võta vastu' })).toBeVisible();
  await familyContext.close();
});

test("the county is named in the reader's language on the provider's inbox and request and on the family's page", async ({
  browser,
  request,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const provider = await demoProvider(request);
  const family = await familyRequest(request, `e2e-county-${id}@example.test`, [
    provider.company.services[0]!.id,
  ]);
  /** A browser in `lng`, signed in as `session` when given */
  const pageIn = async (lng: string, session?: typeof provider.session) => {
    const context = await browser.newContext();
    await context.addInitScript(
      ([language, user]) => {
        localStorage.setItem('lang', language!);
        if (user) localStorage.setItem('user', user);
      },
      [lng, session && JSON.stringify({ token: session.token, user: session.user })],
    );
    return context.newPage();
  };

  // the provider, in English: the inbox's item and the request (the place is in Harju maakond)
  const inbox = await pageIn('en', provider.session);
  await inbox.goto('/pakkuja/paringud');
  const item = inbox
    .locator('.inbox-item')
    .filter({ has: inbox.locator(`a[href="/pakkuja/paringud/${family.id}"]`) });
  await expect(item).toContainText(/, Harju County · /);
  await expect(item).not.toContainText('maakond');
  await item.getByRole('link').first().click();
  // the request's own screen (until it opens, the inbox may list another request at the place)
  await expect(inbox).toHaveURL(new RegExp(`/pakkuja/paringud/${family.id}$`));
  const place = inbox.getByText(new RegExp(`^${PLACE}.*, Harju County · `));
  await expect(place).toBeVisible();
  await expect(inbox.getByText('maakond')).toHaveCount(0);
  await inbox.context().close();

  // the family's page, in English and in Russian
  for (const [lng, county] of [
    ['en', 'Harju County'],
    ['ru', 'Харьюмаа'],
  ] as const) {
    const page = await pageIn(lng);
    await page.goto(family.path);
    await expect(page.getByText(new RegExp(`^${PLACE}.*, ${county}$`))).toBeVisible();
    await page.context().close();
  }
});

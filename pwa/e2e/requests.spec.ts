/**
 * Service requests end to end: a family fills the form, goes offline halfway and reloads (the
 * draft is in IndexedDB), finishes online, confirms through the mailed link; the demo provider
 * sees the request in the inbox and on the map and sends an offer; the family accepts it; the
 * provider then sees the family's contact. A request sent while offline waits and goes out once online.
 * The mail of a new offer leads the family back to their request, with its offers.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDay } from '../../db/domain/dates';
import { AJAX, csrf, mailedLink, waitForController } from './helpers';

const PROVIDER = { email: 'pakkuja@kyynal.test', password: 'Küünal-demo-pakkuja-2026' };

interface OwnCompany {
  id: number;
}
interface CompanyAnswer {
  name: string;
  services: { id: number; name: string }[];
  rating: number | null;
}

/** Tallinn's centre: the demo provider's company is the one nearest to it (db/seed) */
const PLACE = 'Kesklinna linnaosa';

/** A weekday two weeks ahead (no cemetery rule of Sundays and Mondays in the way). */
function funeralDay(): string {
  const day = new Date(Date.now() + 14 * 24 * 3600_000);
  while (day.getDay() === 0 || day.getDay() === 1) day.setDate(day.getDate() + 1);
  return formatDay(day.getTime());
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Parool', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The demo provider's company as the public directory shows it: its name and services. */
async function providerCompany(page: Page): Promise<CompanyAnswer> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  const own = await page.request.get('/api/account/company', { headers });
  expect(own.ok(), 'GET /api/account/company').toBe(true);
  const { id } = (await own.json()) as OwnCompany;
  const company = (await (await page.request.get(`/api/companies/${id}`)).json()) as CompanyAnswer;
  expect(company.services.length).toBeGreaterThan(0);
  return company;
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
  const company = await providerCompany(provider);
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
  const marker = map.locator(`.inbox-map__marker[title*="${place}"]`).first();
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

  // the demo provider's session and company, and the place nearest to it (setup by the API)
  const login = await request.post('/api/auth/login?locale=et', {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) },
    data: PROVIDER,
  });
  expect(login.status(), 'provider login').toBe(200);
  const auth = {
    ...AJAX,
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  const own = (await (
    await request.get('/api/account/company', { headers: auth })
  ).json()) as OwnCompany;
  const company = (await (await request.get(`/api/companies/${own.id}`)).json()) as CompanyAnswer;
  const places = (await (await request.get('/api/places')).json()) as {
    items: [number, string][];
  };
  const place = places.items.find(([, name]) => name === PLACE)!;

  // a family's request, confirmed through its mailed link, and the provider's offer
  const sent = await request.post('/api/requests?locale=et', {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) },
    data: {
      services: [company.services[0]!.id],
      placeId: place[0],
      funeralDate: funeralDay(),
      attendees: 30,
      budgetEuros: 2000,
      message: '',
      name: 'Mari Maasikas',
      email,
      phone: '',
      maxProviders: 5,
      terms: true,
      privacy: true,
    },
  });
  expect(sent.status(), `request: ${await sent.text()}`).toBe(201);
  const confirmLink = await mailedLink(request, email, /\/hinnaparing\/\d+\?token=[\w-]+/, 1);
  const requestId = Number(/\/hinnaparing\/(\d+)/.exec(confirmLink)![1]);
  const confirmed = await request.post(
    `/api/requests/${requestId}/confirm?token=${new URL(confirmLink, 'http://x').searchParams.get('token')}`,
    { headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) } },
  );
  expect(confirmed.status(), 'confirmation').toBe(200);
  const offered = await request.post(`/api/provider/requests/${requestId}/offers?locale=et`, {
    headers: { ...auth, 'X-CSRF-Token': await csrf(request) },
    data: {
      totalEuros: 1780,
      includes: 'Kirst ja transport',
      message: '',
      validUntil: funeralDay(),
    },
  });
  expect(offered.status(), `offer: ${await offered.text()}`).toBe(201);

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

/**
 * A company's page (/firma/:id, issue 13 items 7, 8 and 10): one tap to call, the week's hours
 * with today marked; a reviewer signs in through the local test provider and leaves a review;
 * a page seen before reads offline from the service worker's cache.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface CompanyItem {
  id: number;
  slug: string;
  name: string;
  hoursKnown: boolean;
}
interface CompanyDetail extends CompanyItem {
  phone: string | null;
}

/** A seeded company with a phone and known hours (the demo content has many). */
async function companyWithPhoneAndHours(request: APIRequestContext): Promise<CompanyDetail> {
  const answer = await request.get('/api/companies?take=48&sort=name');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: CompanyItem[] };
  for (const item of items.filter((i) => i.hoursKnown)) {
    const detail = (await (await request.get(`/api/companies/${item.id}`)).json()) as CompanyDetail;
    if (detail.phone) return detail;
  }
  throw new Error('no seeded company has a phone and known hours');
}

/** Today's weekday in Estonian, as Estonia's wall clock has it ("kolmapäev"). */
function todayInTallinn(): string {
  return new Intl.DateTimeFormat('et-EE', { weekday: 'long', timeZone: 'Europe/Tallinn' })
    .format(new Date())
    .toLowerCase();
}

async function openCompany(page: Page, company: CompanyItem) {
  await page.goto(`/firma/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
}

test('a company page: a call link, the hours with today marked, the title', async ({
  page,
  request,
}) => {
  const company = await companyWithPhoneAndHours(request);
  await openCompany(page, company);
  await expect(page).toHaveTitle(new RegExp(company.name));

  const call = page.getByRole('link', { name: `Helista: ${company.phone}` });
  await expect(call).toHaveAttribute('href', `tel:${company.phone!.replace(/[^\d+]/g, '')}`);

  const hours = page.getByRole('region', { name: 'Lahtiolekuajad' });
  const today = hours.locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today.getByRole('rowheader')).toHaveText(`${todayInTallinn()} (täna)`);
  await expect(hours.getByRole('row')).toHaveCount(7 + 1);

  // an unknown company is the 404 screen
  await page.goto('/firma/seda-firmat-pole-olemas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lehte ei leitud');
});

test('a reviewer signs in with the test provider and leaves a review, which is listed', async ({
  page,
  request,
}) => {
  const company = await companyWithPhoneAndHours(request);
  await openCompany(page, company);
  const reviews = page.getByRole('region', { name: 'Arvustused' });
  const signIn = reviews.getByRole('region', { name: 'Arvustajana sisselogimine' });
  await signIn.getByRole('link', { name: 'Google (testsisselogimine)' }).click();
  await expect(page.getByRole('heading', { name: 'Küünal – testsisselogimine' })).toBeVisible();
  const name = `Arvustaja ${Date.now()}`;
  await page.getByLabel('Nimi / Name').fill(name);
  await page.getByLabel('E-post / E-mail').fill(`arvustaja-${Date.now()}@example.ee`);
  await page.getByRole('button', { name: 'Logi sisse' }).click();

  // back on the company's page, signed in
  await expect(page).toHaveURL((url) => url.pathname === `/firma/${company.slug}`);
  await expect(reviews.getByText(`Arvustajana sisse logitud: ${name}`)).toBeVisible();

  const form = reviews.getByRole('heading', { name: 'Kirjuta arvustus' });
  await expect(form).toBeVisible();
  // the rating is a radio group: keyboard works within it
  await reviews.getByRole('radio', { name: '3 tähte' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(reviews.getByRole('radio', { name: '4 tähte' })).toBeChecked();
  const text = 'Abivalmis ja rahulik teenindus <b>keerulisel ajal</b>.';
  await reviews.getByRole('textbox', { name: 'Arvustus' }).fill(text);
  await reviews.getByRole('button', { name: 'Saada arvustus' }).click();

  const mine = reviews.locator('.review-mine');
  await expect(mine.getByRole('heading', { name: 'Sinu arvustus' })).toBeVisible();
  await expect(mine.getByText('Avaldatud')).toBeVisible();
  await expect(mine.getByText('4 / 5')).toBeVisible();
  // HTML in the text shows as text
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.locator('b')).toHaveCount(0);

  // still there after a reload, and open to editing
  await page.reload();
  await expect(mine.getByText(text)).toBeVisible();
  await mine.getByRole('button', { name: 'Muuda arvustust' }).click();
  await expect(reviews.getByRole('radio', { name: '4 tähte' })).toBeChecked();
  await reviews.getByRole('radio', { name: '5 tähte' }).check();
  await reviews.getByRole('button', { name: 'Salvesta muudatus' }).click();
  await expect(mine.getByText('5 / 5')).toBeVisible();
});

test('a company page seen before reads offline, marked as a saved copy', async ({
  page,
  context,
  request,
}) => {
  // the first install precaches every chunk: slow beside a second browser on 2 cores
  test.slow();
  const company = await companyWithPhoneAndHours(request);
  await openCompany(page, company);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // now under the worker: this visit's data goes through its cache
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  // its reviews are in too (the loading line gone)
  await expect(page.getByText('Laadin…')).toHaveCount(0);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  await expect(page.getByRole('link', { name: `Helista: ${company.phone}` })).toBeVisible();
  await expect(page.getByText('Oled võrguühenduseta')).toBeVisible();
  await expect(page.getByText('Salvestatud koopia')).toBeVisible();
});

test('a company page names its settlement once in the address', async ({ page, request }) => {
  const answer = await request.get('/api/companies?take=48&sort=name');
  const { items } = (await answer.json()) as { items: CompanyItem[] };
  // a seeded company whose stored address already ends with its settlement
  let found: { company: CompanyItem; address: string; place: string } | null = null;
  for (const item of items) {
    const detail = (await (await request.get(`/api/companies/${item.id}`)).json()) as {
      address: string | null;
      place: { name: string } | null;
    };
    if (detail.place && detail.address?.endsWith(`, ${detail.place.name}`)) {
      found = { company: item, address: detail.address, place: detail.place.name };
      break;
    }
  }
  expect(found, 'a seeded address that names its settlement').not.toBeNull();
  await openCompany(page, found!.company);
  const address = page
    .getByRole('definition')
    .filter({ has: page.getByText(found!.address, { exact: false }) });
  await expect(address).toHaveCount(1);
  const text = (await address.textContent()) ?? '';
  expect(text.split(found!.place).length - 1).toBe(1);
});

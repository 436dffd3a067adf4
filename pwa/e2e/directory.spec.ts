/**
 * The directory's list and map (issue 13): a position from the device, nearest first with
 * distances (checked against the API's own answer, never hard-coded names), the map with its
 * clusters and the user's marker, a company opened from it; filters and the view in the URL
 * across reload and back; the list read offline after a visit.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Viljandi's town centre: rounded to 2 decimals it is 58.36, 25.59 */
const VILJANDI = { latitude: 58.3639, longitude: 25.5942 };

interface ApiItem {
  name: string;
  slug: string;
  distanceKm: number | null;
}

const FOUND = /^Leitud (\d+) firma(t)?$/;

const items = (page: Page): Locator => page.getByTestId('company-item');
const foundStatus = (page: Page): Locator => page.getByRole('status').filter({ hasText: FOUND });

async function apiCompanies(
  page: Page,
  query: string,
): Promise<{ items: ApiItem[]; total: number }> {
  const response = await page.request.get(`/api/companies?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { items: ApiItem[]; total: number };
}

async function names(page: Page): Promise<string[]> {
  return (await items(page).getByRole('heading', { level: 3 }).allTextContents()).map((n) =>
    n.trim(),
  );
}

test.describe('directory', () => {
  test('my location: nearest first with distances, the map with clusters and me, a company opened', async ({
    page,
    context,
  }) => {
    test.slow(); // the map's chunk and Leaflet load on 2 shared cores
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(VILJANDI);

    await page.goto('/matuseteenused');
    await expect(page.getByRole('heading', { level: 1, name: 'Matuseteenused' })).toBeVisible();
    await expect(foundStatus(page)).toBeVisible();
    // without a position: by name, no distances
    await expect(items(page).first().getByText(/\d km/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Kasuta minu asukohta' }).click();
    await expect(page).toHaveURL(/[?&]lat=58\.36&lon=25\.59(&|$)/);
    await expect(page.getByText('Sinu asukoht (umbes 1 km täpsusega)')).toBeVisible();

    const nearest = await apiCompanies(page, 'lat=58.36&lon=25.59&page=1&take=12');
    expect(nearest.items.length).toBeGreaterThan(1);
    await expect(items(page)).toHaveCount(nearest.items.length);
    expect(await names(page)).toEqual(nearest.items.map((item) => item.name));
    const distances = nearest.items.map((item) => item.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const firstKm = String(distances[0]).replace('.', ',');
    await expect(items(page).first()).toContainText(`${firstKm} km`);

    // the map: clusters (zooming out until near companies group) and the user's marker
    await page.getByRole('link', { name: 'Kaart' }).click();
    await expect(page).toHaveURL(/vaade=kaart/);
    const map = page.getByRole('region', { name: 'Matusebüroode kaart' });
    await expect(map.locator('.directory-map__you')).toHaveCount(1);
    const clusters = map.locator('.directory-map__cluster');
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 4 && (await clusters.count()) === 0; i++) {
      await zoomOut.click();
      await page.waitForTimeout(400); // Leaflet's zoom animation, then the clusters are redrawn
    }
    await expect(clusters.first()).toBeVisible();

    // a cluster opens into companies; a company's card links to its page
    const markers = map.locator('.directory-map__marker');
    for (let i = 0; i < 6 && (await markers.count()) === 0; i++) {
      await clusters.first().click();
      await page.waitForTimeout(400);
    }
    await markers.first().click();
    await page.getByRole('link', { name: 'Ava firma leht' }).click();
    await expect(page).toHaveURL(/\/firma\/[\w-]+$/);

    // back to the map, then the list: the position is still there
    await page.goBack();
    await expect(page).toHaveURL(/vaade=kaart/);
    await page.goBack();
    await expect(page).not.toHaveURL(/vaade=kaart/);
    await expect(page).toHaveURL(/lat=58\.36/);
    await items(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/firma/${nearest.items[0]!.slug}$`));
  });

  test('filters and the view survive a reload and back/forward', async ({ page }) => {
    await page.goto('/matuseteenused');
    await expect(foundStatus(page)).toBeVisible();
    // folded on a phone until opened (or until a filter is set)
    await expect(page.getByLabel('Maakond')).toBeHidden();
    await page.getByText('Otsing ja filtrid').click();
    await page.getByLabel('Maakond').selectOption({ label: 'Viljandi maakond' });
    await page.getByLabel('24/7 transport').check();
    await page.getByRole('button', { name: 'Otsi' }).click();
    await expect(page).toHaveURL(/county=viljandi/);
    await expect(page).toHaveURL(/transport24=1/);

    const counties = (await (await page.request.get('/api/counties')).json()) as {
      id: number;
      name: string;
    }[];
    const viljandi = counties.find((county) => county.name === 'Viljandi maakond')!;
    const filtered = await apiCompanies(page, `county=${viljandi.id}&transport24=1&page=1&take=12`);
    await expect(foundStatus(page)).toHaveText(FOUND);
    const announced = Number(FOUND.exec((await foundStatus(page).textContent()) ?? '')![1]);
    expect(announced).toBe(filtered.total);
    expect(await names(page)).toEqual(filtered.items.map((item) => item.name));

    await page.reload();
    await expect(page.getByLabel('Maakond')).toHaveValue('viljandi');
    await expect(page.getByLabel('24/7 transport')).toBeChecked();
    await expect(foundStatus(page)).toHaveText(new RegExp(`^Leitud ${announced} firma`));

    await page.getByRole('link', { name: 'Kaart' }).click();
    await expect(page).toHaveURL(/vaade=kaart/);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Matusebüroode kaart' })).toBeVisible();
    await expect(page.getByLabel('24/7 transport')).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/vaade=kaart/);
    await expect(page.getByLabel('Maakond')).toHaveValue('viljandi');
    await expect(items(page)).toHaveCount(filtered.items.length);
    await page.goForward();
    await expect(page).toHaveURL(/vaade=kaart/);
  });

  test('without a tile server the map says it shows county borders only', async ({ page }) => {
    await page.goto('/matuseteenused?vaade=kaart');
    const map = page.getByRole('region', { name: 'Matusebüroode kaart' });
    await expect(map).toBeVisible();
    await expect(
      page.getByText('Kaart näitab ainult maakonnapiire, tänavaid sellel pole.'),
    ).toBeVisible();
    // its only source named in the corner is the county borders' (no tile provider)
    await expect(map.locator('.leaflet-control-attribution')).toContainText('Maa-amet, EHAK');
  });

  test('a place picked in the offline search is the position, kept in the URL', async ({
    page,
  }) => {
    await page.goto('/matuseteenused');
    await expect(foundStatus(page)).toBeVisible();
    await page.getByRole('combobox', { name: 'Või vali asula' }).fill('viljandi l');
    await page
      .getByRole('option', { name: /^Viljandi linn/ })
      .first()
      .click();
    // Viljandi linn's inner point (58.36047, 25.5857) rounded to 2 decimals
    await expect(page).toHaveURL(/[?&]lat=58\.36&lon=25\.59&place=\d+/);
    await expect(page.getByText('Asukoht: Viljandi linn')).toBeVisible();
    const nearest = await apiCompanies(page, 'lat=58.36&lon=25.59&page=1&take=12');
    await expect(items(page)).toHaveCount(nearest.items.length);
    expect(await names(page)).toEqual(nearest.items.map((item) => item.name));

    await page.getByRole('button', { name: 'Unusta asukoht' }).click();
    await expect(page).not.toHaveURL(/lat=/);
    await expect(items(page).first().getByText(/\d km/)).toHaveCount(0);
  });

  test("a service's page: what it is and who offers it, nearest first with a position", async ({
    page,
  }) => {
    const services = (await (await page.request.get('/api/services')).json()) as {
      id: number;
      slug: string;
      name: string;
      description: string;
    }[];
    const service = services[0]!;
    await page.goto(`/teenus/${service.slug}?lat=58.36&lon=25.59`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    await expect(page.getByText(service.description)).toBeVisible();
    const offering = await apiCompanies(
      page,
      `service=${service.id}&lat=58.36&lon=25.59&page=1&take=12`,
    );
    await expect(items(page)).toHaveCount(offering.items.length);
    expect(await names(page)).toEqual(offering.items.map((item) => item.name));
  });

  test('a list seen before reads offline, as a saved copy', async ({ page, context }) => {
    test.slow(); // the first install precaches every chunk
    await page.goto('/matuseteenused?sort=rating');
    await expect(foundStatus(page)).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // now under the worker: this visit's data goes through its cache
    await page.reload();
    await expect(foundStatus(page)).toBeVisible();
    const seen = await names(page);
    expect(seen.length).toBeGreaterThan(0);

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(foundStatus(page)).toBeVisible();
    expect(await names(page)).toEqual(seen);
    await expect(page.getByText('Salvestatud koopia')).toBeVisible();
  });
});

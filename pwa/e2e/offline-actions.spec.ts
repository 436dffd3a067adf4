/**
 * The offline queue (docs/pwa.md, "Offline candles and replies"): a candle and a reply made offline
 * on a card are shown as pending ("ootel", "Ootab saatmist") and arrive exactly once when the
 * browser is back online, by the page's 'online' replay, and by the service worker's background
 * sync (fired through CDP ServiceWorker.dispatchSyncEvent, as a browser does when the network
 * returns). What arrived is checked through the API (GET /api/notices/:id and its replies).
 */
import { type APIRequestContext, type Page, type Route, expect, test } from '@playwright/test';

interface Counts {
  candles: number;
  replies: number;
}

/**
 * A published notice that no other test lights candles on or replies to, while this one runs: the
 * `index`th oldest (oldest first, a position that notices published or hidden by other specs
 * meanwhile do not move; the newest-first list shifted, and two tests could pick one notice and
 * count each other's candle), a different one for each repeat of a test (`--repeat-each` runs
 * repeats side by side).
 */
async function pickNotice(request: APIRequestContext, index: number): Promise<number> {
  const at = 20 + index + 4 * test.info().repeatEachIndex;
  const response = await request.get(`/api/notices?sort=1&take=1&page=${at}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number }[] };
  expect(items).toHaveLength(1);
  return items[0]!.id;
}

async function counts(request: APIRequestContext, id: number): Promise<Counts> {
  const response = await request.get(`/api/notices/${id}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Counts;
  return { candles: body.candles, replies: body.replies };
}

/** How many of the notice's replies (newest 100) have exactly this text. */
async function repliesWithText(request: APIRequestContext, id: number, text: string) {
  const response = await request.get(`/api/notices/${id}/replies?take=50`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { text: string }[] };
  return items.filter((reply) => reply.text === text).length;
}

/** Opens the card (the app corrects the type in the path) with its replies loaded. */
async function openCard(page: Page, id: number) {
  await page.goto(`/arasaatmisteade/${id}`);
  await expect(page).toHaveURL(
    new RegExp(`/(arasaatmisteade|kaastundeavaldus|malestuspaev)/${id}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('candle-count')).toHaveText(/^\d+$/);
  await expect(
    page.getByTestId('reply-list').or(page.getByText(/^Järelhüüdeid veel ei ole/)),
  ).toBeVisible();
  // the card fetches the queue's code (Dexie) shortly after it renders: without a service worker
  // it has to be here before the connection drops
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/offline-db-')),
  );
}

/** Opens the `index`th notice's card; gives its id and its counts before the test acts. */
async function openNotice(page: Page, request: APIRequestContext, index: number) {
  const id = await pickNotice(request, index);
  const before = await counts(request, id);
  await openCard(page, id);
  return { id, before };
}

/** Offline: light a candle and write a reply; both are shown pending. */
async function actOffline(page: Page, author: string, text: string) {
  await page.getByRole('button', { name: 'Süüta küünal' }).click();
  await expect(page.getByTestId('candle-pending')).toHaveText('(ootel)');
  await expect(page.getByText('Sinu küünal on ootel')).toBeVisible();

  await page.getByRole('textbox', { name: 'Sinu nimi' }).fill(author);
  await page.getByRole('textbox', { name: 'Järelhüüe' }).fill(text);
  await page.getByRole('button', { name: 'Lisa järelhüüe' }).click();
  const pending = page.getByTestId('reply-pending');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Ootab saatmist');
  await expect(pending).toContainText(text);
  await expect(page.getByText(/^Järelhüüe ootab saatmist\./)).toBeVisible();
  // the form is free for the next one; nothing typed is lost (it is in the queue)
  await expect(page.getByRole('textbox', { name: 'Järelhüüe' })).toHaveValue('');
}

/** The server got the candle and the reply exactly once; the card shows them as sent. */
async function expectArrivedOnce(
  page: Page,
  request: APIRequestContext,
  id: number,
  before: Counts,
  text: string,
) {
  await expect
    .poll(() => counts(request, id), { timeout: 20_000 })
    .toEqual({ candles: before.candles + 1, replies: before.replies + 1 });
  expect(await repliesWithText(request, id, text)).toBe(1);

  // the card follows: no pending marks, the reply listed once, the new count shown
  await expect(page.getByTestId('candle-pending')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('reply-pending')).toHaveCount(0);
  await expect(page.getByTestId('reply-list').getByText(text, { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('candle-count')).toHaveText(String(before.candles + 1));

  // and nothing arrives twice later (another replay, a second sync)
  await page.waitForTimeout(2_000);
  expect(await counts(request, id)).toEqual({
    candles: before.candles + 1,
    replies: before.replies + 1,
  });
  expect(await repliesWithText(request, id, text)).toBe(1);
}

test.describe('offline candles and replies', () => {
  test('are queued offline and sent once when the page is back online', async ({
    page,
    context,
    request,
  }) => {
    const { id, before } = await openNotice(page, request, 0);

    await context.setOffline(true);
    const text = `Mälestame, võrguühenduseta ${Date.now()}`;
    await actOffline(page, 'Mari Maasikas', text);

    // nothing has left the browser yet
    await page.waitForTimeout(1_000);
    expect(await counts(request, id)).toEqual(before);

    await context.setOffline(false);
    await expectArrivedOnce(page, request, id, before, text);
  });

  test("are sent once by the service worker's background sync", async ({
    page,
    context,
    request,
  }) => {
    const { id, before } = await openNotice(page, request, 1);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;

    await context.setOffline(true);
    const text = `Mälestame, taustal saadetud ${Date.now()}`;
    await actOffline(page, 'Jaan Tamm', text);
    expect(await counts(request, id)).toEqual(before);

    // the page must not send it itself here: drop its "something is queued" flag, so its
    // 'online' replay does nothing and only the worker's sync can deliver
    await page.evaluate(() => localStorage.removeItem('outbox'));
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(page.url()).origin,
      registrationId,
      tag: 'kyynal-outbox',
      lastChance: false,
    });
    await expectArrivedOnce(page, request, id, before, text);
  });
});

test.describe('without a service worker (the page replays)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a network error queues the request with its key; it is sent once on "online"', async ({
    page,
    request,
  }) => {
    const { id, before } = await openNotice(page, request, 2);

    // the browser thinks it is online, but the requests fail on the network
    const fail = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/notices/*/candles**', fail);
    await page.route('**/api/notices/*/replies?**', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const text = `Mälestame, katkenud ühendus ${Date.now()}`;
    await actOffline(page, 'Mari Maasikas', text);
    expect(await counts(request, id)).toEqual(before);

    await page.unrouteAll();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectArrivedOnce(page, request, id, before, text);
  });

  test('a reply the server refuses on replay comes back with its text and the reason', async ({
    page,
    context,
    request,
  }) => {
    const { id, before } = await openNotice(page, request, 3);

    await context.setOffline(true);
    const text = `Mälestame, tagasi lükatud ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Sinu nimi' }).fill('Jaan Tamm');
    await page.getByRole('textbox', { name: 'Järelhüüe' }).fill(text);
    await page.getByRole('button', { name: 'Lisa järelhüüe' }).click();
    await expect(page.getByTestId('reply-pending')).toContainText(text);

    // the server refuses it when it is sent (as it would a reply that breaks its rules)
    await page.route('**/api/notices/*/replies?**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: { error: { code: 'validation', message: 'Järelhüüe on keelatud sisuga.' } },
          })
        : route.fallback(),
    );
    await context.setOffline(false);

    const alert = page.getByRole('alert').filter({ hasText: 'Järelhüüet ei saanud saata' });
    await expect(alert).toContainText('Järelhüüet ei saanud saata: Järelhüüe on keelatud sisuga.');
    await expect(alert).toContainText(text);
    await expect(page.getByTestId('reply-pending')).toHaveCount(0);

    // "Paranda ja saada uuesti" puts it back into the form
    await alert.getByRole('button', { name: 'Paranda ja saada uuesti' }).click();
    await expect(page.getByRole('textbox', { name: 'Järelhüüe' })).toHaveValue(text);
    await expect(page.getByRole('textbox', { name: 'Sinu nimi' })).toHaveValue('Jaan Tamm');
    expect(await counts(request, id)).toEqual(before);
  });
});

/**
 * The main journey through the notices: browsing the list, filtering it, opening a card,
 * lighting a candle, adding a reply, returning to the list, a county list and sharing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PAGE_SIZE,
  announcedTotal,
  cardId,
  cards,
  foundStatus,
  loadMoreButton,
  openFilters,
} from './helpers';

/** The number a notice card shows for its candles (0) or replies (1). */
const shownCount = (card: Locator, which: 0 | 1) =>
  card.locator('.notice-card__count').nth(which).locator('span[aria-hidden="true"]');

async function openList(page: Page, path = '/surmakuulutused') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(foundStatus(page)).toBeVisible();
}

test.describe('notice list', () => {
  test('shows the first 12 notices, announces the total and loads the next 12', async ({
    page,
  }) => {
    await openList(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Surmakuulutused' })).toBeVisible();
    const total = await announcedTotal(page);
    expect(total, 'the demo seed publishes 75 notices').toBe(75);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    const firstPage = await cards(page).getByRole('link').allTextContents();
    await loadMoreButton(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    const bothPages = await cards(page).getByRole('link').allTextContents();
    expect(bothPages.slice(0, PAGE_SIZE), 'the first page stays in place').toEqual(firstPage);
    const ids = await Promise.all(
      Array.from({ length: 2 * PAGE_SIZE }, (_, i) => cardId(cards(page).nth(i))),
    );
    expect(new Set(ids).size, 'the second page brings new notices').toBe(2 * PAGE_SIZE);
    // the total does not change with paging
    await expect(foundStatus(page)).toHaveText(`Leitud ${total} teadet`);
  });

  test('searches by name with diacritics folded', async ({ page }) => {
    await openList(page);
    const name = page.getByRole('searchbox', { name: 'Nimi' });
    await name.fill('ounapuu');
    await name.press('Enter');

    await expect(page).toHaveURL(/[?&]name=ounapuu(&|$)/);
    const total = await announcedTotal(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(75);
    await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('Õunapuu');
    }
  });

  test('filters by type and county', async ({ page }) => {
    await openList(page);
    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Ärasaatmisteated' }).uncheck();
    await page.getByRole('checkbox', { name: 'Mälestuspäevad' }).uncheck();
    await expect(page.getByRole('checkbox', { name: 'Kaastundeavaldused' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Maakond' }).selectOption({ label: 'Hiiu maakond' });
    await page.getByRole('button', { name: 'Otsi', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/surmakuulutused/hiiu');
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Surmakuulutused: Hiiu maakond' }),
    ).toBeVisible();

    const total = await announcedTotal(page);
    expect(total, 'the demo has condolences in Hiiu county').toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
    for (const card of await cards(page).all()) {
      await expect(card.locator('.notice-card__type')).toHaveText('Kaastundeavaldus');
      await expect(card.locator('.notice-card__counties')).toContainText('Hiiu');
    }
    // the form shows the filter it was opened with
    await expect(page.getByRole('checkbox', { name: 'Ärasaatmisteated' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Maakond' })).toHaveValue('hiiu');
  });

  test('sorts by surname, then first name, as soon as the order is chosen (#21)', async ({
    page,
  }) => {
    await openList(page);
    const newest = await cards(page).getByRole('link').allTextContents();
    await openFilters(page);
    const order = page.getByRole('combobox', { name: 'Järjestus' });
    // no "Otsi": choosing the order applies it
    await order.selectOption({ label: 'Perekonnanime järgi' });

    await expect(page).toHaveURL(/[?&]sort=2(&|$)/);
    await expect(foundStatus(page)).toHaveText('Leitud 75 teadet');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect.poll(() => cards(page).getByRole('link').allTextContents()).not.toEqual(newest);
    await expect(order).toHaveValue('2');
    const names = await cards(page).getByRole('link').allTextContents();
    // the seeded names are "First [Second] Surname": the last word is the surname
    const collator = new Intl.Collator('et');
    const bySurname = (a: string, b: string) => {
      const [sa, sb] = [a, b].map((n) => n.trim().split(/\s+/));
      return (
        collator.compare(sa!.at(-1)!, sb!.at(-1)!) ||
        collator.compare(sa!.slice(0, -1).join(' '), sb!.slice(0, -1).join(' '))
      );
    };
    expect(names, 'the first page is in Estonian order by surname').toEqual(
      [...names].sort(bySurname),
    );
    expect(names, 'not in first-name order').not.toEqual([...names].sort(collator.compare));
  });

  test('rejects an impossible date with a field message and keeps the other inputs', async ({
    page,
  }) => {
    await openList(page);
    const before = page.url();
    await page.getByRole('searchbox', { name: 'Nimi' }).fill('Mets');
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Maakond' }).selectOption({ label: 'Tartu maakond' });
    const from = page.getByRole('textbox', { name: 'Avaldatud alates' });
    await from.fill('31.02.2025');
    await page.getByRole('button', { name: 'Otsi', exact: true }).click();

    await expect(page.getByText('Sisesta kuupäev kujul pp.kk.aaaa')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(/Sisesta kuupäev kujul pp\.kk\.aaaa/);
    await expect(from).toBeFocused();
    await expect(from).toHaveValue('31.02.2025');
    await expect(page.getByRole('searchbox', { name: 'Nimi' })).toHaveValue('Mets');
    await expect(page.getByRole('combobox', { name: 'Maakond' })).toHaveValue('tartu');
    // nothing was searched: the URL and the results are those of the unfiltered list
    expect(page.url()).toBe(before);
    await expect(foundStatus(page)).toHaveText('Leitud 75 teadet');
  });

  test('a card names its counters for screen readers', async ({ page }) => {
    await openList(page);
    const counts = cards(page).first().locator('.notice-card__counts');
    await expect(counts).toContainText(/\d+ küünal/, { timeout: 2000 });
    await expect(counts).toContainText(/\d+ järelhüüe/, { timeout: 2000 });
    await expect(counts).not.toContainText('notice.');
  });

  test('the county route shows only that county', async ({ page }) => {
    await openList(page, '/surmakuulutused/harju');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Surmakuulutused: Harju maakond' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Surmakuulutused – Harju maakond – Küünal');
    const total = await announcedTotal(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(75);
    await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
    for (const card of await cards(page).all()) {
      await expect(card.locator('.notice-card__counties')).toContainText('Harju');
    }
  });
});

test.describe('notice card', () => {
  test('open from the second page, light a candle, reply, and go back to the list', async ({
    page,
  }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await loadMoreButton(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);

    // a card from the second page
    const card = cards(page).nth(PAGE_SIZE + 3);
    const id = await cardId(card);
    const name = (await card.getByRole('link').textContent())!.trim();
    const dates = (await card.locator('.notice-card__dates').textContent())!.trim();
    const listReplies = Number(await shownCount(card, 1).textContent());
    await card.click();

    // the card: the deceased's name as the heading, and the dates
    await expect(page).toHaveURL(
      new RegExp(`/(arasaatmisteade|kaastundeavaldus|malestuspaev)/${id}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const paper = page.getByRole('article', { name });
    for (const day of dates.split(' – ')) {
      await expect(paper.locator('.notice-paper__dates')).toContainText(day);
    }
    // the server's title, kept by the app (#22): the name and the dates
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page).toHaveTitle(new RegExp(`^${escaped} \\(.+\\) – Küünal$`));
    for (const day of dates.split(' – ')) expect(await page.title()).toContain(day);

    // a candle: the count goes up by one
    const count = page.getByTestId('candle-count');
    await expect(count).toHaveText(/^\d+$/);
    const candles = Number(await count.textContent());
    const light = page.getByRole('button', { name: 'Süüta küünal' });
    await light.click();
    await expect(page.getByText('Aitäh, sinu küünal põleb.')).toBeVisible();
    await expect(count).toHaveText(String(candles + 1));

    // a second candle within the hour: a kind note, the count stays
    await light.click();
    await expect(page.getByText(/^Sa oled juba küünla süüdanud\./)).toBeVisible();
    await expect(count).toHaveText(String(candles + 1));

    // a reply: at the top of the list, with its author, its markup shown as text
    const author = 'Mari Õunapuu-Šmidt';
    const text = `Puhka rahus, <b>bold</b> ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Sinu nimi' }).fill(author);
    await page.getByRole('textbox', { name: 'Järelhüüe' }).fill(text);
    await page.getByRole('button', { name: 'Lisa järelhüüe' }).click();
    await expect(page.getByText('Järelhüüe lisatud. Aitäh!')).toBeVisible();
    const list = page.getByTestId('reply-list');
    const first = list.getByRole('article').first();
    await expect(first).toHaveAccessibleName(author);
    await expect(first).toContainText(author);
    await expect(first.getByText(text, { exact: true })).toBeVisible();
    await expect(list.locator('b')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Järelhüüe' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Sinu nimi' })).toHaveValue(author);

    // an empty reply: the error, and what was typed stays
    await page.getByRole('textbox', { name: 'Järelhüüe' }).fill('   ');
    await page.getByRole('button', { name: 'Lisa järelhüüe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/^Viga! Järelhüüet ei saanud lisada/);
    await expect(alert).toContainText('Kirjuta järelhüüe.');
    await expect(page.getByRole('textbox', { name: 'Sinu nimi' })).toHaveValue(author);
    await expect(page.getByRole('textbox', { name: 'Järelhüüe' })).toHaveValue('   ');
    await expect(list.getByRole('article').first()).toContainText(text);

    // back to the list: both pages, the card we came from focused and in view
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/surmakuulutused');
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    const link = page.locator(`#notice-${id}`);
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    // the list's counters (the numbers on screen) follow what happened on the card
    const back = cards(page).filter({ has: link });
    await expect(shownCount(back, 0)).toHaveText(String(candles + 1));
    await expect(shownCount(back, 1)).toHaveText(String(listReplies + 1));
  });

  test('serves its title and og:title, keeps that title (#22), and copies its link', async ({
    page,
    context,
    request,
  }) => {
    const list = await request.get('/api/notices?take=1');
    expect(list.ok()).toBe(true);
    const { items } = (await list.json()) as {
      items: { id: number; type: 0 | 1 | 2; deceasedName: string }[];
    };
    const notice = items[0]!;
    const path = `/${['arasaatmisteade', 'kaastundeavaldus', 'malestuspaev'][notice.type]}/${notice.id}`;

    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const ogTitle = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
    expect(title, 'the served page has a <title>').toBeDefined();
    expect(title).toContain(notice.deceasedName);
    expect(title).toMatch(/ – Küünal$/);
    expect(ogTitle).toBe(title);
    expect(html).toMatch(/<meta property="og:type" content="article">/);

    // no Web Share API: the primary share control copies the link
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.deceasedName);
    // #22: the app keeps the title the server sent (one function on both sides)
    await expect(page).toHaveTitle(title!);
    await expect(page.getByRole('region', { name: 'Jaga teadet' })).toBeVisible();
    expect(await page.title()).toBe(title);
    const share = page.getByRole('region', { name: 'Jaga teadet' });
    await expect(share.getByRole('button', { name: 'Jaga', exact: true })).toHaveCount(0);
    await share.getByRole('button', { name: 'Kopeeri link' }).click();
    await expect(share.getByText('Link kopeeritud')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(path, page.url()).href);
    await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(copied)}`,
    );
  });
});

/**
 * What #root shows, each time that changes (from the document's own HTML on): its first element's
 * classes and how many elements match `marker` in it.
 */
async function watchRoot(page: Page, marker: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const seen: string[] = [];
    Object.assign(window, { rootSeen: seen });
    new MutationObserver(() => {
      const first = document.getElementById('root')?.firstElementChild;
      if (!first) return;
      const shown = `${first.className}: ${first.querySelectorAll(selector).length}`;
      if (seen.at(-1) !== shown) seen.push(shown);
    }).observe(document, { childList: true, subtree: true });
  }, marker);
  return () => page.evaluate(() => (window as unknown as { rootSeen: string[] }).rootSeen);
}

test.describe('first data with the document', () => {
  /** GETs of the API a page makes, as path?query, in order. */
  function apiGets(page: Page): string[] {
    const gets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
        gets.push(url.pathname + url.search);
    });
    return gets;
  }

  test('a card asks for its notice and replies once, before its screen has loaded', async ({
    page,
    request,
  }) => {
    // an alphabetical page far down: no other test opens this card
    const { items } = (await (await request.get('/api/notices?take=1&page=40&sort=2')).json()) as {
      items: { id: number; type: 0 | 1 | 2; deceasedName: string }[];
    };
    const { id, type, deceasedName } = items[0]!;
    const path = `/${['arasaatmisteade', 'kaastundeavaldus', 'malestuspaev'][type]}/${id}`;
    const viewsOf = async () =>
      ((await (await request.get(`/api/notices/${id}`)).json()) as { views: number }).views;
    const views = await viewsOf();

    // the server names the screen's chunks in the HTML, so they load with the entry
    const html = await (await request.get(path)).text();
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/CardScreen-[^"]+\.js">/,
    );

    const gets = apiGets(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deceasedName);
    await expect(page.locator('.replies')).toBeVisible();

    expect(gets.filter((g) => g.startsWith(`/api/notices/${id}?`))).toEqual([
      `/api/notices/${id}?locale=et`,
    ]);
    expect(gets.filter((g) => g.startsWith(`/api/notices/${id}/replies?`))).toHaveLength(1);
    // one request, one view (the page's, then this read's own)
    expect(await viewsOf()).toBe(views + 2);
  });

  test("a card's picture comes with the document, and the app draws the card over it in one step", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // a card with a background picture, which the server draws before any script
    const { items } = (await (await request.get('/api/notices?take=10&page=3&sort=2')).json()) as {
      items: { id: number; type: 0 | 1 | 2 }[];
    };
    let path = '';
    for (const { id, type } of items) {
      const candidate = `/${['arasaatmisteade', 'kaastundeavaldus', 'malestuspaev'][type]}/${id}`;
      if (
        (await (await request.get(candidate)).text()).includes('class="notice-backdrop__image"')
      ) {
        path = candidate;
        break;
      }
    }
    expect(path, 'a demo card with a picture').not.toBe('');
    const pictureBox = (p: Page) =>
      p.locator('.notice-backdrop__image').evaluate((img) => {
        const { top, left, width, height } = img.getBoundingClientRect();
        return { top, left, width, height };
      });

    const withoutScripts = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      javaScriptEnabled: false,
    });
    const framePage = await withoutScripts.newPage();
    await framePage.goto(path);
    await expect(framePage.locator('.notice-backdrop__image')).toHaveJSProperty('complete', true);
    const framed = await pictureBox(framePage);
    await withoutScripts.close();
    expect(framed.top).toBeGreaterThan(0); // below the header's space
    expect(framed.height).toBeGreaterThan(200);

    // the frame, then the whole card at once
    const rootSeen = await watchRoot(page, '.notice-paper');
    await page.goto(path);
    await expect(page.locator('.notice-paper')).toBeVisible();
    expect(await rootSeen()).toEqual(['site-header: 0', 'layout: 1']);
    expect(await pictureBox(page)).toEqual(framed);
  });

  test('the home screen draws its newest notices in its first render, asked for once', async ({
    page,
  }) => {
    const gets = apiGets(page);
    const rootSeen = await watchRoot(page, '.home-section .notice-card');
    await page.goto('/');
    await expect(page.locator('.home-section .notice-card')).toHaveCount(6);
    // the server's frame (header and hero text), then the screen with its notices at once
    expect(await rootSeen()).toEqual(['site-header: 0', 'layout layout--green: 6']);
    expect(gets.filter((g) => g.startsWith('/api/notices?'))).toEqual([
      '/api/notices?sort=0&page=0&take=6&locale=et',
    ]);
  });

  test("a filtered list asks for its first page once, with the filter's query", async ({
    page,
  }) => {
    const gets = apiGets(page);
    await openList(page, '/surmakuulutused?sort=2&type=0,1');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const lists = gets.filter((g) => g.startsWith('/api/notices?'));
    expect(lists).toHaveLength(1);
    const query = new URL(lists[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: '0,1',
      sort: '2',
      page: '0',
      take: String(PAGE_SIZE),
      locale: 'et',
    });
    expect(gets.filter((g) => g.startsWith('/api/counties?'))).toHaveLength(1);
  });
});

test.describe('smaller things users saw (#26)', () => {
  /** A card no other test lights a candle on or prints: an alphabetical page far down. */
  async function quietCard(page: Page, at: number) {
    const answer = await page.request.get(`/api/notices?take=1&page=${at}&sort=2`);
    const { items } = (await answer.json()) as {
      items: { id: number; type: 0 | 1 | 2; deceasedName: string }[];
    };
    const { id, type, deceasedName } = items[0]!;
    return {
      path: `/${['arasaatmisteade', 'kaastundeavaldus', 'malestuspaev'][type]}/${id}`,
      name: deceasedName,
    };
  }

  test('"Näita järgmised N" names how many the next page brings', async ({ page }) => {
    await openList(page);
    const total = await announcedTotal(page);
    const button = page.locator('.list-more__button');
    for (let shown = PAGE_SIZE; shown < total; shown += PAGE_SIZE) {
      await expect(cards(page)).toHaveCount(shown);
      await expect(button).toHaveText(`Näita järgmised ${Math.min(PAGE_SIZE, total - shown)}`);
      await button.click();
    }
    await expect(cards(page)).toHaveCount(total);
    await expect(button).toHaveCount(0);
  });

  test("the visitor's own candle still burns after a reload, known by the visitor cookie", async ({
    page,
  }) => {
    const { path, name } = await quietCard(page, 45);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const candle = page.locator('.candle');
    await expect(candle).not.toHaveClass(/\bis-lit\b/);
    await page.getByRole('button', { name: 'Süüta küünal' }).click();
    await expect(page.getByText('Aitäh, sinu küünal põleb.')).toBeVisible();
    await expect(candle).toHaveClass(/\bis-lit\b/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(candle).toHaveClass(/\bis-lit\b/);

    // a candle this browser's storage never noted (sent by the service worker while no page
    // was open, or the storage was cleared): the server knows the visitor by its cookie
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(candle).toHaveClass(/\bis-lit\b/);
  });

  test('a card prints as the notice alone, and "Prindi" opens the print dialog', async ({
    page,
  }) => {
    const { path, name } = await quietCard(page, 46);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const form = page.locator('.reply-form');
    await expect(form).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Prindi' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page.locator('.card-actions')).toBeHidden();
    await expect(page.locator('.card-page__back')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Prindi' })).toBeHidden();
  });
});

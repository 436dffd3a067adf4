/**
 * The installable PWA (docs/pwa.md, "Installable, offline, queued actions"): the service worker
 * serves a visited list and card offline (with "Oled võrguühenduseta" and "Salvestatud koopia"),
 * Chromium finds the app installable, and a new build of the worker is offered with "Uus versioon
 * saadaval" and takes over only when "Värskenda" is pressed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import { cards, foundStatus, waitForController } from './helpers';

/** The worker the e2e server serves (scripts/start.ts serves dist/ from disk on every request). */
const SW_FILE = fileURLToPath(new URL('../../dist/sw.js', import.meta.url));

test.describe('service worker', () => {
  // every test here waits for the first install
  test.beforeEach(() => test.slow());

  test('a visited list and card render offline from the cache, with the offline notes', async ({
    page,
    context,
  }) => {
    await page.goto('/surmakuulutused');
    await expect(foundStatus(page)).toBeVisible();
    await waitForController(page);

    // now under the worker: this visit's data goes through its caches
    await page.reload();
    await expect(foundStatus(page)).toBeVisible();
    const first = cards(page).first().getByRole('link');
    const name = ((await first.textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await first.click();
    await expect(page).toHaveURL(/\/(arasaatmisteade|kaastundeavaldus|malestuspaev)\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const cardUrl = page.url();
    await expect(page.getByText('Oled võrguühenduseta')).toHaveCount(0);

    await context.setOffline(true);
    const cardResponse = await page.reload();
    expect(cardResponse?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('Oled võrguühenduseta')).toBeVisible();
    await expect(page.getByText('Salvestatud koopia')).toBeVisible();

    const listResponse = await page.goto('/surmakuulutused');
    expect(listResponse?.fromServiceWorker()).toBe(true);
    await expect(foundStatus(page)).toBeVisible();
    await expect(cards(page).first()).toContainText(name);
    await expect(page.getByText('Oled võrguühenduseta')).toBeVisible();
    await expect(page.getByText('Salvestatud koopia')).toBeVisible();

    // back online: fresh data clears both notes
    await context.setOffline(false);
    await page.goto(cardUrl);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('Oled võrguühenduseta')).toHaveCount(0);
    await expect(page.getByText('Salvestatud koopia')).toHaveCount(0);
  });

  test('offline, a card and a list never seen say at once that they are not saved, and link to what is (#18)', async ({
    page,
    context,
    request,
  }) => {
    // a card this browser has never opened
    const answer = await request.get('/api/notices?take=1&sort=1');
    const [unseen] = ((await answer.json()) as { items: { id: number; type: 0 | 1 | 2 }[] }).items;
    const unseenPath = `/${['arasaatmisteade', 'kaastundeavaldus', 'malestuspaev'][unseen!.type]}/${unseen!.id}`;

    await page.goto('/surmakuulutused');
    await expect(foundStatus(page)).toBeVisible();
    await waitForController(page);
    await page.reload();
    await expect(foundStatus(page)).toBeVisible();

    await context.setOffline(true);
    const notSaved = page.getByRole('heading', {
      level: 1,
      name: 'Seda lehte pole selles seadmes salvestatud',
    });
    for (const path of [unseenPath, '/malestuspaevad']) {
      await page.goto(path);
      // at once: no retries (before: 7–10 s of them, then "Midagi läks viltu"); the bound
      // leaves room for a busy machine
      await expect(notSaved).toBeVisible({ timeout: 5000 });
      await expect(page.getByText('Midagi läks viltu')).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Jälgitavad', exact: true }),
      ).toHaveAttribute('href', '/jalgitavad');
    }

    // the list seen before is offered, and opens from the saved copy
    const seen = page.getByRole('main').getByRole('link', { name: 'Surmakuulutused', exact: true });
    await expect(seen).toHaveAttribute('href', '/surmakuulutused');
    await seen.click();
    await expect(foundStatus(page)).toBeVisible();
    await expect(page.getByText('Salvestatud koopia')).toBeVisible();
  });

  test('the home page opens offline after one visit made before the worker took control (#26)', async ({
    page,
    context,
  }) => {
    // the one visit: its requests go to the network, the worker installs meanwhile
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const names = await cards(page).getByRole('link').allTextContents();
    await waitForController(page);

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    expect(await cards(page).getByRole('link').allTextContents()).toEqual(names);
    await expect(page.getByText('Seda lehte pole selles seadmes salvestatud')).toHaveCount(0);
  });

  test('offline, a place found by the offline search is chosen and used (#26)', async ({
    page,
    context,
  }) => {
    await page.goto('/matuseteenused');
    await expect(page.getByRole('status').filter({ hasText: /^Leitud \d+ firma/ })).toBeVisible();
    await waitForController(page);
    const place = page.getByRole('combobox', { name: 'Või vali asula' });
    // online once: the places are stored in the browser
    await place.fill('viljandi l');
    await expect(page.getByRole('option', { name: /^Viljandi linn/ }).first()).toBeVisible();
    await place.fill('');

    await context.setOffline(true);
    await place.fill('viljandi l');
    await page
      .getByRole('option', { name: /^Viljandi linn/ })
      .first()
      .click();
    await expect(place).toHaveValue(/^Viljandi linn/);
    // Viljandi linn's inner point (58.36047, 25.5857) rounded to 2 decimals
    await expect(page).toHaveURL(/[?&]lat=58\.36&lon=25\.59&place=\d+/);
    await expect(page.getByText('Asukoht: Viljandi linn')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unusta asukoht' })).toBeVisible();
  });

  test('Chromium finds the app installable', async ({ baseURL }, testInfo) => {
    // Chromium never offers installing in an incognito profile, which every Playwright context
    // is: this test has its own browser with a persistent (temporary) profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'kyynal-install-'));
    const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
      testInfo.project.use;
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForController(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a new build is offered with "Värskenda" and takes over only when pressed', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForController(page);
    await expect(page.getByText('Uus versioon saadaval')).toHaveCount(0);

    // A new build: the same worker with one more byte-different line. The server reads dist/
    // on every request; the original is put back as soon as the browser has fetched the new one.
    const original = readFileSync(SW_FILE, 'utf8');
    try {
      writeFileSync(SW_FILE, `${original}\n// e2e build ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting != null;
      });
    } finally {
      writeFileSync(SW_FILE, original);
    }

    await expect(page.getByText('Uus versioon saadaval')).toBeVisible();
    // no surprise: the new worker keeps waiting while the visitor has not pressed the button
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).not.toBeNull();

    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Värskenda' }).click(),
    ]);
    // the page reloaded under the new worker, which is now active and in control
    expect(
      await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    await waitForController(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        active: registration?.active?.state,
        controller: navigator.serviceWorker.controller?.state,
      };
    });
    expect(state).toEqual({ waiting: null, active: 'activated', controller: 'activated' });
    await expect(page.getByText('Uus versioon saadaval')).toHaveCount(0);
  });
});

test.describe('installing', () => {
  test('the footer offers "Paigalda rakendus" when the browser fires beforeinstallprompt', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    const footer = page.locator('.site-footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Paigalda rakendus' })).toHaveCount(0);

    // Chromium decides itself when to fire the event (engagement): the test fires one like it,
    // with prompt() and userChoice, and sees the button call prompt().
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          (window as Window & { prompted?: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    const install = footer.getByRole('button', { name: 'Paigalda rakendus' });
    await expect(install).toBeVisible();
    await install.click();
    expect(await page.evaluate(() => (window as Window & { prompted?: boolean }).prompted)).toBe(
      true,
    );
    await expect(install).toHaveCount(0);
  });

  test('Safari on iOS gets the add-to-home-screen hint', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto('/kontakt');
      await expect(page.locator('.site-footer')).toContainText('Lisa Küünal avaekraanile');
    } finally {
      await context.close();
    }
  });
});

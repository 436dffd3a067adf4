/**
 * Publishing a notice: the wizard from the type to the published card through the local
 * PayPal sandbox (its approval page has "Maksa" and "Katkesta"), a business payer's invoice,
 * a draft that outlives its tab and a lost connection, upload errors, and a failed payment.
 * The texts are the app's own (pwa/src/features/wizard/texts/et.ts).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { png } from './helpers';
import { field, fillRequired, startNotice, toPayment } from './wizard';

interface Pricing {
  privateCents: number;
  businessCents: number;
  vatRateBp: number;
  testMode: boolean;
}

/** A unique name per test: the tests run in parallel against one database. */
function deceased(label: string): string {
  return `Test ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** "29,00 €" as the page writes it (Estonian, a no-break space before the sign). */
function euro(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;
}

/** "Maksa PayPaliga", then the sandbox's approval page. */
async function payInSandbox(page: Page, action: 'Maksa' | 'Katkesta' = 'Maksa') {
  await page.getByRole('button', { name: 'Maksa PayPaliga' }).click();
  await expect(page.getByRole('heading', { name: /PayPal testmakse/ })).toBeVisible();
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page).toHaveURL(/\/kaastundeavaldus\?tellimus=\d+/);
}

/** The signatures of the drafts as stored in the browser (IndexedDB "kyynal", table drafts). */
function storedSignatures(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('kyynal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const drafts = all.result as { values: { signature?: string } }[];
            resolve(drafts.map((d) => d.values.signature ?? ''));
            open.result.close();
          };
        };
      }),
  );
}

async function pricing(page: Page): Promise<Pricing> {
  const response = await page.request.get('/api/pricing?locale=et');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Pricing;
}

test.describe('publishing a notice', () => {
  test('"Lisa teade" in the menu and on the home page open the wizard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menüü' }).click();
    await page
      .getByRole('navigation', { name: 'Põhimenüü' })
      .getByRole('link', { name: 'Lisa teade' })
      .click();
    await expect(page).toHaveURL(/\/kaastundeavaldus$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vali teate liik' })).toBeVisible();
    // nothing chosen yet: the step says so
    await page.getByRole('button', { name: 'Jätka' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vali teate liik.' })).toBeVisible();

    await page.goto('/');
    await page
      .getByRole('region', { name: 'Kuidas teadet avaldada' })
      .getByRole('link', { name: 'Lisa teade' })
      .click();
    await expect(page).toHaveURL(/\/kaastundeavaldus$/);
  });

  test('a private payer: type, data with a poem and a portrait, preview, payment, the card', async ({
    page,
  }) => {
    test.slow(); // many steps through the real server
    const name = deceased('eraisik');
    const prices = await pricing(page);
    await startNotice(page);

    // an empty step: the original site's message, and the first missing field has the focus
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Palun täida kõik kohustuslikud väljad' }),
    ).toBeVisible();
    await expect(field(page, 'Lahkunu nimi')).toBeFocused();
    await expect(page.getByText('Sisesta lahkunu nimi.')).toBeVisible();
    await expect(page.getByText('Vali vähemalt üks maakond.')).toBeVisible();
    // an empty death date is missing, not of a wrong format (#26): nothing "to correct"
    await expect(page.getByText('Sisesta surmaaeg.')).toBeVisible();
    await expect(page.locator('.wizard-data > .alert[role="alert"]')).toHaveText(
      'Palun täida kõik kohustuslikud väljad',
    );

    await fillRequired(page, name);
    await field(page, 'Sünniaeg').fill('1941');
    await field(page, 'Sissejuhatus').fill('Lahkus meie armas isa');

    // a poem from the bank, read in full first; the counter follows
    await page.getByRole('button', { name: 'Vali luuletuste kogust' }).click();
    await page.getByRole('group', { name: 'Luuletuste kogu' }).getByRole('radio').first().check();
    const poemPreview = page.locator('.poem-bank__poem');
    const poem = (await poemPreview.textContent())!;
    await page.getByRole('button', { name: 'Kasuta seda luuletust' }).click();
    await expect(field(page, 'Luuletus')).toHaveValue(poem);
    await expect(page.locator('.wizard-poem .wizard-counter')).toContainText(`${poem.length}/600`);

    // a portrait: shown greyscale at once, uploaded
    await page.getByLabel('Vali foto').setInputFiles({
      name: 'isa.png',
      mimeType: 'image/png',
      buffer: await png(400, 500),
    });
    const portrait = page.locator('.wizard-portrait img');
    await expect(portrait).toBeVisible();
    await expect(portrait).toHaveCSS('filter', 'grayscale(1)');
    await expect(page.getByText(/Laadin pilti üles/)).toHaveCount(0);

    await toPayment(page, name);
    await expect(page.locator('.wizard-price__total')).toContainText(euro(prices.privateCents));

    await payInSandbox(page);
    await expect(page.getByRole('heading', { name: 'Teade on avaldatud' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Laadi alla kviitung' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Sinu muutmislink' })).toHaveValue(
      /\/muuda\/\d+\?token=/,
    );
    await page.getByRole('link', { name: 'Vaata teadet' }).click();
    await expect(page).toHaveURL(/\/arasaatmisteade\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const paper = page.getByRole('article', { name });
    await expect(paper).toContainText('Lahkus meie armas isa');
    await expect(paper.locator('.notice-paper__dates')).toContainText('1941');
    await expect(paper.locator('.notice-paper__portrait img')).toBeVisible();

    // the private edit link: the same screens, no payment, the type and counties as paid
    await page.goBack();
    const editLink = await page.getByRole('textbox', { name: 'Sinu muutmislink' }).inputValue();
    await page.goto(editLink);
    await expect(page).toHaveURL(/\/muuda\/\d+\?samm=andmed&mustand=/);
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Muuda teadet' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Harju' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Muuda teate liiki' })).toHaveCount(0);
    await field(page, 'Ärasaatmise info').fill('Ärasaatmine 8. novembril kell 12.');
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    await page.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(page.getByText('Muudatused on salvestatud.')).toBeVisible();
    await page.getByRole('link', { name: 'Vaata teadet' }).click();
    await expect(page.getByRole('article', { name })).toContainText(
      'Ärasaatmine 8. novembril kell 12.',
    );
  });

  test('a business payer pays the business price and downloads the invoice', async ({ page }) => {
    const name = deceased('ettevote');
    const prices = await pricing(page);
    await startNotice(page);
    await fillRequired(page, name);
    await page.getByRole('radio', { name: 'Ettevõte (arvega)' }).check();
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    await expect(page.getByText('Sisesta ettevõtte nimi.')).toBeVisible();
    await expect(field(page, 'Ettevõtte nimi')).toBeFocused();
    await field(page, 'Ettevõtte nimi').fill('Mälestus OÜ');
    await field(page, 'Ettevõtte aadress').fill('Rüütli 1, Tartu');
    await field(page, 'Registrikood').fill('1234');
    await field(page, 'E-post arve saatmiseks').fill('arved@example.test');
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    // the field's own message, and the top one naming the field (#19)
    await expect(page.getByText('Registrikoodis on 8 numbrit.', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /^Registrikood: / })).toBeVisible();
    await field(page, 'Registrikood').fill('12345678');

    await toPayment(page, name);
    await expect(page.getByText('Mälestus OÜ (arve)')).toBeVisible();
    await expect(page.locator('.wizard-price__total')).toContainText(euro(prices.businessCents));

    await payInSandbox(page);
    await expect(page.getByRole('heading', { name: 'Teade on avaldatud' })).toBeVisible();
    const invoice = page.getByRole('link', { name: 'Laadi alla arve' });
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the place is offered within the chosen counties; a place outside them is refused at its field', async ({
    page,
  }) => {
    const name = deceased('asula');
    await startNotice(page);
    await fillRequired(page, name); // Harju
    const place = page.getByRole('combobox', { name: 'Asula' });
    // Kuressaare is in Saare county: not offered while only Harju is chosen
    await place.fill('Kuressaare');
    await expect(page.locator('.wizard-place .status-text')).toHaveText(
      'Sellist asulat ei leitud.',
    );
    await page.getByRole('checkbox', { name: 'Saare' }).check();
    await place.fill('');
    await place.fill('Kuressaare');
    await page
      .getByRole('option', { name: /^Kuressaare linn/ })
      .first()
      .click();
    await expect(place).toHaveValue(/^Kuressaare linn/);
    // Saare unticked again after the place was chosen: the API says why, at the place field
    await page.getByRole('checkbox', { name: 'Saare' }).uncheck();
    await toPayment(page, name);
    await page.getByRole('button', { name: 'Maksa PayPaliga' }).click();
    await expect(page.getByText('Mõni väli vajab parandamist: vaata andmed üle.')).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(place).toBeVisible();
    await expect(
      page.getByText(
        /^Kuressaare linn asub maakonnas Saare maakond, mida teate maakondade seas pole/,
      ),
    ).toBeVisible();
  });

  test('a failed payment keeps the notice and the payment step current: retry and pay (#20)', async ({
    page,
  }) => {
    test.slow(); // many steps through the real server
    const name = deceased('katkestus');
    await startNotice(page);
    await fillRequired(page, name);
    await toPayment(page, name);

    await payInSandbox(page, 'Katkesta');
    await expect(page).toHaveURL(/makse=ebaonnestus/);
    await expect(page.getByRole('heading', { name: 'Makse ebaõnnestus' })).toBeVisible();
    // #20: the payment is the current step, not a done one
    const steps = page.getByRole('navigation', { name: 'Teate lisamise sammud' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Makse');
    await expect(steps.getByRole('listitem').filter({ hasText: 'Makse' })).not.toContainText(
      '(tehtud)',
    );
    await expect(steps.getByRole('listitem').filter({ hasText: 'Eelvaade' })).toContainText(
      '(tehtud)',
    );

    // the way back to the data finds everything as it was
    await page.getByRole('link', { name: 'Tagasi andmete juurde' }).click();
    await expect(field(page, 'Lahkunu nimi')).toHaveValue(name);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Makse ebaõnnestus' })).toBeVisible();

    await page.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(page.getByRole('heading', { name: /PayPal testmakse/ })).toBeVisible();
    await page.getByRole('button', { name: 'Maksa', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Teade on avaldatud' })).toBeVisible();
  });
});

test.describe('the data step', () => {
  test('the consent words are links to the terms and the privacy policy, opened in a new tab with the draft kept (#15)', async ({
    page,
    context,
  }) => {
    test.slow(); // many steps through the real server
    await startNotice(page);
    const signature = `Tingimuste lugejad ${Date.now().toString(36)}`;
    await field(page, 'Allkiri').fill(signature);
    await expect.poll(() => storedSignatures(page)).toContain(signature);

    // no link without a name on the step (axe: link-name)
    const unnamed = await page
      .locator('a')
      .evaluateAll(
        (links) =>
          links.filter((a) => !(a.textContent ?? '').trim() && !a.getAttribute('aria-label'))
            .length,
      );
    expect(unnamed).toBe(0);
    const terms = page.getByRole('link', { name: /^kasutustingimustega/ });
    const privacy = page.getByRole('link', { name: /^privaatsuspoliitikaga/ });
    await expect(terms).toHaveAttribute('href', '/tingimused');
    await expect(privacy).toHaveAttribute('href', '/privaatsus');
    for (const link of [terms, privacy]) await expect(link).toHaveAttribute('target', '_blank');

    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await expect(tab).toHaveURL(/\/tingimused$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Kasutustingimused' })).toBeVisible();
    await tab.close();

    // the wizard is where it was, the agreement still unticked, the draft kept
    await expect(page).toHaveURL(/samm=andmed/);
    await expect(field(page, 'Allkiri')).toHaveValue(signature);
    await expect(page.getByRole('checkbox', { name: /kasutustingimustega/ })).not.toBeChecked();
    await page.reload();
    await expect(field(page, 'Allkiri')).toHaveValue(signature);
  });

  test('the message at the top names the real problem when nothing required is missing (#19)', async ({
    page,
  }) => {
    test.slow(); // many steps through the real server
    await startNotice(page);
    await fillRequired(page, deceased('luuletus'));
    await field(page, 'Luuletus').fill('Sa lahkusid vaikselt. '.repeat(30));
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    const top = page.locator('.wizard-data > .alert[role="alert"]');
    await expect(top).toHaveText('Luuletus: Võib olla kuni 600 märki.');
    await expect(page.getByText('Palun täida kõik kohustuslikud väljad')).toHaveCount(0);

    await field(page, 'Luuletus').fill('Sa lahkusid vaikselt.');
    await page.getByRole('radio', { name: 'Ettevõte (arvega)' }).check();
    await field(page, 'Ettevõtte nimi').fill('Leinabüroo OÜ');
    await field(page, 'Ettevõtte aadress').fill('Tamme 1, Tartu');
    await field(page, 'Registrikood').fill('1234567');
    await field(page, 'E-post arve saatmiseks').fill('arved@example.test');
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    await expect(top).toHaveText('Registrikood: Registrikoodis on 8 numbrit.');

    // a missing field and a wrong one: both are said
    await field(page, 'Registrikood').fill('');
    await field(page, 'Luuletus').fill('Sa lahkusid vaikselt. '.repeat(30));
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    await expect(top).toHaveText('Palun täida kõik kohustuslikud väljad ja paranda: Luuletus.');
  });
});

test.describe('drafts', () => {
  test('a half-filled draft outlives its tab, a lost connection and an offline reload, then is paid', async ({
    page,
    context,
  }) => {
    test.slow(); // many steps through the real server
    const name = deceased('mustand');
    await startNotice(page);
    await field(page, 'Lahkunu nimi').fill(name);
    await field(page, 'Surmaaeg').fill('02.11.2025');
    await expect(page.getByText('Mustand on salvestatud')).toBeVisible();
    await page.close();

    // a new tab: "Minu mustandid" lists it, and it opens where it was left
    const again = await context.newPage();
    await again.goto('/mustandid');
    const item = again.getByRole('listitem').filter({ hasText: name });
    await expect(item).toBeVisible();
    await item.getByRole('link', { name: /Jätka/ }).click();
    await expect(field(again, 'Lahkunu nimi')).toHaveValue(name);
    await expect(field(again, 'Surmaaeg')).toHaveValue('02.11.2025');

    // offline: typing goes on and is saved (IndexedDB needs no network), and with the service
    // worker in control the wizard reloads offline with the draft as it was left
    await again.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await context.setOffline(true);
    await field(again, 'Allkiri').fill('Kirjutatud tunnelis');
    await expect.poll(() => storedSignatures(again)).toContain('Kirjutatud tunnelis');
    await expect(again.getByText('Mustand on salvestatud')).toBeVisible();
    await again.reload();
    await expect(field(again, 'Lahkunu nimi')).toHaveValue(name);
    await expect(field(again, 'Allkiri')).toHaveValue('Kirjutatud tunnelis');
    await context.setOffline(false);

    const third = await context.newPage();
    await third.goto('/mustandid');
    await third
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('link', { name: /Jätka/ })
      .click();
    await expect(field(third, 'Allkiri')).toHaveValue('Kirjutatud tunnelis');
    await fillRequired(third, name);
    await toPayment(third, name);
    await payInSandbox(third);
    await expect(third.getByRole('heading', { name: 'Teade on avaldatud' })).toBeVisible();
  });

  test('two tabs on one draft: the other tab is told and chooses, nothing is overwritten', async ({
    page,
    context,
  }) => {
    const name = deceased('kaks');
    await startNotice(page);
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(field(other, 'Lahkunu nimi')).toHaveValue('');

    await field(page, 'Lahkunu nimi').fill(name);
    await expect(page.getByText('Mustand on salvestatud')).toBeVisible();
    const conflict = other.getByRole('alert').filter({ hasText: 'muudeti teises aknas' });
    await expect(conflict).toBeVisible();
    await other.getByRole('button', { name: 'Ava teise akna versioon' }).click();
    await expect(field(other, 'Lahkunu nimi')).toHaveValue(name);
    await expect(conflict).toHaveCount(0);
  });

  test('back and forward move between the steps and keep what was typed', async ({ page }) => {
    const name = deceased('tagasi');
    await startNotice(page);
    await fillRequired(page, name);
    await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
    await expect(page).toHaveURL(/samm=eelvaade/);
    await page.goBack();
    await expect(field(page, 'Lahkunu nimi')).toHaveValue(name);
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Ärasaatmisteade' })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('article', { name })).toBeVisible();

    // the type can be changed
    await page.getByRole('button', { name: 'Muuda andmeid' }).click();
    await page.getByRole('button', { name: 'Muuda teate liiki' }).click();
    await page.getByRole('radio', { name: 'Mälestuspäev' }).check();
    await page.getByRole('button', { name: 'Jätka' }).click();
    await expect(page.getByText('Teate liik: Mälestuspäev.')).toBeVisible();
    await expect(field(page, 'Lahkunu nimi')).toHaveValue(name);
  });
});

test.describe('uploads', () => {
  test('a too small picture and a file that is no picture are refused with their messages', async ({
    page,
  }) => {
    const choose = (button: string, name: string, mimeType: string, buffer: Buffer) =>
      page.getByLabel(button).setInputFiles({ name, mimeType, buffer });
    const alert = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
    await startNotice(page);

    // the server decides the size in pixels; the refused picture leaves the draft
    await choose('Vali foto', 'small.png', 'image/png', await png(100, 100));
    await expect(alert(/liiga väike/)).toBeVisible();
    await expect(page.locator('.wizard-portrait img')).toHaveCount(0);
    await choose('Laadi üles oma pilt', 'narrow.png', 'image/png', await png(800, 400));
    await expect(alert(/liiga väike/)).toHaveCount(2);

    // a script named .jpg: the browser cannot decode it; plain text is no image at all
    await choose('Vali foto', 'script.jpg', 'image/jpeg', Buffer.from('<?php echo 1; ?>'));
    await expect(alert('See fail ei ole sobiv pilt.')).toBeVisible();
    await choose('Laadi üles oma pilt', 'notes.txt', 'text/plain', Buffer.from('not a picture'));
    await expect(alert('See fail ei ole sobiv pilt.')).toHaveCount(2);
  });
});

/**
 * The help pages (issue 15): the guide read offline after one visit, and a second help page and
 * the terms of use offline without a visit (the worker saved them at install); a condolence sample and a poem
 * sample each start a notice in the wizard, filled in; the contact form mails the contact
 * mailbox (the SMTP catcher receives it, Reply-To the sender).
 */
import { expect, test } from '@playwright/test';
import { mailsTo, waitForController } from './helpers';

const GUIDE = '/kasulikku/kuidas-kaituda-lahedase-surma-korral';
const CONDOLENCES = '/kasulikku/kaastundeavalduse-naidis';
const POEMS = '/kasulikku/luuletuste-naidised';

test.describe('help pages', () => {
  test('the guide reads offline after one visit, the condolence samples and the terms without one', async ({
    page,
    context,
  }) => {
    // the first install precaches every chunk and the help pages' answers
    test.slow();
    await page.goto('/kasulikku');
    await expect(page).toHaveURL(GUIDE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kuidas käituda lähedase surma korral' }),
    ).toBeVisible();
    await expect(page.getByText(/^Viimati üle vaadatud \d\d\.\d\d\.\d{4}, /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Esimestel päevadel' })).toBeVisible();
    await expect(page.getByText(/^Viimati kontrollitud /).first()).toBeVisible();
    await waitForController(page);

    await context.setOffline(true);
    const guide = await page.reload();
    expect(guide?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kuidas käituda lähedase surma korral' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Taotle matusetoetust' }),
    ).toBeVisible();

    // never opened here: the worker saved its answer when it installed
    await page.goto(CONDOLENCES);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kaastundeavalduse näidised' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Kolleegi lähedastele' }),
    ).toBeVisible();
    // the terms (linked from the wizard's consent step) are saved at install with the help pages
    await page.goto('/tingimused');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasutustingimused' })).toBeVisible();
    await expect(page.getByText('Viimati uuendatud 25. novembril 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Modereerimine' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a condolence sample opens the wizard as a condolence with its words filled in', async ({
    page,
  }) => {
    await page.goto(CONDOLENCES);
    const family = page.getByRole('region', { name: 'Perekonnale' });
    const sample = ((await family.locator('blockquote').first().textContent()) ?? '').trim();
    expect(sample).toMatch(/kaastunne/i);
    await expect(family.getByText('Mida vältida')).toBeVisible();
    await family
      .getByRole('link', { name: /^Kasuta seda näidist/ })
      .first()
      .click();

    await expect(page).toHaveURL(/\/kaastundeavaldus\?samm=andmed&mustand=/);
    await expect(page.getByText('Teate liik: Kaastundeavaldus.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Lõppsõnad', exact: true })).toHaveValue(sample);
  });

  test('a poem sample, filtered by mood and type, opens the wizard with the poem chosen', async ({
    page,
  }) => {
    await page.goto(POEMS);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Luuletuste näidised' }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Meeleolu' }).selectOption('nature');
    await page.getByRole('combobox', { name: 'Teate liik' }).selectOption('3');
    await expect(page).toHaveURL(/meeleolu=nature/);
    await expect(page).toHaveURL(/liik=3/);
    const poem = page.locator('.poem-sample').first();
    await expect(poem).toContainText('Mälestuspäev');
    await expect(poem).toContainText('Loodus');
    const body = ((await poem.locator('.poem-sample__body').textContent()) ?? '').trim();
    expect(body).not.toBe('');
    await poem.getByRole('link', { name: /^Kasuta teates: / }).click();

    await expect(page).toHaveURL(/\/kaastundeavaldus\?samm=andmed&mustand=/);
    await expect(page.getByText('Teate liik: Mälestuspäev.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Luuletus', exact: true })).toHaveValue(body);
  });
});

test('the contact form sends its message to the contact mailbox', async ({ page, request }) => {
  const email = `kontakt-${Date.now()}@example.ee`;
  await page.goto('/kontakt');
  const form = page.getByRole('region', { name: 'Kirjuta meile' });
  await form.getByRole('textbox', { name: 'Sinu nimi' }).fill('Mari Maasikas');
  await form.getByRole('textbox', { name: 'Sõnum' }).fill(`Tere! Küsimus teate kohta (${email}).`);
  await form.getByRole('button', { name: 'Saada' }).click();
  // no e-mail: a field error, and what was typed stays
  await expect(form.getByText('Kohustuslik väli.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Sinu nimi' })).toHaveValue('Mari Maasikas');

  await form.getByRole('textbox', { name: 'Sinu e-post' }).fill(email);
  await form.getByRole('button', { name: 'Saada' }).click();
  await expect(form.getByText(/^Aitäh! Vastame/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Sõnum' })).toHaveValue('');

  await expect
    .poll(async () =>
      (await mailsTo(request, 'info@kyynal.ee')).filter((m) => m.text.includes(email)),
    )
    .toEqual([
      expect.objectContaining({ subject: 'Küünla kontaktvorm: Mari Maasikas', replyTo: [email] }),
    ]);
});

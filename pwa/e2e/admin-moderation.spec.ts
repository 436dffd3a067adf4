/**
 * Moderation: a visitor reports a reply with "Teata" (the dialog, a chunk of its own); the admin
 * finds it in /admin/moderatsioon at 390 px, hides it with a reason (gone from the card) and
 * restores it (back), all by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { cards } from './helpers';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};

test.use({ viewport: { width: 390, height: 844 } });

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Logi sisse' })).toBeVisible();
  await page.getByLabel('E-post', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Parool', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/konto');
}

/** Nothing is wider than the phone's screen */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('a visitor reports a reply; the admin hides it and restores it', async ({ page }) => {
  // a visitor writes a reply on a notice card
  await page.goto('/surmakuulutused');
  await cards(page).first().getByRole('link').click();
  // the card's own address (the list's heading is visible before the card opens)
  await expect(page).toHaveURL(/\/(arasaatmisteade|kaastundeavaldus|malestuspaev)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cardUrl = page.url();
  const author = 'Teataja Tiina';
  const text = `Sobimatu järelhüüe ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Sinu nimi' }).fill(author);
  await page.getByRole('textbox', { name: 'Järelhüüe' }).fill(text);
  await page.getByRole('button', { name: 'Lisa järelhüüe' }).click();
  await expect(page.getByText('Järelhüüe lisatud. Aitäh!')).toBeVisible();
  const reply = page.getByTestId('reply-list').getByRole('article', { name: author });
  await expect(reply).toContainText(text);

  // "Teata" by keyboard: the dialog, a reason, send
  const report = reply.getByRole('button', { name: `Teata järelhüüdest: ${author}` });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Teata sobimatust sisust' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Solvav või haavav' }).check();
  await dialog.getByRole('button', { name: 'Saada teade' }).press('Enter');
  await expect(dialog.getByText('Aitäh! Moderaator vaatab selle üle.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  // a second report by the same visitor is refused, kindly
  await report.click();
  await dialog.getByRole('radio', { name: 'Rämpspost või reklaam' }).check();
  await dialog.getByRole('button', { name: 'Saada teade' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Olete sellest juba teatanud.');
  await dialog.getByRole('button', { name: 'Loobu' }).click();

  // the admin's queue
  await logInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Moderatsioon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderatsioon' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Liik' }).selectOption({ label: 'Järelhüüded' });
  await expect(page).toHaveURL(/[?&]kind=reply/);
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('1 teade');
  await expect(item).toContainText('Solvav või haavav: 1');
  await expect(item).toContainText('Nähtav');
  await expectNoSideways(page);

  // hiding needs a reason
  const hide = item.getByRole('button', { name: `Peida: Järelhüüe, ${author}` });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('alert')).toHaveText('Peitmiseks vali põhjus.');
  await item.getByRole('combobox', { name: 'Peitmise põhjus' }).selectOption({
    label: 'Solvav või haavav',
  });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Järelhüüe (${author}): Peidetud.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  // gone from the card
  await page.goto(cardUrl);
  await expect(
    page.getByTestId('reply-list').or(page.getByText(/Järelhüüdeid veel ei ole/)),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // among the hidden, restored
  await page.goto('/admin/moderatsioon?state=hidden&kind=reply');
  const hidden = page.getByRole('listitem').filter({ hasText: text });
  await expect(hidden).toContainText('Peidetud: Solvav või haavav');
  await hidden.getByRole('button', { name: `Taasta: Järelhüüe, ${author}` }).press('Enter');
  await expect(page.getByText(`Järelhüüe (${author}): Taastatud.`)).toBeVisible();
  await expectNoSideways(page);

  // the log names the hiding's reason in words, not by its code
  await page.goto('/admin/logi?kind=reply.hide');
  const logged = page
    .getByRole('listitem')
    .filter({ hasText: `${ADMIN.email} peitis järelhüüde` })
    .first();
  await expect(logged.getByText('Põhjus: Solvav või haavav')).toBeVisible();
  await expect(logged).not.toContainText('hurtful');

  // back on the card, as written
  await page.goto(cardUrl);
  await expect(page.getByTestId('reply-list').getByRole('article', { name: author })).toContainText(
    text,
  );
});

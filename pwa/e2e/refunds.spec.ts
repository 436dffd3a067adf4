/**
 * The admin's orders: a notice paid through the wizard and the local PayPal sandbox, then the
 * admin (the demo account) finds its order at phone width, refunds it in full with the notice
 * taken down, and sees it refunded; the payer's credit note arrives at the SMTP catcher.
 *
 * Named refunds.spec.ts, not admin-orders: it publishes a notice for a while, so, like
 * wizard.spec.ts, it must sort after the list and keyboard specs, which count the demo seed's
 * published notices (files run in name order).
 */
import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from './helpers';

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A funeral notice through the wizard, paid in the sandbox; returns the order's id. */
async function paidNotice(page: Page, name: string, email: string): Promise<number> {
  await page.goto('/lisa');
  await page.getByRole('radio', { name: 'Ärasaatmisteade' }).check();
  await page.getByRole('button', { name: 'Jätka' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Teate andmed' })).toBeFocused();
  await field(page, 'Lahkunu nimi').fill(name);
  await field(page, 'Surmaaeg').fill('02.11.2025');
  await field(page, 'Allkiri').fill('Leinavad lapsed');
  await page.getByRole('checkbox', { name: 'Harju' }).check();
  await field(page, 'Sinu nimi').fill('Tiina Tagastus');
  await field(page, 'Sinu e-post').fill(email);
  await page.getByRole('checkbox', { name: /kasutustingimustega/ }).check();
  await page.getByRole('checkbox', { name: /privaatsuspoliitikaga/ }).check();
  await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
  await page.getByRole('button', { name: 'Jätka maksma' }).click();
  await page.getByRole('button', { name: 'Maksa PayPaliga' }).click();
  await expect(page.getByRole('heading', { name: /PayPal testmakse/ })).toBeVisible();
  await page.getByRole('button', { name: 'Maksa', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Teade on avaldatud' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('tellimus'));
}

test('the admin finds a paid order, refunds it with the notice taken down, and sees it refunded', async ({
  page,
}) => {
  test.slow(); // the wizard, the sandbox and the admin area through the real server
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Test tagastus ${id}`;
  const email = `e2e-refund-${id}@example.test`;
  const orderId = await paidNotice(page, name, email);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Parool', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logi sisse', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/konto');

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Tellimused' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Tellimused' })).toBeVisible();
  // the filter goes into the URL
  await page.getByLabel('Maksja nimi või e-post').fill(email);
  await page.getByLabel('Olek').selectOption('paid');
  await page.getByRole('button', { name: 'Näita' }).click();
  await expect(page).toHaveURL(/q=e2e-refund-.*&status=paid/);
  await expect(page.getByRole('status').filter({ hasText: 'Leitud 1 tellimus' })).toBeVisible();
  await page.getByRole('link', { name: `Tellimus ${orderId}` }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tellimus ${orderId}` })).toBeVisible();
  const status = (text: string) =>
    page.getByRole('definition').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(status('Makstud')).toBeVisible();
  await expect(page.getByText('PAYMENT.CAPTURE.COMPLETED')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ava teade „${name}“` })).toBeVisible();
  // the receipt downloads with the admin's session
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Laadi alla: kviitung' }).click();
  expect((await download).suggestedFilename()).toBe(`kviitung-${orderId}.pdf`);

  // the page does not scroll sideways at phone width (the sections' navigation scrolls inside
  // its own row by design)
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

  const amount = page.getByLabel(/Summa eurodes/);
  await expect(amount).toHaveValue('29,00');
  // no reason: refused at the field, nothing sent
  await page.getByRole('button', { name: 'Tagasta', exact: true }).click();
  await expect(page.getByText('See väli on kohustuslik.')).toBeVisible();
  await page.getByLabel(/Põhjus/).fill('Petuteade');
  await page.getByRole('checkbox', { name: 'Võta teade maha' }).check();
  await page.getByRole('button', { name: 'Tagasta', exact: true }).click();
  const confirm = page.getByRole('group', {
    name: 'Tagastada 29,00 € maksjale Tiina Tagastus PayPali kaudu ja võtta teade maha? Tagastust ei saa tagasi võtta.',
  });
  await expect(confirm).toBeFocused();
  await confirm.getByRole('button', { name: 'Jah, tagasta' }).click();

  await expect(page.getByRole('status').filter({ hasText: '29,00 € on tagastatud' })).toBeVisible();
  await expect(status('Tagastatud')).toBeVisible();
  await expect(page.getByText('Tellimuse makse on täielikult tagastatud.')).toBeVisible();
  await expect(page.getByText(`Teade „${name}“ on maha võetud`)).toBeVisible();
  await expect(page.getByText(/29,00 € · Petuteade/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tagasta', exact: true })).toHaveCount(0);

  // the list says so too
  await page.getByRole('link', { name: /Kõik tellimused/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/orders');
  await page.getByLabel('Maksja nimi või e-post').fill(email);
  await page.getByRole('button', { name: 'Näita' }).click();
  const item = page.getByRole('listitem').filter({ hasText: `Tellimus ${orderId}` });
  await expect(item).toContainText('Tagastatud');
  await expect(item).toContainText('tagastatud 29,00 €');

  // the payer's credit note
  await expect
    .poll(async () => (await mailsTo(page.request, email)).map((m) => m.subject), {
      timeout: 15_000,
    })
    .toContainEqual(expect.stringMatching(/^Küünal: kreeditarve KYY-\d{6}-K1$/));
});

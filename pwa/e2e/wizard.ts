/**
 * The notice wizard's steps as a visitor walks them (not a spec file): the wizard's spec and the
 * accessibility sweep share them. The texts are the app's own (pwa/src/features/wizard/texts/et.ts).
 */
import { expect, type Page } from '@playwright/test';

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The type step: a funeral notice. Ends on the data step. */
export async function startNotice(page: Page) {
  await page.goto('/lisa');
  await expect(page).toHaveURL(/\/kaastundeavaldus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisa teade' })).toBeVisible();
  await page.getByRole('radio', { name: 'Ärasaatmisteade' }).check();
  await page.getByRole('button', { name: 'Jätka' }).click();
  await expect(page).toHaveURL(/samm=andmed&mustand=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Teate andmed' })).toBeFocused();
}

/** The fields a notice cannot do without, as a private payer who is not signed in. */
export async function fillRequired(page: Page, name: string) {
  await field(page, 'Lahkunu nimi').fill(name);
  await field(page, 'Surmaaeg').fill('02.11.2025');
  await field(page, 'Allkiri').fill('Leinavad lapsed peredega');
  await page.getByRole('checkbox', { name: 'Harju' }).check();
  await field(page, 'Sinu nimi').fill('Mari Maasikas');
  await field(page, 'Sinu e-post').fill('mari@example.test');
  await page.getByRole('checkbox', { name: /kasutustingimustega/ }).check();
  await page.getByRole('checkbox', { name: /privaatsuspoliitikaga/ }).check();
}

/** From the data step to the preview of the notice of `name`. */
export async function toPreview(page: Page, name: string) {
  await page.getByRole('button', { name: 'Vaata eelvaadet' }).click();
  await expect(page).toHaveURL(/samm=eelvaade/);
  await expect(page.getByRole('article', { name })).toBeVisible();
}

/** From the preview to the payment step. */
export async function previewToPayment(page: Page) {
  await page.getByRole('button', { name: 'Jätka maksma' }).click();
  await expect(page).toHaveURL(/samm=makse/);
  await expect(page.getByText('Testrežiim: päris raha ei liigu.')).toBeVisible();
}

/** From the data step through the preview to the payment step. */
export async function toPayment(page: Page, name: string) {
  await toPreview(page, name);
  await previewToPayment(page);
}

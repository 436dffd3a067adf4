/** Keyboard-only use of the notice list on a desktop-sized window. */
import { expect, test } from '@playwright/test';
import {
  PAGE_SIZE,
  announcedTotal,
  cardId,
  cards,
  expectVisibleFocus,
  foundStatus,
  loadMoreButton,
  tabUntil,
} from './helpers';

test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/surmakuulutused');
  await expect(foundStatus(page)).toHaveText('Leitud 75 teadet');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test('skip link, then a name search with the keyboard', async ({ page }) => {
  // the first Tab reaches the skip link, Enter moves focus to the main area
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Liigu sisu juurde' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // from there Tab reaches the name field
  const name = page.getByRole('searchbox', { name: 'Nimi' });
  await tabUntil(page, name, 'the name field', 10);
  await expect(name).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Mets');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/[?&]name=Mets(&|$)/);
  const total = await announcedTotal(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(75);
  await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('link')).toContainText('Mets');
  }
  // searching keeps keyboard focus in the form
  await expect(name).toBeFocused();

  // Tab goes on to a result, Enter opens its card
  const firstResult = cards(page).first().getByRole('link');
  const resultName = (await firstResult.textContent())!.trim();
  await tabUntil(page, firstResult, 'the first result link');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resultName);
});

test('"Näita järgmised 12" and a result of the next page with the keyboard', async ({ page }) => {
  const more = loadMoreButton(page);
  await tabUntil(page, more, 'the "Näita järgmised 12" button');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);

  // focus continues from the first new result
  const firstNew = cards(page).nth(PAGE_SIZE).getByRole('link');
  await expect(firstNew).toBeFocused();
  await expectVisibleFocus(page);

  // the next Tab reaches the next result; Enter opens its card
  const next = cards(page).nth(PAGE_SIZE + 1);
  const id = await cardId(next);
  const nextName = (await next.getByRole('link').textContent())!.trim();
  await tabUntil(page, next.getByRole('link'), 'the 14th result link', 3);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextName);
  // the new page takes focus, so the next Tab starts from its content
  await expect(page.getByRole('main')).toBeFocused();
});

test('Space activates "Näita järgmised 12" too', async ({ page }) => {
  const more = loadMoreButton(page);
  await tabUntil(page, more, 'the "Näita järgmised 12" button');
  await page.keyboard.press('Space');
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await expect(cards(page).nth(PAGE_SIZE).getByRole('link')).toBeFocused();
});

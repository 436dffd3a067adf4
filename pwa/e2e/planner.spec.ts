/**
 * "Matuse projektijuht" end to end: dates, ticks, notes and one's own task survive a reload
 * offline (IndexedDB); sharing makes a private link that a second browser opens (its person
 * gives a name once), changes there show in the first after a reload, a change made offline
 * goes out once online; a wrong token shows the 404 screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDay } from '#domain/calendar/dates';
import { waitForController } from './helpers';

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => formatDay(Date.now() + days * DAY_MS);

async function setDates(page: Page, deathIn: number, funeralIn: number) {
  await page.getByRole('textbox', { name: 'Surmakuupäev' }).fill(dayFromToday(deathIn));
  await page.getByRole('textbox', { name: 'Matuse kuupäev' }).fill(dayFromToday(funeralIn));
}

const task = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const note = (page: Page, taskName: string) =>
  page.getByRole('textbox', { name: `Märkus: ${taskName}`, exact: true });

test('the planner keeps its dates, ticks, notes and own tasks through a reload offline', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/projektijuht');
  await expect(page.getByRole('heading', { level: 1, name: 'Matuse projektijuht' })).toBeVisible();
  await waitForController(page);

  await setDates(page, -2, 5);
  await expect(page.getByText('Matusteni 5 päeva')).toBeVisible();
  // due days count from the date they name
  const registration = page
    .getByRole('listitem')
    .filter({ has: task(page, 'Surmateatis ja surma registreerimine') });
  await expect(registration).toContainText(`Tähtaeg ${dayFromToday(-1)} · 1 päev pärast surma`);
  const flowers = page.getByRole('listitem').filter({ has: task(page, 'Lilled ja pärjad') });
  await expect(flowers).toContainText(`Tähtaeg ${dayFromToday(3)} · 2 päeva enne matuseid`);

  await task(page, 'Surmateatis ja surma registreerimine').check();
  await note(page, 'Lilled ja pärjad').fill('Valged roosid');
  await note(page, 'Lilled ja pärjad').press('Tab');
  await page.getByRole('textbox', { name: 'Ülesanne', exact: true }).fill('Räägi kirikuõpetajaga');
  await page.getByRole('button', { name: 'Lisa', exact: true }).click();
  await expect(task(page, 'Räägi kirikuõpetajaga')).toBeVisible();
  await task(page, 'Räägi kirikuõpetajaga').press('Space');
  await expect(task(page, 'Räägi kirikuõpetajaga')).toBeChecked();
  await expect(page.getByText('2 / 16 tehtud')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(task(page, 'Surmateatis ja surma registreerimine')).toBeChecked();
  await expect(note(page, 'Lilled ja pärjad')).toHaveValue('Valged roosid');
  await expect(task(page, 'Räägi kirikuõpetajaga')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Matuse kuupäev' })).toHaveValue(dayFromToday(5));
  await expect(page.getByText('Matusteni 5 päeva')).toBeVisible();
  await context.close();
});

test('a shared planner is changed through its link, offline too, and a wrong token is a 404', async ({
  browser,
}) => {
  test.slow();
  const mari = await browser.newContext();
  const first = await mari.newPage();
  await first.goto('/projektijuht');
  await setDates(first, -1, 6);
  await task(first, 'Peied').check();
  await first.getByRole('textbox', { name: 'Sinu nimi' }).fill('Mari');
  await first.getByRole('button', { name: 'Jaga lähedastega' }).click();
  const linkField = first.getByRole('textbox', { name: 'Privaatne link' });
  await expect(linkField).toHaveValue(/\/projektijuht\/\d+\?token=[\w-]+$/);
  const url = new URL(await linkField.inputValue());

  const jaan = await browser.newContext();
  const second = await jaan.newPage();
  await second.goto(url.pathname + url.search);
  await second.getByRole('textbox', { name: 'Sinu nimi' }).fill('Jaan');
  await second.getByRole('button', { name: 'Jätka' }).click();
  await expect(task(second, 'Peied')).toBeChecked();
  await expect(second.getByRole('textbox', { name: 'Matuse kuupäev' })).toHaveValue(
    dayFromToday(6),
  );
  await expect(second.getByRole('listitem').filter({ has: task(second, 'Peied') })).toContainText(
    'Muutis Mari,',
  );
  const sent = second.waitForResponse(
    (r) => r.url().includes('/tasks/flowers') && r.request().method() === 'PUT',
  );
  await task(second, 'Lilled ja pärjad').check();
  expect((await sent).status()).toBe(200);

  await first.reload();
  await expect(task(first, 'Lilled ja pärjad')).toBeChecked();
  await expect(
    first.getByRole('listitem').filter({ has: task(first, 'Lilled ja pärjad') }),
  ).toContainText(/Muutis Jaan, \d{2}\.\d{2}\.\d{4} kell \d{2}:\d{2}/);

  // offline in the second browser: kept there, sent once online
  await waitForController(second);
  await jaan.setOffline(true);
  await note(second, 'Muusika').fill('Orel ja viiul');
  await note(second, 'Muusika').press('Tab');
  await expect(second.getByText(/Võrguühendus puudub/)).toBeVisible();
  const resent = second.waitForResponse(
    (r) => r.url().includes('/tasks/music') && r.request().method() === 'PUT',
  );
  await jaan.setOffline(false);
  expect((await resent).status()).toBe(200);
  await first.reload();
  await expect(note(first, 'Muusika')).toHaveValue('Orel ja viiul');

  const token = url.searchParams.get('token')!;
  const wrong = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  await second.goto(`${url.pathname}?token=${wrong}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeVisible();
  await mari.close();
  await jaan.close();
});

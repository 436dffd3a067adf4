/**
 * A funeral home keeps its own page: registering as a provider, claiming a demo company by its
 * registry code, confirming through the link mailed to the company's listed address (the SMTP
 * catcher), and changing the hours, which the company's page then shows.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registryCheckDigit } from '../../db/domain/registry-code';
import { mailedLink } from './helpers';

interface CompanyAnswer {
  id: number;
  name: string;
  email: string | null;
  claimable: boolean;
  hours: { week: Record<string, { kind: string }> };
}

/** A valid registry code nobody else has (the claim takes any valid one). */
function freshRegistryCode(): string {
  const first7 = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  return `${first7}${registryCheckDigit(first7)}`;
}

/** A demo company nobody owns yet, with a listed e-mail for the link. */
async function claimableCompany(request: APIRequestContext): Promise<CompanyAnswer> {
  const list = await request.get('/api/companies', { params: { take: 48, sort: 'name' } });
  expect(list.ok(), 'GET /api/companies').toBe(true);
  const { items } = (await list.json()) as { items: { id: number; verified: boolean }[] };
  for (const item of items.filter((i) => !i.verified).reverse()) {
    const answer = await request.get(`/api/companies/${item.id}`);
    const company = (await answer.json()) as CompanyAnswer;
    if (company.claimable && company.email) return company;
  }
  throw new Error('the demo data has no claimable company with an e-mail address');
}

test('a provider registers, claims a company through the mailed link and changes its hours', async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const company = await claimableCompany(page.request);

  // registering as a provider leads to "Minu ettevõte"
  await page.goto('/register');
  await page.getByLabel('Nimi', { exact: true }).fill(`Matusebüroo ${id}`);
  await page.getByLabel('E-post', { exact: true }).fill(`e2e-provider-${id}@example.test`);
  await page.getByLabel('Parool', { exact: true }).fill(`Kuuse-${id}-Vihm`);
  await page.getByLabel('Olen matuseteenuse pakkuja').check();
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/konto/firma');
  await expect(page.getByRole('heading', { level: 1, name: 'Minu ettevõte' })).toBeVisible();

  // the claim: a wrong check digit is refused in the browser, then the right code is sent
  await page.getByLabel('Ettevõtte nimi').fill(company.name);
  await page.getByRole('radio', { name: company.name, exact: true }).check();
  const code = freshRegistryCode();
  const registryCode = page.getByLabel('Registrikood');
  await registryCode.fill(`${code.slice(0, 7)}${(Number(code[7]) + 1) % 10}`);
  await page.getByRole('button', { name: 'Saada kinnituslink' }).click();
  await expect(page.getByText('Registrikoodi kontrollnumber ei klapi.')).toBeVisible();
  await registryCode.fill(code);
  await page.getByRole('button', { name: 'Saada kinnituslink' }).click();
  await expect(page.getByText(/^Kinnituslink saadeti aadressile \S+@/)).toBeVisible();

  // the mailed link confirms the claim
  await page.goto(
    await mailedLink(page.request, company.email!, /\/konto\/firma\/kinnita\?token=[\w-]+/),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ettevõte on kinnitatud' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Muuda ettevõtte andmeid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByText('Kinnitatud', { exact: true })).toBeVisible();

  // Monday closed; a split Tuesday; saved
  const monday = page.getByRole('group', { name: 'Esmaspäev' });
  await monday.getByRole('combobox').selectOption({ label: 'Suletud' });
  const tuesday = page.getByRole('group', { name: 'Teisipäev' });
  await tuesday.getByRole('combobox').selectOption({ label: 'Kellaajad' });
  await tuesday.getByRole('button', { name: 'Lisa vahemik' }).click();
  await tuesday.getByLabel('Algus').nth(0).fill('09:00');
  await tuesday.getByLabel('Lõpp').nth(0).fill('12:00');
  await tuesday.getByLabel('Algus').nth(1).fill('11:00');
  await tuesday.getByLabel('Lõpp').nth(1).fill('17:00');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  // overlapping hours are refused at the day, nothing sent
  await expect(tuesday.getByText('Vahemikud ei tohi kattuda')).toBeVisible();
  await tuesday.getByLabel('Algus').nth(1).fill('13:00');
  await page.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Salvestatud' })).toBeVisible();
  await expect(page.getByText(/^Viimati uuendatud /)).toBeVisible();

  // the company page shows the change
  await page.getByRole('link', { name: 'Vaata ettevõtte lehte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const hours = page.getByRole('region', { name: 'Lahtiolekuajad' });
  await expect(hours.getByRole('row', { name: /^esmaspäev/ })).toContainText('suletud');
  await expect(hours.getByRole('row', { name: /^teisipäev/ })).toContainText(
    '09:00–12:00, 13:00–17:00',
  );
  // and so does its data in the API
  const after = (await (
    await page.request.get(`/api/companies/${company.id}`)
  ).json()) as CompanyAnswer;
  expect(after.hours.week.E).toEqual({ kind: 'closed' });
  expect(after.hours.week.T).toEqual({
    kind: 'intervals',
    intervals: [
      { from: '09:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ],
  });
});

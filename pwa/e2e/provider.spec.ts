/**
 * A funeral home keeps its own page: registering as a provider, claiming a demo company by its
 * registry code (the pending claim survives a reload and can be sent again), confirming through
 * the link mailed to the company's listed address (the SMTP catcher), changing the hours, which
 * the company's page then shows, and answering a review, which a visitor then reads.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshRegistryCode, mailedLink } from './helpers';

const CLAIM_LINK = /\/konto\/firma\/kinnita\?token=[\w-]+/;

interface CompanyAnswer {
  id: number;
  name: string;
  email: string | null;
  claimable: boolean;
  hours: { week: Record<string, { kind: string }> };
}

/**
 * A demo company nobody owns yet, with a listed e-mail for the link, and passing `accept`.
 * The tests run side by side: `from` takes the name order's first or last such company, so
 * two tests never claim the same one.
 */
async function claimableCompany(
  request: APIRequestContext,
  from: 'first' | 'last',
  accept: (company: CompanyAnswer) => Promise<boolean> = async () => true,
): Promise<CompanyAnswer> {
  const list = await request.get('/api/companies', { params: { take: 48, sort: 'name' } });
  expect(list.ok(), 'GET /api/companies').toBe(true);
  const { items } = (await list.json()) as { items: { id: number; verified: boolean }[] };
  const unclaimed = items.filter((i) => !i.verified);
  for (const item of from === 'last' ? unclaimed.reverse() : unclaimed) {
    const answer = await request.get(`/api/companies/${item.id}`);
    const company = (await answer.json()) as CompanyAnswer;
    if (company.claimable && company.email && (await accept(company))) return company;
  }
  throw new Error('the demo data has no claimable company with an e-mail address');
}

/** Registers a new provider account in the browser, which then shows "Minu ettevõte". */
async function registerProvider(page: Page): Promise<void> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/register');
  await page.getByLabel('Nimi', { exact: true }).fill(`Matusebüroo ${id}`);
  await page.getByLabel('E-post', { exact: true }).fill(`e2e-provider-${id}@example.test`);
  await page.getByLabel('Parool', { exact: true }).fill(`Kuuse-${id}-Vihm`);
  await page.getByLabel('Olen matuseteenuse pakkuja').check();
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/konto/firma');
  await expect(page.getByRole('heading', { level: 1, name: 'Minu ettevõte' })).toBeVisible();
}

/** Finds the company on "Minu ettevõte" and sends the claim with `code`. */
async function sendClaim(page: Page, company: CompanyAnswer, code: string): Promise<void> {
  await page.getByLabel('Ettevõtte nimi').fill(company.name);
  await page.getByRole('radio', { name: company.name, exact: true }).check();
  await page.getByLabel('Registrikood').fill(code);
  await page.getByRole('button', { name: 'Saada kinnituslink' }).click();
}

/** Opens the `nth` mailed link and goes on to the confirmed owner's edit form. */
async function confirmByMail(page: Page, company: CompanyAnswer, nth = 1): Promise<void> {
  await page.goto(await mailedLink(page.request, company.email!, CLAIM_LINK, nth));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ettevõte on kinnitatud' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Muuda ettevõtte andmeid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByText('Kinnitatud', { exact: true })).toBeVisible();
}

test('a provider registers, claims a company through the mailed link and changes its hours', async ({
  page,
}) => {
  const company = await claimableCompany(page.request, 'last');

  // registering as a provider leads to "Minu ettevõte"
  await registerProvider(page);

  // the claim: a wrong check digit is refused in the browser, then the right code is sent
  const code = freshRegistryCode();
  await sendClaim(page, company, `${code.slice(0, 7)}${(Number(code[7]) + 1) % 10}`);
  await expect(page.getByText('Registrikoodi kontrollnumber ei klapi.')).toBeVisible();
  await page.getByLabel('Registrikood').fill(code);
  await page.getByRole('button', { name: 'Saada kinnituslink' }).click();
  await expect(page.getByText(/^Kinnituslink saadeti aadressile \S+@/)).toBeVisible();

  // the pending claim is the server's: a reload still shows it, and it can be sent again
  await page.reload();
  await expect(page.getByText(/^Kinnituslink saadeti aadressile \S+@/)).toBeVisible();
  await expect(page.getByText(`Ootab kinnitust: ${company.name}`)).toBeVisible();
  await expect(page.getByText(/^Link kehtib kuni \d/)).toBeVisible();
  await expect(page.getByLabel('Registrikood')).toHaveCount(0);
  await page.getByRole('button', { name: 'Saada uuesti' }).click();
  await expect(page.getByText('Uus kinnituslink on saadetud')).toBeVisible();
  // the form is still there for another company, behind a button
  await page.getByRole('button', { name: 'Taotle mõnda teist ettevõtet' }).click();
  await expect(page.getByLabel('Registrikood')).toBeVisible();

  // the second mail's link confirms the claim (the first one no longer works)
  await confirmByMail(page, company, 2);

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

interface ReviewAnswer {
  id: number;
  author: string;
  body: string;
  answer: string | null;
}

/** The company's first listed review without an answer, or null. */
async function unansweredReview(
  request: APIRequestContext,
  companyId: number,
): Promise<ReviewAnswer | null> {
  const answer = await request.get(`/api/companies/${companyId}/reviews`);
  expect(answer.ok(), 'GET /api/companies/:id/reviews').toBe(true);
  const { items } = (await answer.json()) as { items: ReviewAnswer[] };
  return items.find((review) => review.answer === null) ?? null;
}

test('the company\'s owner answers a review with "Vasta", and a visitor reads the answer under it', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await claimableCompany(
    page.request,
    'first',
    async (candidate) => (await unansweredReview(page.request, candidate.id)) !== null,
  );
  const { author, body } = (await unansweredReview(page.request, company.id))!;

  await registerProvider(page);
  await sendClaim(page, company, freshRegistryCode());
  await expect(page.getByText(/^Kinnituslink saadeti aadressile \S+@/)).toBeVisible();
  await confirmByMail(page, company);

  // on the company's page the owner answers the review ("Vasta" opens the form)
  await page.goto(`/firma/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const reviewOn = (on: Page) =>
    on
      .getByRole('region', { name: 'Arvustused' })
      .getByRole('article')
      .filter({ hasText: author })
      .filter({ hasText: body });
  const mine = reviewOn(page);
  await mine.getByRole('button', { name: 'Vasta' }).click();
  const text = `Aitäh, et leidsite aega kirjutada. Vastus ${Date.now()}.`;
  await mine.getByLabel('Vastus arvustusele').fill(text);
  await mine.getByRole('button', { name: 'Avalda vastus' }).click();
  await expect(mine.getByText('Ettevõtte vastus')).toBeVisible();
  await expect(mine.getByText(text)).toBeVisible();
  // answered once: no second "Vasta"
  await expect(mine.getByRole('button', { name: 'Vasta' })).toHaveCount(0);

  // a visitor (a browser without the owner's session) reads it under the review
  const visitor = await browser.newContext({ baseURL, locale: 'et-EE' });
  try {
    const other = await visitor.newPage();
    await other.goto(`/firma/${company.id}`);
    await expect(other.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    const seen = reviewOn(other);
    await expect(seen.getByText('Ettevõtte vastus')).toBeVisible();
    await expect(seen.getByText(text)).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Vasta' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

/**
 * Shared helpers of the browser tests (not a spec file: Playwright only runs *.spec.ts).
 * Estonian strings are the app's own (pwa/src/lib/locales/et.ts, features/notices/texts/et.ts).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registryCheckDigit } from '#domain/rules/registry-code';

export const PAGE_SIZE = 12;

/** "Leitud 1 teade" / "Leitud 75 teadet" */
export const FOUND = /^Leitud (\d+) teade(t)?$/;

export function cards(page: Page): Locator {
  return page.getByTestId('notice-card');
}

export function foundStatus(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Leitud \d+ teade/ });
}

/** The total the list announces, once it has loaded. */
export async function announcedTotal(page: Page): Promise<number> {
  const status = foundStatus(page);
  await expect(status).toHaveText(FOUND);
  const match = FOUND.exec((await status.textContent()) ?? '');
  if (!match) throw new Error('the list did not announce a total');
  return Number(match[1]);
}

export function loadMoreButton(page: Page): Locator {
  return page.getByRole('button', { name: `Näita järgmised ${PAGE_SIZE}` });
}

/** The id of a notice card's name link ("notice-56" → 56). */
export async function cardId(card: Locator): Promise<number> {
  const id = await card.getByRole('link').getAttribute('id');
  const match = /^notice-(\d+)$/.exec(id ?? '');
  if (!match) throw new Error(`a notice card's link has no notice id (id="${id}")`);
  return Number(match[1]);
}

/**
 * Presses Tab until `target` has focus, at most `max` times. Fails with a clear message (and
 * what had focus at the end) when the target is never reached.
 */
export async function tabUntil(page: Page, target: Locator, what: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 60)}"`
      : '';
  });
  throw new Error(`${what} was not reached after ${max} Tab presses (focus ended on ${focused})`);
}

/**
 * Whether the focused element shows a focus indicator: its own outline or box-shadow, or
 * (for a notice card's stretched name link, which draws no outline itself) the card's.
 */
export async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
      return outline || shadow ? `${s.outlineStyle} ${s.outlineWidth} / ${s.boxShadow}` : null;
    };
    const el = document.activeElement;
    if (!el || el === document.body) return { ok: false, detail: 'nothing is focused' };
    const own = visible(el);
    if (own) return { ok: true, detail: own };
    const card = el.closest('.notice-card');
    const cardStyle = card ? visible(card) : null;
    return {
      ok: cardStyle !== null,
      detail: `<${el.tagName.toLowerCase()} class="${el.className}"> has no outline or box-shadow`,
    };
  });
  expect(style.ok, `the focused element has a visible focus style: ${style.detail}`).toBe(true);
}

/** Opens the folded filter fields on narrow screens (the toggle is hidden on wide ones). */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Näita filtreid' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('combobox', { name: 'Maakond' })).toBeVisible();
}

/** The SMTP catcher's HTTP view (scripts/services/smtp-catcher.ts). */
const MAIL_API = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 3126}`;

/** A mail as the SMTP catcher's HTTP view gives it */
export interface CaughtMailJson {
  subject: string;
  text: string;
  replyTo: string[];
}

/** Every mail the SMTP catcher has for `to`, oldest first (none when it does not answer). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<CaughtMailJson[]> {
  const response = await request.get(`${MAIL_API}/messages`, { params: { to } });
  return response.ok() ? ((await response.json()) as CaughtMailJson[]) : [];
}

/**
 * The link in the newest mail to `to` (the SMTP catcher), or in its `nth` mail (from 1), as a
 * path on this server: `path` matches the link's path and query.
 */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  path: RegExp,
  nth?: number,
): Promise<string> {
  const link = new RegExp(`https?://\\S+?(${path.source})`);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, to);
        const mail = nth === undefined ? mails.at(-1) : mails[nth - 1];
        found = link.exec(mail?.text ?? '')?.[1] ?? null;
        return found;
      },
      { message: `${nth ? `mail ${nth}'s link` : 'the link'} reaches ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

/**
 * The first install precaches every chunk (about 80) one after another, and Chromium compiles
 * each script it caches: about 6 s alone, over 20 s beside a second browser on 2 cores.
 */
export async function waitForController(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** A plain PNG picture of the given size, for the upload fields. */
export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 140, b: 110 } },
  })
    .png()
    .toBuffer();
}

/** The demo admin (README), or the one the environment names */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@kyynal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Küünal-demo-admin-2026',
};
export const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

export interface AdminSession {
  token: string;
  user: { id: number; name: string; email: string; role: number };
}

/** A CSRF token for the request context's visitor */
export async function csrf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/csrf?locale=et', { headers: AJAX });
  expect(response.ok(), 'GET /api/csrf').toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The admin's session through the login API (setup only) */
export async function adminSession(request: APIRequestContext): Promise<AdminSession> {
  const response = await request.post('/api/auth/login?locale=et', {
    headers: { ...AJAX, 'X-CSRF-Token': await csrf(request) },
    data: ADMIN,
  });
  expect(response.status(), `admin login: ${await response.text()}`).toBe(200);
  return (await response.json()) as AdminSession;
}

/**
 * Starts the browser signed in as `session`, as the app stores it (localStorage `user`): written
 * from robots.txt, a plain document of the site's origin, so that the set-up does not load and
 * start the whole app once more before the screen the test opens next (docs/testing.md).
 */
export async function signIn(page: Page, session: AdminSession) {
  await page.goto('/robots.txt');
  await page.evaluate(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ token: session.token, user: session.user }),
  );
}

/** A valid registry code nobody else has (the claim takes any valid one). */
export function freshRegistryCode(): string {
  const first7 = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  return `${first7}${registryCheckDigit(first7)}`;
}

/**
 * An address of a client's own (TEST-NET-2: nothing is sent there) for the proxy header, which
 * the e2e server trusts (playwright.config.ts): a set-up sent from it does not use up the
 * per-address allowances (registrations, form mails) that every other spec shares from 127.0.0.1.
 */
export const ownAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

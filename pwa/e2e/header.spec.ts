/**
 * The site's header fits the screen at every width, in every language, for every kind of user:
 * the page never scrolls sideways, and no header link is cut off, pushed out or wrapped onto a
 * second line. Chromium here draws `system-ui` in DejaVu Sans (Debian's), wider than most.
 */
import { expect, test, type Page } from '@playwright/test';
import { sessionOf, type RoleName } from './roles';

// a desktop browser; the service worker's precaching (80 chunks) only slows the page here
test.use({ isMobile: false, hasTouch: false, serviceWorkers: 'block' });

const LANGUAGES = ['et', 'ru', 'en'] as const;
const ROLES: RoleName[] = ['visitor', 'provider', 'admin'];
/** The widths where the full menu first shows (72rem = 1152 px) and common laptops */
const DESKTOP = [1152, 1280, 1366];
/** 320 to 1920 px in steps of 80, and the desktop widths: swept with the widest header */
const SWEEP = [...Array.from({ length: 21 }, (_, i) => 320 + 80 * i), ...DESKTOP].sort(
  (a, b) => a - b,
);

/**
 * What is wrong with the page's width and the header's items at this width (none: []), once
 * the page has drawn a frame at the new size (the header fits itself on 'resize').
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${root.scrollWidth} px wide in ${window.innerWidth} px`);
    }
    const header = document.querySelector('.site-header');
    if (!header) return ['no header'];
    for (const item of header.querySelectorAll<HTMLElement>('a, button')) {
      const box = item.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown at this width
      const name = item.textContent?.trim() || item.getAttribute('aria-label') || item.tagName;
      if (box.left < 0 || box.right > root.clientWidth) {
        problems.push(`"${name}" reaches ${Math.round(box.left)}..${Math.round(box.right)} px`);
      }
      if (item.scrollWidth > item.clientWidth + 1) problems.push(`"${name}" is cut off`);
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`"${name}" wraps onto ${lines.size} lines`);
      }
    }
    return problems;
  });
}

for (const lng of LANGUAGES) {
  for (const role of ROLES) {
    // the admin's header has the most links; the others differ in the account link and badge
    const [widths, range] =
      role === 'admin'
        ? [SWEEP, 'from 320 to 1920 px']
        : [[320, ...DESKTOP], 'at 320, 1152, 1280 and 1366 px'];
    test(`the header fits ${range}: ${lng}, ${role}`, async ({ page }) => {
      const session = await sessionOf(page.request, role);
      await page.addInitScript(
        ([lang, user]) => {
          localStorage.setItem('lang', lang);
          if (user) localStorage.setItem('user', user);
        },
        [lng, session && JSON.stringify({ token: session.token, user: session.user })] as const,
      );
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto('/surmakuulutused');
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      // the header as this user has it: the account link, the admin's link
      const nav = page.locator('#site-nav');
      await expect(nav.locator('a[href="/konto"], a[href^="/login"]')).toHaveCount(1);
      await expect(nav.locator('a[href="/admin"]')).toHaveCount(role === 'admin' ? 1 : 0);
      await expect(page.getByTestId('notice-card').first()).toBeVisible();

      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => headerProblems(page), { message: `at ${width} px` }).toEqual([]);
      }
    });
  }
}

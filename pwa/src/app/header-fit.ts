/**
 * What of the header fits in its one row, measured rather than guessed from breakpoints (system
 * fonts differ by a fifth in width; DejaVu Sans, Debian's `system-ui`, is among the widest):
 * - from 72rem the bar tries the full menu; where the links (in this language, for this user,
 *   in this device's font) are wider than the bar, it keeps the menu button (`data-nav="menu"`);
 * - with the menu button, where the account link ("Logi sisse", "Minu konto") would be cut
 *   short, it moves into the menu as on wide screens (`data-nav="compact"`).
 * layout.css reads the attribute; only this hook sets it, on the header (React never does).
 * The site has no web fonts, so the widths change only with the window and the texts.
 */
/** The header's ref (React calls it as it mounts the header, before the first paint) */
export function fitHeader(header: HTMLElement | null) {
  const bar = header?.firstElementChild;
  if (!header || !bar) return;
  // Tries the fullest layout, then each fallback while the bar overflows: all in one task
  // before the browser paints, so no half-way layout ever shows.
  const fit = () => {
    delete header.dataset.nav;
    for (const nav of ['menu', 'compact']) {
      if (bar.scrollWidth > bar.clientWidth) header.dataset.nav = nav;
    }
  };
  fit();
  // the texts change with the language, the links with the user, the badge with the inbox
  const changes = new MutationObserver(fit);
  changes.observe(bar, { childList: true, subtree: true, characterData: true });
  addEventListener('resize', fit);
  return () => {
    changes.disconnect();
    removeEventListener('resize', fit);
  };
}

/**
 * Where the visitor came from, for the notice list's rules (docs/pwa.md, "Rules from the original
 * site"):
 * - entering a list from any screen other than a card starts a new list session (page 0,
 *   no stale items, the default filter unless the link carries one);
 * - returning to a list from a card keeps the session (its loaded pages) and names the card's
 *   id (the previous path's second segment) so the list can scroll to and focus that item.
 * Pure, so it is unit-tested; the layout keeps the state and provides it through context.
 */
import { CARD_PAGES, LIST_PAGES, matchPage } from '#domain/pages/pages';

export interface NavState {
  /** Current pathname (no trailing slash) */
  current: string;
  /** The pathname before it, null on the first screen */
  previous: string | null;
  /** Increments whenever a list is entered from anywhere but a card */
  listSession: number;
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isListPath(pathname: string): boolean {
  const page = matchPage(normalizePath(pathname));
  return page !== null && LIST_PAGES.has(page.key);
}

export function isCardPath(pathname: string): boolean {
  const page = matchPage(normalizePath(pathname));
  return page !== null && CARD_PAGES.has(page.key);
}

export function initialNavState(pathname: string): NavState {
  return { current: normalizePath(pathname), previous: null, listSession: 0 };
}

/** The state after a navigation to `pathname` (search-only changes keep the state). */
export function nextNavState(state: NavState, pathname: string): NavState {
  const path = normalizePath(pathname);
  if (path === state.current) return state;
  const reset = isListPath(path) && !isCardPath(state.current);
  return {
    current: path,
    previous: state.current,
    listSession: reset ? state.listSession + 1 : state.listSession,
  };
}

/** The card id to return to when a list was entered from a card, else null. */
export function returnTarget(state: NavState): number | null {
  if (state.previous === null || !isListPath(state.current) || !isCardPath(state.previous)) {
    return null;
  }
  const segment = state.previous.split('/').filter(Boolean)[1] ?? '';
  return /^[1-9]\d{0,15}$/.test(segment) ? Number(segment) : null;
}

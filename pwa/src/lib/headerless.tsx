/**
 * A screen that stands without the site's header wherever it shows: the 404 screen is one
 * screen, the same under `*` (whose route meta has no header) and under a card, a county list or
 * a company whose id, county or slug does not exist (whose routes have one).
 */
import { createContext, useContext, useLayoutEffect } from 'react';

export const HeaderlessContext = createContext<(headerless: boolean) => void>(() => {});

/** Hides the layout's header while the calling screen is on screen. */
export function useHeaderless(): void {
  const setHeaderless = useContext(HeaderlessContext);
  useLayoutEffect(() => {
    setHeaderless(true);
    return () => setHeaderless(false);
  }, [setHeaderless]);
}

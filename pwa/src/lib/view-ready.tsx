/**
 * "The routed view has loaded" (docs/pwa.md): the layout shows the footer only after the current
 * screen reports that its data is ready, so the footer does not jump up and down while loading.
 */
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const ViewReadyContext = createContext<(pathname: string) => void>(() => {});

/** Call in every screen with `true` once its content is on screen (or has failed). */
export function useViewReady(ready: boolean): void {
  const report = useContext(ViewReadyContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (ready) report(pathname);
  }, [ready, pathname, report]);
}

import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { afterLoad } from '../lib/after-load';
import { NavStateContext } from '../lib/nav-context';
import { isOffline } from '../lib/online';
import { initialNavState, nextNavState } from '../lib/navigation';
import { useRouteMeta } from '../lib/route-meta';
import { SITE_NAME, documentTitle } from '../lib/title';
import { ViewReadyContext } from '../lib/view-ready';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

// offline and saved-copy notes, the update prompt, service worker registration: loaded after the
// page (at once when offline, where its note matters and nothing competes for the network)
const PwaStatus = lazy(() =>
  import('../features/pwa/PwaUi').then((m) => ({ default: m.PwaStatus })),
);

/**
 * The page frame (docs/pwa.md, "Rules from the original site"): navigation bar, routed view with a
 * fade, and a footer that appears once the view reports that it has loaded. Green style on the root
 * path only.
 */
export function Layout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);

  // Where the visitor came from (list reset / return-to-card rule), updated during render
  // so the screen rendered for this location already sees it.
  const [navState, setNavState] = useState(() => initialNavState(location.pathname));
  const nextState = nextNavState(navState, location.pathname);
  if (nextState !== navState) setNavState(nextState);

  const [pwaStatus, setPwaStatus] = useState(isOffline);
  useEffect(() => (pwaStatus ? undefined : afterLoad(() => setPwaStatus(true))), [pwaStatus]);

  const [readyPath, setReadyPath] = useState<string | null>(null);
  const reportReady = useCallback((pathname: string) => setReadyPath(pathname), []);
  const showFooter = readyPath === location.pathname;

  // Global document title from the route meta; screens with disableGlobalTitle (or an error
  // screen, or a county list) set their own in a passive effect, which runs after this layout
  // effect. It follows the language, not `t`: `t` changes whenever a chunk adds its texts (the
  // banner slot after idle), and running again then would overwrite a screen's own title.
  const titleKey = meta.title;
  const disableGlobalTitle = meta.disableGlobalTitle ?? false;
  const language = i18n.language;
  useLayoutEffect(() => {
    if (disableGlobalTitle) return;
    document.title = titleKey
      ? documentTitle(i18n.t(`titles.${titleKey}`, { lng: language }))
      : SITE_NAME;
  }, [titleKey, disableGlobalTitle, i18n, language, location.pathname]);

  // Move focus to the new page for keyboard and screen reader users, unless the screen
  // already placed it inside the main area (e.g. the list returning to a card's item).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [location.pathname]);

  // A note from the page before, already in the reader's language ("Oled välja logitud.")
  const flash: unknown = (location.state as { flash?: unknown } | null)?.flash;

  const routeId = matches[matches.length - 1]?.id ?? 'root';
  const busy = navigation.state === 'loading';
  const green = location.pathname === '/';

  return (
    <div className={green ? 'layout layout--green' : 'layout'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {meta.header ? <SiteHeader /> : null}
      <div className={busy ? 'route-progress is-active' : 'route-progress'} aria-hidden="true" />
      {pwaStatus ? (
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      ) : null}
      <main id="main" ref={mainRef} tabIndex={-1} className="layout__main" aria-busy={busy}>
        {typeof flash === 'string' ? (
          <p className="container flash" role="status">
            <span className="alert alert--success">{flash}</span>
          </p>
        ) : null}
        <NavStateContext.Provider value={nextState}>
          <ViewReadyContext.Provider value={reportReady}>
            <div
              key={routeId}
              className={
                nextState.previous === null ? 'route-view route-view--first' : 'route-view'
              }
            >
              <Outlet />
            </div>
          </ViewReadyContext.Provider>
        </NavStateContext.Provider>
      </main>
      {showFooter ? <SiteFooter /> : null}
      <ScrollRestoration />
    </div>
  );
}

import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { startEarlyRequests } from '../lib/early-requests';
import { storedLanguage } from '../lib/i18n';
import { routes } from './routes';

// the first screen's data is on its way while its chunk loads
startEarlyRequests(routes, window.location, storedLanguage());
const router = createBrowserRouter(routes);

/** Settles when the router has the first screen's code and guards behind it (or their error). */
export const firstScreenLoaded = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

/**
 * The app shell has no data layer of its own: TanStack Query, ky and the typed client are
 * loaded with the screens that fetch (lib/QueryProvider), so the first screen stays light.
 */
export function App() {
  return <RouterProvider router={router} />;
}

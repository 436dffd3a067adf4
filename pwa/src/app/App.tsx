import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/**
 * The app shell has no data layer of its own: TanStack Query, ky and the typed client are
 * loaded with the screens that fetch (lib/QueryProvider), so the first screen stays light.
 */
export function App() {
  return <RouterProvider router={router} />;
}

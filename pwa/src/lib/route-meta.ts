import { useMatches } from 'react-router-dom';
import type { TitleKey } from '#domain/pages/page-titles';

/** The route meta (docs/pwa.md, "Rules from the original site"), in each route's `handle.meta`. */
export interface RouteMeta {
  /** Needs a logged-in user: without one the route's guard sends the visitor to /login */
  auth: boolean;
  /** Minimum numeric role (10 admin, 5 banners) */
  role: number;
  /** Whether the site's navigation header is shown (the 404 screen has none) */
  header: boolean;
  /** Route notice type as the original site numbered it: 1 funeral, 2 condolence, 3 memorial day */
  type?: 1 | 2 | 3;
  /** i18n key under `titles` for the document title */
  title?: TitleKey;
  /** The screen sets the document title itself (e.g. a notice card) */
  disableGlobalTitle?: boolean;
}

export const DEFAULT_META: RouteMeta = { auth: false, role: 0, header: true };

export function routeMeta(meta: Partial<RouteMeta>): { meta: RouteMeta } {
  return { meta: { ...DEFAULT_META, ...meta } };
}

function metaOf(handle: unknown): RouteMeta | null {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return null;
  return (handle as { meta: RouteMeta }).meta;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = metaOf(matches[i]?.handle);
    if (meta) return meta;
  }
  return DEFAULT_META;
}

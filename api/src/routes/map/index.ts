/**
 * GET /api/map: the map's optional tile layer. Without MAP_TILE_URL the map shows only the
 * county outlines the PWA ships, and nothing is fetched from outside.
 */
import type { AppDeps } from '../../context';
import { createRouter } from '../../lib/router';

/** The attribution OpenStreetMap's tile usage policy asks for. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

export interface MapConfig {
  tileUrl: string | null;
  attribution: string | null;
}

export function mapRoutes(deps: AppDeps) {
  const tileUrl = deps.mapTileUrl ?? null;
  const config: MapConfig = { tileUrl, attribution: tileUrl ? OSM_ATTRIBUTION : null };
  return createRouter().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(config);
  });
}

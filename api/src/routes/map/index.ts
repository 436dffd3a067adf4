/**
 * GET /api/map: the map's optional tile layer. Without MAP_TILE_URL the map shows only the
 * county outlines the PWA ships, and nothing is fetched from outside.
 */
import type { AppDeps } from '../../context';
import { createRouter } from '../../lib/router';

export interface MapConfig {
  tileUrl: string | null;
  attribution: string | null;
}

export function mapRoutes(deps: AppDeps) {
  const config: MapConfig = {
    tileUrl: deps.mapTiles?.url ?? null,
    attribution: deps.mapTiles?.attribution ?? null,
  };
  return createRouter().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(config);
  });
}

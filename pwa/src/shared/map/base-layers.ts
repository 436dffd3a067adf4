/**
 * The base of every map (the directory's map view, a company page's small map, the owner's pin
 * and the provider's request map): the EHAK county outlines (a static asset, precached, so a
 * map works offline) and a tile layer only when GET /api/map names one.
 */
import type * as Leaflet from 'leaflet';
import { useEffect } from 'react';
import countiesUrl from '#db/data/ehak/counties.geojson?url';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeafletModule } from './use-leaflet-map';
import { client, unwrap } from '../../lib/api';

const mapKeys = { config: () => ['map-config'] as const };

/** GET /api/map: the tile layer's URL template and attribution, or none (outlines only). */
const mapConfigQuery = queryOptions({
  queryKey: mapKeys.config(),
  queryFn: ({ signal }) => unwrap(client.api.map.$get({}, { init: { signal } })),
  staleTime: Infinity,
});

/** The county outlines, once per page load. */
let countiesShape: Promise<GeoJSON.GeoJsonObject> | null = null;
function loadCounties() {
  countiesShape ??= fetch(countiesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`GET ${countiesUrl}: HTTP ${response.status}`);
      return response.json() as Promise<GeoJSON.GeoJsonObject>;
    })
    .catch((err: unknown) => {
      countiesShape = null;
      throw err;
    });
  return countiesShape;
}

/**
 * Adds the county outlines (attributed `countiesLabel`) and the configured tile layer (its
 * provider's attribution in the map's corner). `outlinesOnly`: the server named no tile layer,
 * so the map has county borders and nothing else (a note under the map says so).
 */
export function useBaseLayers(
  map: Leaflet.Map | null,
  leaflet: LeafletModule | null,
  countiesLabel: string,
): { outlinesOnly: boolean } {
  const config = useQuery(mapConfigQuery);

  useEffect(() => {
    if (!map || !leaflet) return;
    let layer: Leaflet.GeoJSON | null = null;
    let cancelled = false;
    loadCounties().then(
      (shape) => {
        if (cancelled) return;
        layer = leaflet
          .geoJSON(shape, {
            attribution: countiesLabel,
            style: { className: 'directory-map__county', weight: 1 },
          })
          .addTo(map);
      },
      () => undefined, // the markers still show without the outlines
    );
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, leaflet, countiesLabel]);

  const tileUrl = config.data?.tileUrl ?? null;
  const tileAttribution = config.data?.attribution ?? undefined;
  useEffect(() => {
    if (!map || !leaflet || !tileUrl) return;
    const layer = leaflet
      .tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 19 })
      .addTo(map);
    return () => void layer.remove();
  }, [map, leaflet, tileUrl, tileAttribution]);

  return { outlinesOnly: config.isSuccess && !tileUrl };
}

/**
 * Leaflet without react-leaflet (whose licence is not open source): a map in a container the
 * caller renders. Leaflet and its CSS come in their own lazy chunk, loaded when the first map
 * mounts; the directory's maps and the provider's request map use this.
 */
import type * as Leaflet from 'leaflet';
import { type RefObject, useEffect, useState } from 'react';

export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | null = null;

/** Leaflet and its stylesheet, once per page load (again after a failure, e.g. offline). */
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([module]) => (module as { default?: LeafletModule }).default ?? module)
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

export interface LeafletMapState {
  /** The map, once Leaflet is in and the container is mounted */
  map: Leaflet.Map | null;
  /** The Leaflet module, for the caller's layers */
  leaflet: LeafletModule | null;
  error: unknown;
}

/**
 * A Leaflet map in `container`, centred on `center` at `zoom` when it is created (later changes
 * of those are the caller's: `map.setView`). Removed on unmount.
 */
export function useLeafletMap(
  container: RefObject<HTMLElement | null>,
  center: Leaflet.LatLngExpression,
  zoom: number,
  options: Leaflet.MapOptions = {},
): LeafletMapState {
  const [state, setState] = useState<LeafletMapState>({ map: null, leaflet: null, error: null });
  // the first center, zoom and options make the map; the hook does not follow later ones
  const [initial] = useState(() => ({ center, zoom, options }));

  useEffect(() => {
    let map: Leaflet.Map | null = null;
    let cancelled = false;
    loadLeaflet().then(
      (leaflet) => {
        if (cancelled || !container.current) return;
        map = leaflet.map(container.current, {
          ...initial.options,
          center: initial.center,
          zoom: initial.zoom,
        });
        setState({ map, leaflet, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setState({ map: null, leaflet: null, error });
      },
    );
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [container, initial]);

  return state;
}

/**
 * The owner's pin (its own lazy chunk, with Leaflet's): the directory's base layers and the
 * company's position; a tap or click on the map moves the pin there. The place search beside
 * it sets the position too, so the map is never the only way.
 */
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeafletMap } from '../map/use-leaflet-map';
import { useBaseLayers } from '../map/base-layers';
import '../map/map.css';

const ESTONIA_CENTER: [number, number] = [58.65, 25.0];
const COUNTRY_ZOOM = 7;
const PIN_ZOOM = 12;
/** About a metre: more is noise */
const round = (value: number) => Math.round(value * 100_000) / 100_000;

export default function PinMap({
  lat,
  lon,
  label,
  onPin,
}: {
  lat: number | null;
  lon: number | null;
  label: string;
  onPin: (lat: number, lon: number) => void;
}) {
  const { t } = useTranslation('directory');
  const container = useRef<HTMLDivElement>(null);
  const pinned = lat !== null && lon !== null;
  const { map, leaflet } = useLeafletMap(
    container,
    pinned ? [lat, lon] : ESTONIA_CENTER,
    pinned ? PIN_ZOOM : COUNTRY_ZOOM,
    { minZoom: 6, maxZoom: 18, scrollWheelZoom: false },
  );
  useBaseLayers(map, leaflet, t('map.counties'));

  // the latest callback, so the click handler is bound once
  const pin = useRef(onPin);
  useEffect(() => {
    pin.current = onPin;
  }, [onPin]);
  useEffect(() => {
    if (!map) return;
    const clicked = (event: Leaflet.LeafletMouseEvent) =>
      pin.current(round(event.latlng.lat), round(event.latlng.lng));
    map.on('click', clicked);
    return () => void map.off('click', clicked);
  }, [map]);

  useEffect(() => {
    if (!map || !leaflet || lat === null || lon === null) return;
    const marker = leaflet
      .circleMarker([lat, lon], { radius: 9, className: 'owner-pin-map__pin', weight: 3 })
      .addTo(map);
    if (!map.getBounds().contains([lat, lon])) map.setView([lat, lon], PIN_ZOOM);
    return () => void marker.remove();
  }, [map, leaflet, lat, lon]);

  return <div ref={container} className="owner-pin-map" role="application" aria-label={label} />;
}

/**
 * A company page's small map (its own lazy chunk, with Leaflet's): the directory's base layers
 * and the company's position. A picture for the eye only: the address and "Juhised" beside it
 * say the same in words and links.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeafletMap } from '#pwa/shared/map/use-leaflet-map';
import { useBaseLayers } from '#pwa/shared/map/base-layers';
import '#pwa/shared/map/map.css';

// near enough for the town, far enough for the county outlines (the offline base layer)
const COMPANY_ZOOM = 9;

export default function CompanyMap({
  lat,
  lon,
  label,
}: {
  lat: number;
  lon: number;
  label: string;
}) {
  const { t } = useTranslation('directory');
  const container = useRef<HTMLDivElement>(null);
  const { map, leaflet } = useLeafletMap(container, [lat, lon], COMPANY_ZOOM, {
    minZoom: 6,
    maxZoom: 17,
    keyboard: false,
    scrollWheelZoom: false,
  });
  useBaseLayers(map, leaflet, t('map.counties'));

  useEffect(() => {
    if (!map || !leaflet) return;
    const marker = leaflet
      .circleMarker([lat, lon], { radius: 9, className: 'company-map__marker', weight: 3 })
      .addTo(map);
    return () => void marker.remove();
  }, [map, leaflet, lat, lon]);

  // a group, not an image: Leaflet puts its zoom buttons and the map's credits (links) in it
  return <div ref={container} className="company-map" role="group" aria-label={label} />;
}

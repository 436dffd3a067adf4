/**
 * The inbox on a map (its own chunk; Leaflet in a further one, shared/map): one marker per
 * request at its settlement's centre — never the family's own point — opening a card that
 * links to the request. Every request is also in the list.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBaseLayers } from '../../shared/map/base-layers';
import { useLeafletMap } from '../../shared/map/use-leaflet-map';
import { MapFrame } from '../../shared/map/MapFrame';
import '../../shared/map/map.css';
import type { ProviderRequestItem } from './api';
import { requestPath } from './InboxItemCard';

const ESTONIA_CENTER: [number, number] = [58.65, 25.0];
const COUNTRY_ZOOM = 7;

export default function InboxMap({ items }: { items: ProviderRequestItem[] }) {
  const { t } = useTranslation('provider');
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const { map, leaflet, error } = useLeafletMap(container, ESTONIA_CENTER, COUNTRY_ZOOM, {
    minZoom: 6,
    maxZoom: 15,
  });
  useBaseLayers(map, leaflet, t('map.counties'));

  useEffect(() => {
    if (!map || !leaflet) return;
    const layer = leaflet.layerGroup().addTo(map);
    for (const item of items) {
      const title = `${item.services.map((s) => s.name).join(', ')} – ${item.settlement}`;
      const card = leaflet.DomUtil.create('div', 'directory-map__card');
      leaflet.DomUtil.create('strong', 'directory-map__card-name', card).textContent = title;
      const link = leaflet.DomUtil.create('a', 'directory-map__card-link', card);
      link.href = requestPath(item.id);
      link.textContent = t('item.open');
      link.addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(requestPath(item.id));
      });
      leaflet
        .marker([item.mapLat, item.mapLon], {
          icon: leaflet.divIcon({
            className: 'directory-map__marker inbox-map__marker',
            iconSize: [22, 22],
          }),
          title,
          alt: title,
        })
        .bindPopup(card)
        .addTo(layer);
    }
    return () => void layer.remove();
  }, [map, leaflet, items, t, navigate]);

  return (
    <MapFrame
      className="inbox-map"
      container={container}
      label={t('map.label')}
      status={!map && !error ? t('map.loading') : ''}
      error={error ? t('map.error') : null}
      note={t('map.hint')}
    />
  );
}

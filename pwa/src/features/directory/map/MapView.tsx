/**
 * The directory's map view (`?vaade=kaart`), its own lazy chunk: the EHAK county outlines as
 * the base layer (a static asset, precached, so the map works offline), a tile layer only when
 * GET /api/map names one, the user's position and the companies clustered. Every company is
 * also in the list: the map is never the only way to reach one.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LatLon } from '#domain/rules/geo';
import { type LeafletModule, useLeafletMap } from '#pwa/shared/map/use-leaflet-map';
import { type CompanyItem, type CompanyQuery, MAP_CAP, useMapCompanies } from '../api';
import { openText } from '../format';
import { companyPath } from '../list/CompanyListItem';
import { useBaseLayers } from '#pwa/shared/map/base-layers';
import { clusterIndex, hasPosition } from './clusters';
import { MapFrame } from '#pwa/shared/map/MapFrame';
import '#pwa/shared/map/map.css';

const ESTONIA_CENTER: [number, number] = [58.65, 25.0];
const COUNTRY_ZOOM = 7;
const NEAR_ZOOM = 10;

export default function MapView({
  query,
  position,
}: {
  query: CompanyQuery;
  position: LatLon | null;
}) {
  const { t, i18n } = useTranslation('directory');
  const language = i18n.resolvedLanguage ?? 'et';
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const { map, leaflet, error } = useLeafletMap(
    container,
    position ? [position.lat, position.lon] : ESTONIA_CENTER,
    position ? NEAR_ZOOM : COUNTRY_ZOOM,
    { minZoom: 6, maxZoom: 17 },
  );
  const companies = useMapCompanies(query);

  // base layer: the county outlines; a tile layer only when one is configured
  const { outlinesOnly } = useBaseLayers(map, leaflet, t('map.counties'));

  // the user's position
  const youLabel = t('map.you');
  const lat = position?.lat;
  const lon = position?.lon;
  useEffect(() => {
    if (!map || !leaflet || lat === undefined || lon === undefined) return;
    // a marker above the companies' (a company in the same square must not hide it)
    const marker = leaflet
      .marker([lat, lon], {
        icon: leaflet.divIcon({ className: 'directory-map__you', iconSize: [20, 20] }),
        title: youLabel,
        alt: youLabel,
        zIndexOffset: 1000,
        keyboard: false,
      })
      .addTo(map);
    map.setView([lat, lon], Math.max(map.getZoom(), NEAR_ZOOM));
    return () => void marker.remove();
  }, [map, leaflet, lat, lon, youLabel]);

  // the companies, clustered anew after every move
  const items = useMemo(() => companies.data ?? [], [companies.data]);
  const index = useMemo(() => clusterIndex(items), [items]);
  useEffect(() => {
    if (!map || !leaflet) return;
    const layer = leaflet.layerGroup().addTo(map);
    const draw = () => {
      layer.clearLayers();
      const bounds = map.getBounds();
      const bbox: [number, number, number, number] = [
        bounds.getWest(),
        bounds.getSouth(),
        bounds.getEast(),
        bounds.getNorth(),
      ];
      for (const mark of index.marks(bbox, map.getZoom())) {
        if (mark.kind === 'cluster') {
          const label = t('map.cluster', { count: mark.count });
          leaflet
            .marker([mark.lat, mark.lon], {
              icon: leaflet.divIcon({
                className: 'directory-map__cluster',
                html: `<span>${mark.count}</span>`,
                iconSize: [40, 40],
              }),
              title: label,
              alt: label,
            })
            .on('click', () => map.setView([mark.lat, mark.lon], index.expansionZoom(mark.id)))
            .addTo(layer);
        } else {
          leaflet
            .marker([mark.lat, mark.lon], {
              icon: leaflet.divIcon({ className: 'directory-map__marker', iconSize: [22, 22] }),
              title: mark.company.name,
              alt: mark.company.name,
            })
            // a popup of the map, not of the marker: redrawing the markers (the popup's own
            // pan moves the map) must not close it
            .on('click', () =>
              leaflet
                .popup({ offset: [0, -8] })
                .setLatLng([mark.lat, mark.lon])
                .setContent(companyCard(leaflet, mark.company))
                .openOn(map),
            )
            .addTo(layer);
        }
      }
    };
    // the card's link is a route change, not a page load
    const companyCard = (L: LeafletModule, company: CompanyItem) => {
      const card = L.DomUtil.create('div', 'directory-map__card');
      L.DomUtil.create('strong', 'directory-map__card-name', card).textContent = company.name;
      L.DomUtil.create('p', 'directory-map__card-open', card).textContent = openText(
        company,
        language,
      );
      const link = L.DomUtil.create('a', 'directory-map__card-link', card);
      link.href = companyPath(company.slug);
      link.textContent = t('map.openCompany');
      link.addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(companyPath(company.slug));
      });
      return card;
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
    };
  }, [map, leaflet, index, t, language, navigate]);

  const unplaced = items.filter((company) => !hasPosition(company)).length;
  return (
    <MapFrame
      container={container}
      label={t('map.label')}
      status={companies.isPending || (!map && !error) ? t('map.loading') : ''}
      error={error || companies.isError ? t('map.error') : null}
      note={
        <>
          {outlinesOnly ? `${t('map.outlinesOnly')} ` : ''}
          {items.length >= MAP_CAP ? `${t('map.capped', { count: MAP_CAP })} ` : ''}
          {unplaced > 0 ? `${t('map.noPosition', { count: unplaced })} ` : ''}
          {t('map.listHint')}
        </>
      }
    />
  );
}

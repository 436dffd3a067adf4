import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LatLon, roundPosition } from '../../../../../db/domain/geo';
import { PlaceCombobox } from '../../../shared/places/PlaceCombobox';
import { directoryQueries } from '../api';
import { useDeviceLocation } from './use-device-location';

interface PositionPanelProps {
  position: LatLon | null;
  placeId: number | null;
  onChange: (position: LatLon | null, placeId: number | null) => void;
}

/**
 * Where distances are measured from: the device ("Kasuta minu asukohta", asked only on that
 * button) or an EHAK place picked in the offline search (its inner point, fetched by id).
 */
export function PositionPanel({ position, placeId, onChange }: PositionPanelProps) {
  const { t } = useTranslation('directory');
  const onFound = useCallback((found: LatLon) => onChange(found, null), [onChange]);
  const device = useDeviceLocation(onFound);
  const queryClient = useQueryClient();
  const [placeFailed, setPlaceFailed] = useState(false);
  const place = useQuery({ ...directoryQueries.place(placeId ?? 0), enabled: placeId !== null });

  async function pickPlace(id: number | null) {
    setPlaceFailed(false);
    if (id === null) {
      if (placeId !== null) onChange(null, null);
      return;
    }
    try {
      const found = await queryClient.fetchQuery(directoryQueries.place(id));
      onChange(roundPosition(found), id);
    } catch {
      setPlaceFailed(true);
    }
  }

  let current = t('position.none');
  if (position && placeId !== null) {
    current = place.data ? t('position.fromPlace', { place: place.data.name }) : '';
  } else if (position) current = t('position.fromDevice');

  const problem =
    device.status === 'denied' || device.status === 'unavailable' || device.status === 'unsupported'
      ? t(`position.${device.status}`)
      : null;

  return (
    <section className="directory-position" aria-labelledby="position-heading">
      <h2 id="position-heading" className="directory-position__heading">
        {t('position.heading')}
      </h2>
      <p className="directory-position__current" role="status">
        {device.status === 'locating' ? t('position.locating') : current}
      </p>
      <div className="directory-position__actions">
        <button
          type="button"
          className="button"
          onClick={device.locate}
          aria-disabled={device.status === 'locating'}
        >
          {t('position.useMine')}
        </button>
        {position ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange(null, null)}
          >
            {t('position.clear')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      <PlaceCombobox
        className="directory-position__place"
        texts={{
          label: t('position.place.label'),
          hint: t('position.place.hint'),
          searching: t('position.place.searching'),
          results: (count) => t('position.place.results', { count }),
          noResults: t('position.place.noResults'),
          clear: t('position.place.clear'),
        }}
        value={placeId}
        onChange={(hit) => void pickPlace(hit ? hit.id : null)}
        error={placeFailed ? t('position.place.failed') : null}
      />
      <p className="status-text">{t('position.privacy')}</p>
    </section>
  );
}

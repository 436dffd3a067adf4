import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type LatLon, roundPosition } from '#domain/rules/geo';
import { PlaceCombobox } from '#pwa/shared/places/PlaceCombobox';
import type { PlaceHit } from '#pwa/shared/places/places';
import { useChosenPlace } from '#pwa/shared/places/use-place-search';
import { useDeviceLocation } from './use-device-location';

interface PositionPanelProps {
  position: LatLon | null;
  placeId: number | null;
  onChange: (position: LatLon | null, placeId: number | null) => void;
}

/**
 * Where distances are measured from: the device ("Kasuta minu asukohta", asked only on that
 * button) or an EHAK place picked in the offline search (its inner point comes with it, so
 * choosing works offline too).
 */
export function PositionPanel({ position, placeId, onChange }: PositionPanelProps) {
  const { t } = useTranslation('directory');
  const onFound = useCallback((found: LatLon) => onChange(found, null), [onChange]);
  const device = useDeviceLocation(onFound);
  const place = useChosenPlace(placeId);

  function pickPlace(hit: PlaceHit | null) {
    if (hit) onChange(roundPosition(hit), hit.id);
    else if (placeId !== null) onChange(null, null);
  }

  let current = t('position.none');
  if (position && placeId !== null) {
    current = place ? t('position.fromPlace', { place: place.name }) : '';
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
        onChange={pickPlace}
      />
      <p className="status-text">{t('position.privacy')}</p>
    </section>
  );
}

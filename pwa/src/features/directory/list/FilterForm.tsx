import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '#pwa/components/form/FormField';
import { SelectField } from '#pwa/components/form/SelectField';
import type { County } from '#pwa/shared/counties/query';
import type { Service } from '#pwa/shared/services/query';
import {
  type DirectoryFilter,
  type DirectorySort,
  MAX_NAME_LENGTH,
  SORTS,
  effectiveSort,
  filterToSearch,
} from './filter';

interface FilterFormProps {
  filter: DirectoryFilter;
  counties: readonly County[];
  /** The service checkboxes; none on a service's page (its service is fixed) */
  services: readonly Service[];
  onSubmit: (filter: DirectoryFilter) => void;
}

/** Name search, services, county, "Avatud praegu", "24/7 transport" and the order. */
export function FilterForm({ filter, counties, services, onSubmit }: FilterFormProps) {
  const { t } = useTranslation('directory');
  const id = useId();
  const [draft, setDraft] = useState(filter);
  // a new URL (back/forward, a link) starts the form over from it, during render so focus stays
  const urlKey = filterToSearch(filter);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setDraft(filter);
  }
  // folded on a phone's first screen unless something in it is set (a shared link, back)
  const [open, setOpen] = useState(
    () => filterToSearch({ ...filter, position: null, view: 'list' }) !== '',
  );
  const update = (patch: Partial<DirectoryFilter>) =>
    setDraft((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ ...draft, name: draft.name.trim() });
  }

  function toggleService(serviceId: number, checked: boolean) {
    const picked = new Set(draft.services);
    if (checked) picked.add(serviceId);
    else picked.delete(serviceId);
    update({ services: [...picked].sort((a, b) => a - b) });
  }

  return (
    <details
      className="directory-filter-box"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="directory-filter-box__summary">{t('filter.heading')}</summary>
      <form
        className="directory-filter"
        role="search"
        aria-label={t('filter.heading')}
        onSubmit={submit}
      >
        <FormField id={`${id}-name`} label={t('filter.name')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              name="name"
              maxLength={MAX_NAME_LENGTH}
              value={draft.name}
              onChange={(e) => update({ name: e.target.value })}
            />
          )}
        </FormField>
        {services.length > 0 ? (
          <fieldset className="directory-filter__services">
            <legend>{t('filter.services')}</legend>
            {services.map((service) => (
              <label key={service.id} className="checkbox">
                <input
                  type="checkbox"
                  name="service"
                  value={service.id}
                  checked={draft.services.includes(service.id)}
                  onChange={(e) => toggleService(service.id, e.target.checked)}
                />{' '}
                {service.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <SelectField
          id={`${id}-county`}
          label={t('filter.county')}
          name="county"
          value={draft.county ?? ''}
          onChange={(e) => update({ county: e.target.value || null })}
        >
          <option value="">{t('filter.allCounties')}</option>
          {counties.map((county) => (
            <option key={county.id} value={county.slug}>
              {county.name}
            </option>
          ))}
        </SelectField>
        <div className="directory-filter__switches">
          <label className="checkbox">
            <input
              type="checkbox"
              name="open"
              checked={draft.openNow}
              onChange={(e) => update({ openNow: e.target.checked })}
            />{' '}
            {t('filter.openNow')}
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              name="transport24"
              checked={draft.transport24}
              onChange={(e) => update({ transport24: e.target.checked })}
            />{' '}
            {t('filter.transport24')}
          </label>
        </div>
        <SelectField
          id={`${id}-sort`}
          label={t('filter.sort')}
          name="sort"
          value={effectiveSort(draft)}
          // a new order shows at once
          onChange={(e) => onSubmit({ ...draft, sort: e.target.value as DirectorySort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort} disabled={sort === 'distance' && !draft.position}>
              {t(`filter.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        {draft.position ? null : <p className="status-text">{t('filter.distanceNeedsPosition')}</p>}
        <button type="submit" className="button">
          {t('filter.submit')}
        </button>
      </form>
    </details>
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { type KeyboardEvent, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/FormField';
import { useFieldMessage } from '../../components/form/schema-form';
import { offlineDb } from '../../lib/offline-db';
import { type PlaceHit, usePlaceSearch } from './drafts/store';
import type { WizardForm } from './fields';

const placeLabel = (place: Pick<PlaceHit, 'name' | 'municipalityName'>) =>
  [place.name, place.municipalityName].filter(Boolean).join(', ');

/**
 * The optional settlement: a combobox (ARIA 1.2 pattern) over the EHAK places kept in the
 * browser, so it answers offline too. It offers only places in the chosen counties (the API
 * refuses a place outside them); its error is the API's field message when counties changed
 * after the place was chosen.
 */
export function PlaceField({ form }: { form: WizardForm }) {
  return (
    <Controller
      control={form.control}
      name="placeId"
      render={({ field }) => (
        <PlaceCombobox
          form={form}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

function PlaceCombobox({
  form,
  value,
  onChange,
  onBlur,
  inputRef,
}: {
  form: WizardForm;
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const listId = `${id}-list`;
  const message = useFieldMessage(form, 'placeId');
  const counties = useWatch({ control: form.control, name: 'counties' });
  // what the user is typing; null while the field shows the chosen place
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = useLiveQuery(
    () => (value === null ? undefined : offlineDb().places.get(value)),
    [value],
  );
  const hits = usePlaceSearch(typed ?? '', counties);
  const options = typed ? (hits ?? []) : [];
  const expanded = open && options.length > 0;

  function choose(place: PlaceHit) {
    onChange(place.id);
    setTyped(null);
    setOpen(false);
    setActive(-1);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault(); // choosing is not sending the form
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else if (typed !== null) setTyped(null);
    }
  }

  let status = '';
  if (typed) {
    if (hits === undefined) status = t('place.searching');
    else status = hits.length ? t('place.results', { count: hits.length }) : t('place.noResults');
  }

  return (
    <FormField
      id={id}
      className="wizard-place"
      label={t('place.label')}
      hint={t('place.hint')}
      error={message}
      after={
        <>
          <p className="visually-hidden" role="status">
            {open ? status : ''}
          </p>
          {typed && hits !== undefined && hits.length === 0 ? (
            <p className="status-text">{t('place.noResults')}</p>
          ) : null}
        </>
      }
    >
      {(control) => (
        <div className="combobox">
          <input
            {...control}
            ref={inputRef}
            className="input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            value={typed ?? (chosen ? placeLabel(chosen) : '')}
            onChange={(e) => {
              setTyped(e.target.value);
              setOpen(true);
              setActive(-1);
              if (value !== null) onChange(null);
            }}
            onKeyDown={keyDown}
            onBlur={() => {
              setOpen(false);
              onBlur();
            }}
          />
          <ul id={listId} role="listbox" className="combobox__list" hidden={!expanded}>
            {options.map((place, i) => (
              // the keyboard stays in the input (aria-activedescendant); a tap chooses here
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={place.id}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'combobox__option is-active' : 'combobox__option'}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(place)}
              >
                {placeLabel(place)}
              </li>
            ))}
          </ul>
          {value !== null ? (
            <button
              type="button"
              className="link-button combobox__clear"
              onClick={() => {
                onChange(null);
                setTyped(null);
              }}
            >
              {t('place.clear')}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

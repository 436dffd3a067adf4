import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { FormField } from '../../components/form/FormField';
import type { PlaceHit } from './places';
import { useChosenPlace, usePlaceSearch } from './use-place-search';

const placeLabel = (place: Pick<PlaceHit, 'name' | 'municipalityName'>) =>
  [place.name, place.municipalityName].filter(Boolean).join(', ');

/** The words of the combobox, in the caller's namespace. */
export interface PlaceComboboxTexts {
  label: string;
  hint?: string;
  searching: string;
  results: (count: number) => string;
  noResults: string;
  clear: string;
}

interface PlaceComboboxProps {
  texts: PlaceComboboxTexts;
  value: number | null;
  onChange: (place: PlaceHit | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Only places in these counties; none: anywhere */
  countyIds?: readonly number[];
  error?: string | null;
  className?: string;
}

/**
 * A settlement picked from the EHAK places kept in the browser (so it answers offline too):
 * a combobox in the ARIA 1.2 pattern, the keyboard staying in the input.
 */
export function PlaceCombobox({
  texts,
  value,
  onChange,
  onBlur,
  inputRef,
  countyIds,
  error,
  className,
}: PlaceComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  // what the user is typing; null while the field shows the chosen place
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = useChosenPlace(value);
  const hits = usePlaceSearch(typed ?? '', countyIds);
  const options = typed ? (hits ?? []) : [];
  const expanded = open && options.length > 0;

  function choose(place: PlaceHit) {
    onChange(place);
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
    if (hits === undefined) status = texts.searching;
    else status = hits.length ? texts.results(hits.length) : texts.noResults;
  }

  return (
    <FormField
      id={id}
      className={className}
      label={texts.label}
      hint={texts.hint}
      error={error}
      after={
        <>
          <p className="visually-hidden" role="status">
            {open ? status : ''}
          </p>
          {typed && hits !== undefined && hits.length === 0 ? (
            <p className="status-text">{texts.noResults}</p>
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
              onBlur?.();
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
              {texts.clear}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

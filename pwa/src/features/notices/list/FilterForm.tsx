import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NOTICE_TYPES, type NoticeType } from '#domain/vocabulary/notice-types';
import { LIST_LIMITS, type Sort } from '#domain/inputs/limits';
import type { County } from '#pwa/shared/counties/query';
import { DateField } from '#pwa/components/date/DateField';
import { normalizeDayInput } from '#pwa/components/date/date-input';
import {
  LIST_KINDS,
  filterToUrl,
  hasErrors,
  isDefaultFilter,
  validateFilter,
  type FilterErrors,
  type FilterField,
  type ListFilter,
  type ListKind,
} from './filter';

interface FilterFormProps {
  kind: ListKind;
  filter: ListFilter;
  counties: readonly County[];
  /** Problems of the filter in the URL (shown at once, the API is not called) */
  clientErrors: FilterErrors;
  /** Field messages of a 422 answer, already localised by the server */
  serverFields: Record<string, string>;
  onSubmit: (filter: ListFilter) => void;
}

const SORTS: { value: Sort; key: 'newer' | 'older' | 'surname' }[] = [
  { value: 0, key: 'newer' },
  { value: 1, key: 'older' },
  { value: 2, key: 'surname' },
];

const FIELD_ORDER: FilterField[] = ['name', 'dateFrom', 'dateTo'];

const TYPE_FILTER_LABELS = {
  0: 'nav.funeral',
  1: 'nav.condolences',
  2: 'nav.memorials',
} as const satisfies Record<NoticeType, string>;

export function FilterForm({
  kind,
  filter,
  counties,
  clientErrors,
  serverFields,
  onSubmit,
}: FilterFormProps) {
  const { t } = useTranslation('notices');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(filter);
  const [errors, setErrors] = useState<FilterErrors>(clientErrors);
  const [dismissedServer, setDismissedServer] = useState<ReadonlySet<string>>(new Set());
  // A new URL (submit, back/forward, a link) starts the form over from it. Done during render
  // rather than by remounting, so keyboard focus stays on the field or button in use.
  const urlKey = filterToUrl(kind, filter);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setDraft(filter);
    setErrors(clientErrors);
    setDismissedServer(new Set());
  }
  // On narrow screens the extra fields fold away unless something in them is set.
  const [expanded, setExpanded] = useState(
    () => !isDefaultFilter(kind, { ...filter, name: '' }) || hasErrors(clientErrors),
  );
  const fixedType = LIST_KINDS[kind].type;

  function update(patch: Partial<ListFilter>, field?: string) {
    setDraft((current) => ({ ...current, ...patch }));
    if (field) {
      setErrors((current) => {
        const { [field as FilterField]: _removed, ...rest } = current;
        return rest;
      });
      setDismissedServer((current) => new Set(current).add(field));
    }
  }

  function message(field: string): string | null {
    const key = errors[field as FilterField];
    if (key) return t(`validation.${key}`, { max: LIST_LIMITS.nameMax });
    if (!dismissedServer.has(field) && serverFields[field]) return serverFields[field];
    return null;
  }

  function toggleType(type: NoticeType, checked: boolean) {
    const types = checked
      ? [...new Set([...draft.types, type])].sort()
      : draft.types.filter((t) => t !== type);
    update({ types });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(draft);
  }

  /** Checks the filter and shows it (the "Otsi" button, and a new order at once). */
  function apply(values: ListFilter) {
    const next: ListFilter = {
      ...values,
      name: values.name.trim(),
      dateFrom: normalizeDayInput(values.dateFrom) ?? values.dateFrom.trim(),
      dateTo: normalizeDayInput(values.dateTo) ?? values.dateTo.trim(),
      types: values.types.length === 0 ? [...NOTICE_TYPES] : values.types,
    };
    const found = validateFilter(next);
    setDraft(next);
    if (hasErrors(found)) {
      setErrors(found);
      setExpanded(true);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) {
        // after React has rendered the messages and the folded fields
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus(),
        );
      }
      return;
    }
    setErrors({});
    onSubmit(next);
  }

  const nameError = message('name');
  const typeError = message('type');
  const countyError = message('county');
  const sortError = message('sort');

  return (
    <form
      ref={formRef}
      className="filter-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-legend`}
      role="search"
    >
      <h2 id={`${id}-legend`} className="visually-hidden">
        {t('filter.legend')}
      </h2>
      <div className="filter-form__main">
        <div className="field filter-form__name">
          <label htmlFor={`${id}-name`}>{t('filter.name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            className="input"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={LIST_LIMITS.nameMax + 20}
            placeholder={t('filter.namePlaceholder')}
            value={draft.name}
            onChange={(e) => update({ name: e.target.value }, 'name')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="button button--quiet filter-form__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-more`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('filter.hide') : t('filter.show')}
        </button>
      </div>

      <div
        id={`${id}-more`}
        className={expanded ? 'filter-form__more is-open' : 'filter-form__more'}
      >
        {fixedType === null ? (
          <fieldset className="field filter-form__types">
            <legend>{t('filter.types')}</legend>
            <div className="filter-form__checks">
              {NOTICE_TYPES.map((type) => (
                <label key={type} className="checkbox">
                  <input
                    type="checkbox"
                    name="type"
                    value={type}
                    checked={draft.types.includes(type)}
                    onChange={(e) => toggleType(type, e.target.checked)}
                  />
                  <span>{t(TYPE_FILTER_LABELS[type])}</span>
                </label>
              ))}
            </div>
            {typeError ? <p className="field-error">{typeError}</p> : null}
          </fieldset>
        ) : null}

        <div className="filter-form__dates">
          <DateField
            id={`${id}-from`}
            name="dateFrom"
            label={t('filter.dateFrom')}
            calendarLabel={t('filter.openCalendarFrom')}
            value={draft.dateFrom}
            error={message('dateFrom')}
            onChange={(value) => update({ dateFrom: value }, 'dateFrom')}
          />
          <DateField
            id={`${id}-to`}
            name="dateTo"
            label={t('filter.dateTo')}
            calendarLabel={t('filter.openCalendarTo')}
            value={draft.dateTo}
            error={message('dateTo')}
            onChange={(value) => update({ dateTo: value }, 'dateTo')}
          />
        </div>

        <div className="field">
          <label htmlFor={`${id}-county`}>{t('filter.county')}</label>
          <select
            id={`${id}-county`}
            name="county"
            className="select"
            value={draft.county ?? ''}
            onChange={(e) => update({ county: e.target.value || null }, 'county')}
            aria-invalid={countyError ? true : undefined}
          >
            <option value="">{t('filter.allCounties')}</option>
            {counties.map((county) => (
              <option key={county.id} value={county.slug}>
                {county.name}
              </option>
            ))}
            {/* a county from the URL before the list has loaded keeps its place */}
            {draft.county && !counties.some((c) => c.slug === draft.county) ? (
              <option value={draft.county}>{draft.county}</option>
            ) : null}
          </select>
          {countyError ? <p className="field-error">{countyError}</p> : null}
        </div>

        <div className="field">
          <label htmlFor={`${id}-sort`}>{t('filter.sort')}</label>
          <select
            id={`${id}-sort`}
            name="sort"
            className="select"
            value={draft.sort}
            // a new order applies at once, with what the form holds
            onChange={(e) => {
              update({ sort: Number(e.target.value) as Sort }, 'sort');
              apply({ ...draft, sort: Number(e.target.value) as Sort });
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {t(`filter.sorts.${sort.key}`)}
              </option>
            ))}
          </select>
          {sortError ? <p className="field-error">{sortError}</p> : null}
        </div>
      </div>

      <div className="filter-form__actions">
        <button type="submit" className="button">
          {t('filter.submit')}
        </button>
        {!isDefaultFilter(kind, filter) ? (
          <Link className="button button--quiet" to={LIST_KINDS[kind].path}>
            {t('filter.reset')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

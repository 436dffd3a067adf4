import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DateField } from '../../components/date/DateField';
import { pageParam } from '../../lib/paging';

/**
 * The URL's filters of a section (`names`, plus `from`, `to` and `page`): each value ('' when
 * absent), the page number, and `query`, the non-empty ones as the API's query
 */
export function useFilterParams<K extends string>(names: readonly K[]) {
  const [params] = useSearchParams();
  const read = (name: string) => params.get(name)?.trim() ?? '';
  const values = Object.fromEntries(
    [...names, 'from', 'to'].map((name) => [name, read(name)]),
  ) as Record<K | 'from' | 'to', string>;
  const page = pageParam(params.get('page'));
  const query: Record<string, string> = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== ''),
  );
  if (page > 0) query.page = String(page);
  return { values, page, query, key: JSON.stringify(values) };
}

/**
 * An admin section's filter form, kept in the URL (so a filtered page can be reloaded or
 * shared): its text search, the section's own fields (`children`, uncontrolled, by their
 * `name`), then the days
 * from–to (DD.MM.YYYY, Tallinn). Searching starts again at the first page. `errors` are the
 * server's field messages (a day that is not one).
 */
export function AdminFilters({
  search,
  children,
  errors,
}: {
  /** The text search field first (its URL name, label, longest value and current value) */
  search: { name: string; label: string; maxLength: number; value: string };
  children: ReactNode;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [to, setTo] = useState(params.get('to') ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    setParams(next);
  }

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-search`}>{search.label}</label>
        <input
          id={`${id}-search`}
          className="input"
          name={search.name}
          type="search"
          autoComplete="off"
          maxLength={search.maxLength}
          defaultValue={search.value}
        />
      </div>
      {children}
      <DateField
        id={`${id}-from`}
        name="from"
        label={t('filter.from')}
        calendarLabel={`${t('filter.calendar')}: ${t('filter.from')}`}
        value={from}
        error={errors.from ?? null}
        onChange={setFrom}
      />
      <DateField
        id={`${id}-to`}
        name="to"
        label={t('filter.to')}
        calendarLabel={`${t('filter.calendar')}: ${t('filter.to')}`}
        value={to}
        error={errors.to ?? null}
        onChange={setTo}
      />
      <div className="admin-filters__actions">
        <button type="submit" className="button">
          {t('filter.submit')}
        </button>
      </div>
    </form>
  );
}

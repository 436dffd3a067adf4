import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { LIST_LIMITS } from '#domain/inputs/limits';
import './search.css';

/** The query parameter of the search page (`/otsing?q=`) */
export const SEARCH_PARAM = 'q';

/** The path of the search page for some words. */
export function searchPath(text: string): string {
  const params = new URLSearchParams({ [SEARCH_PARAM]: text.trim() });
  return `${pagePath('search')}?${params.toString()}`;
}

/**
 * The site's one search box over the articles and help pages: a labelled field that leads to
 * `/otsing?q=` (the "search" namespace must be loaded: loadSearchTexts).
 */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(SEARCH_PARAM);
    if (typeof text === 'string' && text.trim()) void navigate(searchPath(text));
  }

  return (
    <form className="search-box" role="search" action={pagePath('search')} onSubmit={submit}>
      <label htmlFor={id}>{t('label')}</label>
      <div className="search-box__row">
        <input
          id={id}
          className="input"
          type="search"
          name={SEARCH_PARAM}
          defaultValue={initial}
          key={initial}
          placeholder={t('placeholder')}
          maxLength={LIST_LIMITS.nameMax}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

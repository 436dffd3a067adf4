import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { withQueries } from '../../lib/QueryProvider';
import { NOT_SAVED_CODE } from '../../lib/sw-rules';
import { useViewReady } from '../../lib/view-ready';
import { SEARCH_PARAM, SearchBox } from '../../shared/search/SearchBox';
import { type SearchResult, useSearch } from './api';
import './articles.css';

/** Fewer characters than this are not sent (the API wants two) */
const MIN_LENGTH = 2;

/**
 * `/otsing?q=`: the site search over the articles and help pages, the matching words of each
 * snippet in `<mark>` (the snippet is text: never read as HTML).
 */
export const SearchScreen = withQueries(SearchContent);

function SearchContent() {
  const { t } = useTranslation(['search', 'translation']);
  const [params] = useSearchParams();
  const text = (params.get(SEARCH_PARAM) ?? '').trim();
  const search = useSearch(text);
  useViewReady(text.length < MIN_LENGTH || !search.isPending);

  let status = '';
  if (text && text.length < MIN_LENGTH) status = t('tooShort');
  else if (search.isPending && text) status = t('loading');
  else if (search.isSuccess)
    status = search.data.length ? t('found', { count: search.data.length }) : t('none');

  return (
    <div className="container narrow page search-page">
      <h1>{t('translation:titles.search')}</h1>
      <SearchBox initial={text} />
      <p className="search-page__status" role="status" aria-live="polite">
        {status}
      </p>
      {search.isError ? (
        <div className="alert" role="alert">
          <p>{search.error.code === NOT_SAVED_CODE ? t('notSaved') : t('failed')}</p>
          <button type="button" className="button" onClick={() => void search.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {search.isSuccess && search.data.length > 0 ? (
        <ol className="search-results">
          {search.data.map((result) => (
            <li key={result.path}>
              <SearchHit result={result} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function SearchHit({ result }: { result: SearchResult }) {
  const { t } = useTranslation('search');
  return (
    <article className="search-hit">
      <p className="search-hit__kind">{t(`kinds.${result.kind}`)}</p>
      <h2 className="search-hit__title">
        <Link to={result.path}>{result.title}</Link>
      </h2>
      <p className="search-hit__snippet">
        {result.snippet.map((part, i) =>
          part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </p>
    </article>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { POEM_SAMPLES_SLUG } from '#domain/pages/help-pages';
import {
  POEM_MOODS,
  POEM_NOTICE_TYPES,
  type PoemNoticeType,
  isPoemMood,
  isPoemNoticeType,
} from '#domain/vocabulary/poem-moods';
import { LoadFailed, Loading } from '../../components/LoadState';
import { withQueries } from '../../lib/QueryProvider';
import { prefillPath } from '../../shared/notice/prefill';
import { type BankPoem, usePoems } from '../../shared/poems/query';
import { HelpFrame, HelpLinks } from './HelpFrame';

/** The filters in the address: ?meeleolu=nature&liik=2 */
const MOOD_PARAM = 'meeleolu';
const TYPE_PARAM = 'liik';

function filterOf(search: URLSearchParams) {
  const mood = search.get(MOOD_PARAM);
  const type = Number(search.get(TYPE_PARAM));
  return {
    mood: isPoemMood(mood) ? mood : null,
    type: isPoemNoticeType(type) ? type : null,
  };
}

/**
 * /kasulikku/luuletuste-naidised: the page's introduction (choosing a poem, the rights rule) and
 * the poem bank filtered by mood and notice type (kept in the address), each poem with its
 * author, its rights and "Kasuta teates", which starts a notice with the poem chosen.
 */
export const PoemSamplesScreen = withQueries(function PoemSamplesScreen() {
  return (
    <HelpFrame slug={POEM_SAMPLES_SLUG} kind="poems" className="poem-samples">
      {(content) => (
        <>
          {/* sanitised with an allow-list when the page was saved */}
          <div className="help-page__body" dangerouslySetInnerHTML={{ __html: content.html }} />
          <PoemBank />
          <HelpLinks except={POEM_SAMPLES_SLUG} />
        </>
      )}
    </HelpFrame>
  );
});

function PoemBank() {
  const { t } = useTranslation('help');
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const poems = usePoems();

  const choose = (param: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(param, value);
    else next.delete(param);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const shown = (poems.data?.items ?? []).filter(
    (poem) =>
      (filter.mood === null || poem.mood === filter.mood) &&
      (filter.type === null || poem.noticeTypes.includes(filter.type)),
  );

  return (
    <section className="poem-samples__bank" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('poems.heading')}</h2>
      <fieldset className="poem-samples__filters">
        <legend className="visually-hidden">{t('poems.filters')}</legend>
        <FilterSelect
          id={`${id}-mood`}
          label={t('poems.mood')}
          value={filter.mood ?? ''}
          options={POEM_MOODS.map((mood) => [mood, t(`poems.moods.${mood}`)])}
          onChange={(value) => choose(MOOD_PARAM, value)}
        />
        <FilterSelect
          id={`${id}-type`}
          label={t('poems.type')}
          value={String(filter.type ?? '')}
          options={POEM_NOTICE_TYPES.map((type) => [String(type), t(`poems.types.${type}`)])}
          onChange={(value) => choose(TYPE_PARAM, value)}
        />
      </fieldset>
      {poems.isPending ? (
        <Loading />
      ) : poems.isError ? (
        <LoadFailed message={t('poems.loadError')} retry={poems.refetch} />
      ) : (
        <>
          <p className="poem-samples__count" role="status">
            {t('poems.found', { count: shown.length })}
          </p>
          {shown.length === 0 ? <p>{t('poems.empty')}</p> : null}
          <ul className="poem-samples__list">
            {shown.map((poem) => (
              <li key={poem.id}>
                <PoemSample poem={poem} type={filter.type ?? poem.noticeTypes[0] ?? 1} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A filter's label and its choices, "Kõik" first (the empty value: no filter) */
function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: [value: string, label: string][];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('help');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('poems.any')}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

function PoemSample({ poem, type }: { poem: BankPoem; type: PoemNoticeType }) {
  const { t } = useTranslation('help');
  const author = poem.authorDeathYear
    ? `${poem.author} (${t('poems.died', { year: poem.authorDeathYear })})`
    : poem.author;
  return (
    <article className="poem-sample">
      <h3>{poem.title}</h3>
      <p className="poem-sample__body">{poem.body}</p>
      <p className="poem-sample__author">— {author}</p>
      <p className="poem-sample__rights">
        {poem.free ? t('poems.free') : t('poems.licensed', { licence: poem.licence ?? '' })}
        {' · '}
        {poem.noticeTypes.map((each) => t(`poems.types.${each}`)).join(', ')}
        {' · '}
        {t(`poems.moods.${poem.mood}`)}
      </p>
      <Link
        className="button button--quiet"
        to={prefillPath({ type, poemId: poem.id })}
        aria-label={t('poems.useLabel', { title: poem.title })}
      >
        {t('poems.use')}
      </Link>
    </article>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MODERATION_KINDS, QUEUE_SORTS, QUEUE_STATES } from '#domain/vocabulary/moderation';
import { FormSuccess } from '#pwa/components/actions';
import { SelectField } from '#pwa/components/form/SelectField';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { pageCount, pageParam } from '#pwa/lib/paging';
import { useViewReady } from '#pwa/lib/view-ready';
import { type QueueFilter, useModerationQueue } from './api';
import { AdminPager } from '../AdminPager';
import { ModerationItem } from './ModerationItem';
import './moderation.css';

const oneOf = <T extends string>(list: readonly T[], raw: string | null, fallback: T): T =>
  list.includes(raw as T) ? (raw as T) : fallback;

/**
 * /admin/moderatsioon (role 10): the queue of reported and held replies and reviews, filtered
 * by kind and state (in the address, so a filter survives a reload), each with its words (read
 * only), its context, the reports and the actions.
 */
export const ModerationScreen = withQueries(ModerationScreenContent);

function ModerationScreenContent() {
  const { t } = useTranslation('adminModeration');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filter: QueueFilter = {
    kind: MODERATION_KINDS.find((k) => k === kind) ?? null,
    state: oneOf(QUEUE_STATES, params.get('state'), 'waiting'),
    sort: oneOf(QUEUE_SORTS, params.get('sort'), 'newest'),
    page: pageParam(params.get('page')),
  };
  const [news, setNews] = useState<string | null>(null);
  const query = useModerationQueue(filter);
  useViewReady(!query.isPending);

  /** The address with one filter changed (back to the first page) */
  const withParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    return next;
  };
  const choose = (name: string, value: string, fallback: string) => {
    setNews(null);
    setParams(withParam(name, value === fallback ? null : value));
  };

  let results;
  if (query.isPending) {
    results = <Loading />;
  } else if (query.isError) {
    results = (
      <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  } else {
    const { items, total } = query.data;
    const pages = pageCount(query.data);
    results = (
      <>
        <p className="status-text" role="status">
          {total === 0 ? t('empty') : t('found', { count: total })}
        </p>
        <ul className="moderation-queue" aria-busy={query.isPlaceholderData}>
          {items.map((item) => (
            <ModerationItem key={`${item.kind}-${item.id}`} item={item} onNews={setNews} />
          ))}
        </ul>
        <AdminPager page={filter.page} pages={pages} />
      </>
    );
  }

  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="hint">{t('lead')}</p>
      <form
        className="moderation-filters"
        aria-label={t('filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          id={`${id}-kind`}
          label={t('kind')}
          value={filter.kind ?? 'all'}
          onChange={(e) => choose('kind', e.target.value, 'all')}
        >
          {(['all', ...MODERATION_KINDS] as const).map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-state`}
          label={t('state')}
          value={filter.state}
          onChange={(e) => choose('state', e.target.value, 'waiting')}
        >
          {QUEUE_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`states.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-sort`}
          label={t('sort')}
          value={filter.sort}
          onChange={(e) => choose('sort', e.target.value, 'newest')}
        >
          {QUEUE_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sorts.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <FormSuccess message={news} />
      {results}
    </>
  );
}

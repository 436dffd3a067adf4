import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormSuccess } from '../../../components/actions';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { pageCount, pageParam } from '../../../lib/paging';
import { withQueries } from '../../../lib/QueryProvider';
import { useViewReady } from '../../../lib/view-ready';
import { AdminPager } from '../AdminPager';
import { AdminSearch } from '../AdminSearch';
import { type AdminPoem, poemKeys, useAdminPoems } from './api';
import { PoemForm } from './PoemForm';
import { PoemRow } from './PoemRow';

/** /admin/luuletused (role 10): the poem bank with its rights; the form opens in place of the list. */
export const PoemsScreen = withQueries(PoemsScreenContent);

function PoemsScreenContent() {
  const { t } = useTranslation('adminPoems');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const [news, setNews] = useState<string | null>(null);
  /** The poem in the form: 'new', one of the list's, or none (the list shows) */
  const [editing, setEditing] = useState<AdminPoem | 'new' | null>(null);
  const query = useAdminPoems(q, page);
  useViewReady(!query.isPending);

  const refresh = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: poemKeys.all() });
    setNews(message);
  };

  if (editing !== null) {
    return (
      <>
        <h1>{t('heading')}</h1>
        <PoemForm
          key={editing === 'new' ? 'new' : editing.id}
          poem={editing === 'new' ? null : editing}
          onSaved={(saved) => {
            setEditing(null);
            void refresh(t('item.saved', { title: saved.title }));
          }}
          onCancel={() => setEditing(null)}
        />
      </>
    );
  }

  let results;
  if (query.isPending) results = <Loading />;
  else if (query.isError)
    results = (
      <LoadFailed message={`${t('list.loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  else {
    const { items, total } = query.data;
    results = (
      <>
        <p className="status-text" role="status">
          {total === 0 ? t('list.empty') : t('list.found', { count: total })}
        </p>
        <ul className="admin-users" aria-busy={query.isPlaceholderData}>
          {items.map((poem) => (
            <PoemRow
              key={poem.id}
              poem={poem}
              onEdit={() => setEditing(poem)}
              onDeleted={refresh}
            />
          ))}
        </ul>
        <AdminPager page={page} pages={pageCount(query.data)} />
      </>
    );
  }

  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <p>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('add')}
        </button>
      </p>
      <AdminSearch
        label={t('search')}
        button={t('searchButton')}
        q={q}
        onSearch={(form) => {
          const value = String(form.get('q') ?? '').trim();
          setNews(null);
          setParams(value ? { q: value } : {});
        }}
      />
      <FormSuccess message={news} />
      {results}
    </>
  );
}

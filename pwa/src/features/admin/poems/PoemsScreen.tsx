import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormSuccess } from '#pwa/components/actions';
import { pageParam } from '#pwa/lib/paging';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { AdminResults } from '../AdminResults';
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

  const results = (
    <AdminResults
      query={query}
      page={page}
      listClassName="admin-users"
      texts={{
        loadError: t('list.loadError'),
        empty: t('list.empty'),
        found: (count) => t('list.found', { count }),
      }}
      renderItem={(poem) => (
        <PoemRow key={poem.id} poem={poem} onEdit={() => setEditing(poem)} onDeleted={refresh} />
      )}
    />
  );

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

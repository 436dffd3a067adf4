import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAME_MAX } from '#domain/inputs/auth';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { pageCount, pageParam } from '#pwa/lib/paging';
import { useSession } from '#pwa/lib/session';
import { useViewReady } from '#pwa/lib/view-ready';
import { FormSuccess } from '#pwa/components/actions';
import { AdminPager } from '../AdminPager';
import { useAdminUsers } from './api';
import { UserRow } from './UserRow';

/** /admin/kasutajad (role 10): find users, change their role, delete them. */
export const UsersScreen = withQueries(UsersScreenContent);

function UsersScreenContent() {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params.get('page'));
  const me = useSession()?.user.id;
  const [news, setNews] = useState<string | null>(null);
  const query = useAdminUsers(q, page);
  useViewReady(!query.isPending);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setNews(null);
    setParams(value ? { q: value } : {});
  }

  let results;
  if (query.isPending) {
    results = <Loading />;
  } else if (query.isError) {
    results = (
      <LoadFailed
        message={`${t('users.loadError')} ${query.error.message}`}
        retry={query.refetch}
      />
    );
  } else {
    const { items, total } = query.data;
    const pages = pageCount(query.data);
    results = (
      <>
        <p className="status-text" role="status">
          {total === 0 ? t('users.empty') : t('users.found', { count: total })}
        </p>
        <ul className="admin-users" aria-busy={query.isPlaceholderData}>
          {items.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === me} onNews={setNews} />
          ))}
        </ul>
        <AdminPager page={page} pages={pages} />
      </>
    );
  }

  return (
    <>
      <h1>{t('users.heading')}</h1>
      <form className="admin-search" role="search" onSubmit={search}>
        <div className="field admin-search__field">
          <label htmlFor={searchId}>{t('users.search')}</label>
          <input
            key={q}
            id={searchId}
            className="input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={NAME_MAX}
            defaultValue={q}
          />
        </div>
        <button type="submit" className="button">
          {t('users.searchButton')}
        </button>
      </form>
      <FormSuccess message={news} />
      {results}
    </>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_LIMITS } from '../../../../../db/domain/limits';
import { NOTICE_STATUSES } from '../../../../../db/domain/statuses';
import { FormSuccess } from '../../../components/actions';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { SelectField } from '../../../components/form/SelectField';
import { withQueries } from '../../../lib/QueryProvider';
import { pageCount, pageParam } from '../../../lib/paging';
import { useViewReady } from '../../../lib/view-ready';
import { AdminFilters, useFilterParams } from '../AdminFilters';
import { AdminPager } from '../AdminPager';
import { type AdminNoticeFilter, useAdminNotices } from './api';
import { NoticeRow } from './NoticeRow';
import { loadAdminNoticesTexts } from './texts';

/** The registry's loader: the section's texts, then its screen */
export async function loadScreen() {
  await loadAdminNoticesTexts();
  return NoticesScreen;
}

/** /admin/teated (role 10): search all notices by name, status and days; hide and unhide. */
const NoticesScreen = withQueries(NoticesScreenContent);

function NoticesScreenContent() {
  const { t } = useTranslation('adminNotices');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const [news, setNews] = useState<string | null>(null);
  const { q, status, from, to, page: rawPage } = useFilterParams(['q', 'status', 'page']);
  const page = pageParam(rawPage || null);
  const filter: AdminNoticeFilter = Object.fromEntries(
    Object.entries({ q, status, from, to, page: page ? String(page) : '' }).filter(([, v]) => v),
  );
  const query = useAdminNotices(filter);
  useViewReady(!query.isPending);

  let results;
  if (query.isPending) {
    results = <Loading />;
  } else if (query.isError) {
    results = (
      <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  } else {
    const { items, total } = query.data;
    results = (
      <>
        <p className="status-text" role="status">
          {total === 0 ? t('empty') : t('found', { count: total })}
        </p>
        <ul className="admin-entries" aria-busy={query.isPlaceholderData}>
          {items.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} onNews={setNews} />
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
      <AdminFilters
        key={JSON.stringify([q, status, from, to])}
        errors={query.isError ? query.error.fields : {}}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('name')}</label>
          <input
            id={`${id}-q`}
            className="input"
            name="q"
            type="search"
            autoComplete="off"
            maxLength={LIST_LIMITS.nameMax}
            defaultValue={q}
          />
        </div>
        <SelectField id={`${id}-status`} label={t('status')} name="status" defaultValue={status}>
          <option value="">{tAdmin('filter.all')}</option>
          {NOTICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </AdminFilters>
      <FormSuccess message={news} />
      {results}
    </>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_LIMITS } from '#domain/inputs/limits';
import { NOTICE_STATUSES } from '#domain/vocabulary/statuses';
import { FormSuccess } from '#pwa/components/actions';
import { SelectField } from '#pwa/components/form/SelectField';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { AdminFilters, useFilterParams } from '../AdminFilters';
import { AdminResults } from '../AdminResults';
import { useAdminNotices } from './api';
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
  const { values, page, query: filter, key } = useFilterParams(['q', 'status']);
  const query = useAdminNotices(filter);
  useViewReady(!query.isPending);

  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <AdminFilters
        key={key}
        search={{ name: 'q', label: t('name'), maxLength: LIST_LIMITS.nameMax, value: values.q }}
        errors={query.isError ? query.error.fields : {}}
      >
        <SelectField
          id={`${id}-status`}
          label={t('status')}
          name="status"
          defaultValue={values.status}
        >
          <option value="">{tAdmin('filter.all')}</option>
          {NOTICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </AdminFilters>
      <FormSuccess message={news} />
      <AdminResults
        query={query}
        page={page}
        texts={{
          loadError: t('loadError'),
          empty: t('empty'),
          found: (count) => t('found', { count }),
        }}
        renderItem={(notice) => <NoticeRow key={notice.id} notice={notice} onNews={setNews} />}
      />
    </>
  );
}

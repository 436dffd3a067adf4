import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Previous / next links of a paged admin list (`page` from 0); nothing for a single page. */
export function AdminPager({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      {page > 0 ? (
        <Link className="pill" to={hrefFor(page - 1)}>
          {t('pager.previous')}
        </Link>
      ) : null}
      <span>{t('pager.pageOf', { page: page + 1, pages })}</span>
      {page + 1 < pages ? (
        <Link className="pill" to={hrefFor(page + 1)}>
          {t('pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** `?key=value&…&page=N` of a list's search params, without the empty ones and page 0 */
export function listHref(params: Record<string, string>, page: number): string {
  const next = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  if (page > 0) next.set('page', String(page));
  const s = next.toString();
  return s ? `?${s}` : '?';
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/**
 * Previous / "page n of m" / next under an admin section's results; the page is the URL's
 * `?page=` (0-based, left out for the first), beside the section's other filters.
 */
export function AdminPager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 0) next.set('page', String(p));
    else next.delete('page');
    const s = next.toString();
    return s ? `?${s}` : '?';
  };
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

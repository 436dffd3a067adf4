import { Link } from 'react-router-dom';

/** Previous / "page n of m" / next links of a paged admin list (nothing for one page). */
export function AdminPager({
  page,
  pages,
  hrefFor,
  labels,
}: {
  /** 0-based */
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: {
    nav: string;
    previous: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
  };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={labels.nav}>
      {page > 0 ? (
        <Link className="pill" to={hrefFor(page - 1)}>
          {labels.previous}
        </Link>
      ) : null}
      <span>{labels.pageOf(page + 1, pages)}</span>
      {page + 1 < pages ? (
        <Link className="pill" to={hrefFor(page + 1)}>
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}

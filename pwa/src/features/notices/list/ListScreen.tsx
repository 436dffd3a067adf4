import { type MouseEvent, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFound } from '#pwa/components/NotFound';
import { PagedResults } from '#pwa/components/PagedResults';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useNavState } from '#pwa/lib/nav-context';
import { returnTarget } from '#pwa/lib/navigation';
import { useRouteMeta } from '#pwa/lib/route-meta';
import { useDocumentTitle } from '#pwa/lib/title';
import { useViewReady } from '#pwa/lib/view-ready';
import { useCounties } from '#pwa/shared/counties/query';
import { useNoticeList } from '../api';
import { PAGE_SIZE } from '../requests';
import { NoticeCard } from '../NoticeCard';
import { NOT_SAVED_CODE } from '#pwa/lib/sw-rules';
import { NotSaved } from '../NotSaved';
import { rememberList } from '../seen-lists';
import { FilterForm } from './FilterForm';
import {
  LIST_KINDS,
  filterFromUrl,
  filterToUrl,
  findCounty,
  hasErrors,
  kindOfRouteType,
  toListQuery,
  validateFilter,
  type ListFilter,
} from './filter';
import './list.css';
import { Banners } from '#pwa/shared/banners/Banners';

const HEADING_KEYS = {
  all: 'list.heading.all',
  funeral: 'list.heading.funeral',
  condolences: 'list.heading.condolences',
  memorials: 'list.heading.memorials',
} as const;

/** Brings an item into view and focuses it (the list returning to the card it opened). */
function focusItem(id: number): boolean {
  const link = document.getElementById(`notice-${id}`);
  if (!link) return false;
  link.focus({ preventScroll: true });
  const box = link.closest('article')?.getBoundingClientRect() ?? link.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) {
    link.closest('article')?.scrollIntoView({ block: 'center' });
  }
  return true;
}

/** The route's component: the screen with the shared query cache. */
export const ListScreen = withQueries(ListScreenContent);

function ListScreenContent() {
  const { t } = useTranslation('notices');
  const meta = useRouteMeta();
  const kind = kindOfRouteType(meta.type);
  const { county: countyParam } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navState = useNavState();
  const location = useLocation();

  const filter = useMemo(
    () => filterFromUrl(kind, countyParam, searchParams),
    [kind, countyParam, searchParams],
  );
  const clientErrors = useMemo(() => validateFilter(filter), [filter]);
  const valid = !hasErrors(clientErrors);

  const counties = useCounties();
  const county =
    filter.county && counties.data ? findCounty(counties.data, filter.county) : undefined;
  // an unknown county in the path is an unknown page (spec: 404 screen)
  const unknownCounty = kind === 'all' && !!filter.county && !!counties.data && !county;
  const countyResolved = !filter.county || counties.isSuccess;
  const query = useMemo(() => toListQuery(filter, county?.id), [filter, county?.id]);
  const list = useNoticeList(
    query,
    navState.listSession,
    valid && countyResolved && !unknownCounty,
  );

  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  // the cards render as a transition (in slices on a slow phone, not one long task); what is
  // focused below must be on screen, so those effects follow the shown cards
  const shown = useDeferredValue(items);
  const serverFields = list.error?.status === 422 ? list.error.fields : {};

  useViewReady(!valid || list.isSuccess || list.isError || counties.isError);

  // Returning from a card: keep the loaded pages, scroll to and focus the item (docs/pwa.md).
  const returnId = returnTarget(navState);
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current || returnId === null || shown.length === 0) return;
    returned.current = true;
    focusItem(returnId);
  }, [returnId, shown]);

  // After "show the next 12" by keyboard (or when the button goes away with the last page),
  // focus the first new item so keyboard and screen reader users continue from there.
  const focusAfterLoad = useRef<{ index: number; keyboard: boolean } | null>(null);
  useEffect(() => {
    const pending = focusAfterLoad.current;
    if (!pending || list.isFetchingNextPage || shown.length <= pending.index) return;
    focusAfterLoad.current = null;
    if (pending.keyboard || !list.hasNextPage) focusItem(shown[pending.index]!.id);
  }, [shown, list.isFetchingNextPage, list.hasNextPage]);

  function loadMore(event: MouseEvent<HTMLButtonElement>) {
    focusAfterLoad.current = { index: items.length, keyboard: event.detail === 0 };
    void list.fetchNextPage();
  }

  function applyFilter(next: ListFilter) {
    void navigate(filterToUrl(kind, next));
  }

  const heading = t(HEADING_KEYS[kind]);
  const countyName = county?.name;
  const shownHeading = countyName
    ? t('list.countyHeading', { heading, county: countyName })
    : heading;
  // a list shown here is offered offline when a page is not saved (NotSaved)
  const listUrl = location.pathname + location.search;
  useEffect(() => {
    if (list.isSuccess) {
      rememberList({
        url: listUrl,
        label: filter.name ? `${shownHeading}: ${filter.name}` : shownHeading,
      });
    }
  }, [list.isSuccess, listUrl, shownHeading, filter.name]);
  // the route meta gives "Surmakuulutused – Küünal"; a county list names its county too
  useDocumentTitle(countyName ? t('list.countyTitle', { heading, county: countyName }) : null);

  let status: string;
  if (!valid) status = '';
  else if (list.isPending && (list.fetchStatus !== 'idle' || counties.isPending)) {
    status = t('list.loading');
  } else if (list.isSuccess) status = t('list.found', { count: total });
  else status = '';

  if (unknownCounty) return <NotFound />;
  if (list.isError && list.error.code === NOT_SAVED_CODE) {
    return <NotSaved retry={() => list.refetch()} />;
  }
  if (kind === 'all' && filter.county && counties.isPending) {
    // the county in the path is checked against the list before the page is shown
    return (
      <div className="container page">
        <p className="loading-line" role="status">
          {t('list.loading')}
        </p>
      </div>
    );
  }

  return (
    <div className="container page list-page">
      <header className="list-page__header">
        <h1>{shownHeading}</h1>
      </header>

      <FilterForm
        kind={kind}
        filter={filter}
        counties={counties.data ?? []}
        clientErrors={clientErrors}
        serverFields={serverFields}
        onSubmit={applyFilter}
      />

      <PagedResults
        ns="notices"
        block="list"
        query={list}
        status={status}
        error={
          list.isError && list.error.status !== 422 ? (
            <>
              <p>{t('list.loadError')}</p>
              <p>{list.error.message}</p>
            </>
          ) : null
        }
        items={items}
        shown={shown}
        list={{ as: 'ul', className: 'notice-grid' }}
        renderItem={(notice) => <NoticeCard notice={notice} />}
        resetTo={LIST_KINDS[kind].path}
        step={PAGE_SIZE}
        total={total}
        onLoadMore={loadMore}
      />
      <Banners placement="lists" />
    </div>
  );
}

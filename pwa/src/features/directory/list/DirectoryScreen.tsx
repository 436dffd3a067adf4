import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LatLon } from '#domain/rules/geo';
import { pagePath } from '#domain/pages/page-links';
import { PAGE_PATHS } from '#domain/pages/pages';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { useCounties } from '#pwa/shared/counties/query';
import { useServices } from '#pwa/shared/services/query';
import { CompanyResults } from './CompanyResults';
import { FilterForm } from './FilterForm';
import { PositionPanel } from './PositionPanel';
import {
  type DirectoryFilter,
  countyBySlug,
  filterFromUrl,
  filterToSearch,
  toCompanyQuery,
} from './filter';
import '../directory.css';
import { Banners } from '#pwa/shared/banners/Banners';

/** The map and Leaflet load only when the map view opens. */
const MapView = lazy(() => import('../map/MapView'));

/** `/matuseteenused`: who is near, who is open now, what the cheapest complete option costs. */
export const DirectoryScreen = withQueries(DirectoryContent);

function DirectoryContent() {
  const { t } = useTranslation(['directory', 'translation']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromUrl(searchParams), [searchParams]);
  const counties = useCounties();
  const services = useServices();
  const county = counties.data ? countyBySlug(counties.data, filter.county) : undefined;
  const query = useMemo(() => toCompanyQuery(filter, county?.id), [filter, county?.id]);
  // an unknown county slug in a shared link filters nothing rather than failing
  const ready = !filter.county || counties.isSuccess || counties.isError;
  useViewReady(ready);

  const show = useCallback(
    (next: DirectoryFilter, replace = false) =>
      void navigate({ pathname: PAGE_PATHS.directory, search: filterToSearch(next) }, { replace }),
    [navigate],
  );
  const setPosition = useCallback(
    (position: LatLon | null, placeId: number | null) =>
      show({ ...filter, position, placeId, sort: position ? filter.sort : null }),
    [show, filter],
  );

  return (
    <div className="container page directory-page">
      <header className="directory-page__header">
        <h1>{t('translation:titles.directory')}</h1>
        <p className="page-lead">{t('list.lead')}</p>
        <p>
          <Link className="button" to={pagePath('serviceRequest')}>
            {t('translation:titles.serviceRequest')}
          </Link>
        </p>
      </header>
      <PositionPanel position={filter.position} placeId={filter.placeId} onChange={setPosition} />
      <FilterForm
        filter={filter}
        counties={counties.data ?? []}
        services={services.data ?? []}
        onSubmit={show}
      />
      <ViewSwitch filter={filter} />
      {!ready ? null : filter.view === 'map' ? (
        <Suspense fallback={<p className="status-text">{t('map.loading')}</p>}>
          <MapView query={query} position={filter.position} />
        </Suspense>
      ) : (
        <CompanyResults query={query} resetTo={PAGE_PATHS.directory} />
      )}
      <Banners placement="directory" />
    </div>
  );
}

/** "Nimekiri" / "Kaart": links, so the view is in the URL and back returns to the other. */
function ViewSwitch({ filter }: { filter: DirectoryFilter }) {
  const { t } = useTranslation('directory');
  const { pathname } = useLocation();
  return (
    <nav className="directory-views" aria-label={t('view.label')}>
      {(['list', 'map'] as const).map((view) => (
        <Link
          key={view}
          className={
            filter.view === view ? 'directory-views__link is-current' : 'directory-views__link'
          }
          to={{ pathname, search: filterToSearch({ ...filter, view }) }}
          aria-current={filter.view === view ? 'page' : undefined}
        >
          {t(`view.${view}`)}
        </Link>
      ))}
    </nav>
  );
}

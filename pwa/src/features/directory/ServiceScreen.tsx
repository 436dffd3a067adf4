import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { LatLon } from '#domain/rules/geo';
import { PAGE_PATHS } from '#domain/pages/pages';
import { NotFound } from '../../components/NotFound';
import { withQueries } from '../../lib/QueryProvider';
import { useDocumentTitle } from '../../lib/title';
import { useViewReady } from '../../lib/view-ready';
import { useService } from './api';
import { CompanyResults } from './list/CompanyResults';
import { PositionPanel } from './list/PositionPanel';
import { filterFromUrl, filterToSearch, toCompanyQuery } from './list/filter';
import './directory.css';

/** `/teenus/:id`: one service category, what it is, and who offers it (nearest first). */
export const ServiceScreen = withQueries(ServiceContent);

function ServiceContent() {
  const { t } = useTranslation('directory');
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const service = useService(id);
  const filter = useMemo(() => filterFromUrl(searchParams), [searchParams]);
  useViewReady(service.isSuccess || service.isError);
  useDocumentTitle(service.data?.name);

  if (service.isError && service.error.status === 404) return <NotFound />;
  const setPosition = (position: LatLon | null, placeId: number | null) =>
    void navigate({ search: filterToSearch({ ...filter, position, placeId, sort: null }) });

  return (
    <div className="container page directory-page">
      <header className="directory-page__header">
        <p>
          <Link to={PAGE_PATHS.directory}>{t('service.all')}</Link>
        </p>
        <h1>{service.data?.name ?? '\u00a0'}</h1>
        {service.data ? <p className="page-lead">{service.data.description}</p> : null}
      </header>
      {service.data ? (
        <>
          <PositionPanel
            position={filter.position}
            placeId={filter.placeId}
            onChange={setPosition}
          />
          <h2>{t('service.providers')}</h2>
          <CompanyResults
            query={toCompanyQuery(filter, undefined, service.data.id)}
            resetTo={PAGE_PATHS.directory}
          />
        </>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { bannerPath } from './paths';
import { useBannerPage } from './api';
import { BannerForm } from './BannerForm';
import './banners.css';

/** The new banner's address: /admin/banner/uus */
export const NEW_BANNER = 'uus';

/**
 * /admin/banner (role 5 and up): every banner with its state and its views, clicks and CTR;
 * /admin/banner/:id (or `uus`) its form.
 */
export const BannersScreen = withQueries(function BannersScreen() {
  const { id } = useParams();
  if (id === NEW_BANNER) return <BannerForm id={null} />;
  if (id !== undefined) return <BannerForm key={id} id={/^\d+$/.test(id) ? Number(id) : -1} />;
  return <BannerList />;
});

function BannerList() {
  const { t } = useTranslation('adminBanner');
  const query = useBannerPage(1);
  useViewReady(!query.isPending);

  let content;
  if (query.isPending) content = <Loading />;
  else if (query.isError)
    content = (
      <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  else if (query.data.items.length === 0) content = <p className="status-text">{t('empty')}</p>;
  else
    content = (
      <div className="admin-banners__scroll">
        <table className="admin-banners">
          <thead>
            <tr>
              <th scope="col">{t('table.image')}</th>
              <th scope="col">{t('table.banner')}</th>
              <th scope="col">{t('table.state')}</th>
              <th scope="col">{t('table.views')}</th>
              <th scope="col">{t('table.clicks')}</th>
              <th scope="col">{t('table.ctr')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((b) => (
              <tr key={b.id}>
                <td>
                  <img src={b.imageUrl} alt="" className="admin-banners__thumb" loading="lazy" />
                </td>
                <td>
                  <Link to={bannerPath(b.id)}>{b.alt}</Link>
                  <br />
                  <small>
                    {b.placements.map((p) => t(`placements.${p}`)).join(', ')} · {b.startsOn}–
                    {b.endsOn}
                  </small>
                </td>
                <td>
                  <span className={`admin-banners__state is-${b.state}`}>
                    {t(`states.${b.state}`)}
                  </span>
                </td>
                <td>{b.views}</td>
                <td>{b.clicks}</td>
                <td>{b.ctr === null ? '–' : `${b.ctr} %`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <h1>{t('heading')}</h1>
      <p>
        <Link className="button" to={bannerPath(NEW_BANNER)}>
          {t('add')}
        </Link>
      </p>
      {content}
    </>
  );
}

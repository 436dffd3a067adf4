/**
 * `/pakkuja/paringud/:id`: one request as the provider sees it (services, settlement and
 * distance, date, budget, message, how many were asked), the offer form or the offer sent, and
 * the family's contact once they accepted this provider's offer. Opening it marks it read.
 */
import { formatEuroAmount } from '#domain/rules/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { LoadFailed, Loading } from '../../components/LoadState';
import { countyName, useCountyNames } from '../../shared/counties/names';
import type { ApiError } from '../../lib/api-error';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { type ProviderRequestDetail, providerKeys, providerQueries } from './api';
import { OfferForm } from './OfferForm';
import './provider.css';

export const RequestDetailScreen = withQueries(RequestDetailContent);

function RequestDetailContent() {
  const { t } = useTranslation(['provider', 'translation']);
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const request = useQuery(providerQueries.request(id));
  useViewReady(!request.isPending);
  // the inbox, the offers and the unread count change with an offer or a read
  const refresh = () => void queryClient.invalidateQueries({ queryKey: providerKeys.all });

  let body;
  if (request.isPending) body = <Loading />;
  else if ((request.error as ApiError | null)?.status === 404)
    body = <p className="alert">{t('detail.notFound')}</p>;
  else if (!request.data)
    body = <LoadFailed message={t('detail.loadError')} retry={() => request.refetch()} />;
  else body = <RequestView request={request.data} onOffer={refresh} />;

  return (
    <div className="container narrow page provider-page">
      <p>
        <Link to={pagePath('providerRequests')}>{t('detail.back')}</Link>
      </p>
      <h1>{t('translation:titles.providerRequest')}</h1>
      {body}
    </div>
  );
}

function RequestView({
  request,
  onOffer,
}: {
  request: ProviderRequestDetail;
  onOffer: () => void;
}) {
  const { t } = useTranslation('provider');
  const counties = useCountyNames();
  const rows: DetailRow[] = [
    [t('detail.services'), request.services.map((s) => s.name).join(', ')],
    [
      t('detail.place'),
      `${request.settlement}, ${countyName(request.county, counties)} · ${t('item.distance', { km: request.distanceKm })}`,
    ],
    [t('detail.date'), request.funeralDate ?? t('item.dateUnknown')],
    [t('detail.attendees'), request.attendees === null ? null : String(request.attendees)],
    [
      t('detail.budget'),
      request.budgetEuros === null ? null : formatEuroAmount(request.budgetEuros),
    ],
    [t('detail.message'), request.message],
    [t('detail.asked'), t('item.asked', { count: request.providersAsked })],
  ];
  const offer = request.myOffer;
  return (
    <>
      <DetailList rows={rows} />
      {request.name !== undefined ? (
        <section
          className="provider-contact alert alert--success"
          aria-labelledby="contact-heading"
        >
          <h2 id="contact-heading">{t('detail.contact')}</h2>
          <p>{t('detail.contactLead')}</p>
          <DetailList
            rows={[
              [t('detail.name'), request.name],
              [t('detail.email'), <a href={`mailto:${request.email ?? ''}`}>{request.email}</a>],
              [
                t('detail.phone'),
                request.phone ? <a href={`tel:${request.phone}`}>{request.phone}</a> : null,
              ],
            ]}
          />
        </section>
      ) : null}
      <section aria-labelledby="offer-heading">
        <h2 id="offer-heading">{offer ? t('offer.mine') : t('offer.heading')}</h2>
        {offer ? (
          <DetailList
            rows={[
              [t('offer.price'), formatEuroAmount(offer.totalEuros)],
              [t('offer.includes'), offer.includes],
              [t('offer.validUntil'), offer.validUntil],
              [t('offer.state'), t(`offerStatus.${offer.status}`)],
            ]}
          />
        ) : request.status === 'open' ? (
          <OfferForm requestId={request.id} onSent={onOffer} />
        ) : (
          <p className="status-text">{t('detail.closed')}</p>
        )}
      </section>
    </>
  );
}

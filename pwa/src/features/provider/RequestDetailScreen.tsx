/**
 * `/pakkuja/paringud/:id`: one request as the provider sees it (services, settlement and
 * distance, date, budget, message, how many were asked), the offer form or the offer sent, and
 * the family's contact once they accepted this provider's offer. Opening it marks it read.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pagePath } from '../../../../db/domain/page-links';
import { LoadFailed, Loading } from '../../components/LoadState';
import type { ApiError } from '../../lib/api-error';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { type ProviderRequestDetail, providerKeys, providerQueries } from './api';
import { euros } from './InboxItemCard';
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
  const rows: [string, string | null][] = [
    ['services', request.services.map((s) => s.name).join(', ')],
    [
      'place',
      `${request.settlement}, ${request.county} · ${t('item.distance', { km: request.distanceKm })}`,
    ],
    ['date', request.funeralDate ?? t('item.dateUnknown')],
    ['attendees', request.attendees === null ? null : String(request.attendees)],
    ['budget', request.budgetEuros === null ? null : euros(request.budgetEuros)],
    ['message', request.message || null],
    ['asked', t('item.asked', { count: request.providersAsked })],
  ];
  const offer = request.myOffer;
  return (
    <>
      <dl className="provider-request">
        {rows.map(([name, value]) =>
          value === null ? null : (
            <div key={name}>
              <dt>{t(`detail.${name}`)}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      {request.name !== undefined ? (
        <section
          className="provider-contact alert alert--success"
          aria-labelledby="contact-heading"
        >
          <h2 id="contact-heading">{t('detail.contact')}</h2>
          <p>{t('detail.contactLead')}</p>
          <dl>
            <dt>{t('detail.name')}</dt>
            <dd>{request.name}</dd>
            <dt>{t('detail.email')}</dt>
            <dd>
              <a href={`mailto:${request.email ?? ''}`}>{request.email}</a>
            </dd>
            {request.phone ? (
              <>
                <dt>{t('detail.phone')}</dt>
                <dd>
                  <a href={`tel:${request.phone}`}>{request.phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="offer-heading">
        <h2 id="offer-heading">{offer ? t('offer.mine') : t('offer.heading')}</h2>
        {offer ? (
          <dl className="provider-request">
            <div>
              <dt>{t('offer.price')}</dt>
              <dd>{euros(offer.totalEuros)}</dd>
            </div>
            <div>
              <dt>{t('offer.includes')}</dt>
              <dd>{offer.includes}</dd>
            </div>
            <div>
              <dt>{t('offer.validUntil')}</dt>
              <dd>{offer.validUntil}</dd>
            </div>
            <div>
              <dt>{t('offer.state')}</dt>
              <dd>{t(`offerStatus.${offer.status}`)}</dd>
            </div>
          </dl>
        ) : request.status === 'open' ? (
          <OfferForm requestId={request.id} onSent={onOffer} />
        ) : (
          <p className="status-text">{t('detail.closed')}</p>
        )}
      </section>
    </>
  );
}

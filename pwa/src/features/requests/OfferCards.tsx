/**
 * The offers on a family's request, side by side (cheapest first, as the API sends them): price,
 * inclusions, the company (its page, rating, distance), how long it is valid, and "Võta vastu"
 * with an inline confirmation while the request is open.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatEuroAmount } from '#domain/rules/money';
import { pagePath } from '#domain/pages/page-links';
import { ConfirmBox } from '../../components/ConfirmBox';
import { useConfirmFocus } from '../../lib/confirm-focus';
import { decimalText } from '../../lib/numbers';
import type { FamilyOffer } from './api';

export function OfferCards({
  offers,
  canAccept,
  accepting,
  onAccept,
}: {
  offers: FamilyOffer[];
  canAccept: boolean;
  /** The offer being accepted */
  accepting: number | null;
  onAccept: (offer: FamilyOffer) => unknown;
}) {
  const { t } = useTranslation('requests');
  if (offers.length === 0) return <p className="status-text">{t('page.noOffers')}</p>;
  return (
    <ul className="offer-cards">
      {offers.map((offer) => (
        <li key={offer.id} className={`offer-card offer-card--${offer.status}`}>
          <OfferCard
            offer={offer}
            canAccept={canAccept && offer.status === 'sent'}
            busy={accepting === offer.id}
            onAccept={() => onAccept(offer)}
          />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({
  offer,
  canAccept,
  busy,
  onAccept,
}: {
  offer: FamilyOffer;
  canAccept: boolean;
  busy: boolean;
  onAccept: () => unknown;
}) {
  const { t, i18n } = useTranslation('requests');
  const [asking, setAsking] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useConfirmFocus(asking, box, opener);
  const { company } = offer;
  const price = formatEuroAmount(offer.totalEuros);
  return (
    <article aria-labelledby={`offer-${offer.id}`}>
      <h3 id={`offer-${offer.id}`} className="offer-card__company">
        {company.name}
      </h3>
      <p className="offer-card__price">
        <span className="visually-hidden">{t('page.price')}: </span>
        {price}
      </p>
      <p className="offer-card__status">{t(`page.offerStatus.${offer.status}`)}</p>
      <h4 className="offer-card__label">{t('page.includes')}</h4>
      <p className="offer-card__includes">{offer.includes}</p>
      {offer.message ? <p className="offer-card__message">{offer.message}</p> : null}
      <p className="hint">
        {t('page.validUntil', { date: offer.validUntil })}
        {` · ${t('page.distance', { km: decimalText(offer.distanceKm, i18n.language) })}`}
      </p>
      <p className="hint">
        {company.rating !== null
          ? t('page.rating', {
              rating: decimalText(company.rating, i18n.language),
              count: company.reviewCount,
            })
          : t('page.noRating')}
      </p>
      <p>
        <Link to={pagePath('company', { id: company.slug })}>{t('page.companyPage')}</Link>
      </p>
      {canAccept && !asking ? (
        <button type="button" ref={opener} className="button" onClick={() => setAsking(true)}>
          {t('page.accept')}
        </button>
      ) : null}
      {canAccept && asking ? (
        <ConfirmBox
          boxRef={box}
          question={t('page.acceptQuestion', { company: company.name, price })}
          yes={t('page.acceptYes')}
          cancel={t('page.keep')}
          busy={busy}
          onYes={onAccept}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}

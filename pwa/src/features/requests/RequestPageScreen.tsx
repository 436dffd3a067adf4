/**
 * `/hinnaparing/:id?token=…`: a family's private request page. On the first open of an
 * unconfirmed request it confirms it (POST …/confirm: then the providers are alerted); it shows
 * the status, to how many providers it went, the offers side by side (accept one), cancelling,
 * and following new offers with push. Read offline from the service worker's cache.
 */
import { formatEuroAmount } from '#domain/rules/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDay } from '#domain/calendar/dates';
import { pagePath } from '#domain/pages/page-links';
import { ConfirmBox } from '../../components/ConfirmBox';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { LoadFailed, Loading } from '../../components/LoadState';
import type { ApiError } from '../../lib/api-error';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { useConfirmFocus } from '../../lib/confirm-focus';
import { countyName, useCountyNames } from '../../shared/counties/names';
import { subscribe } from '../../shared/push/subscription';
import {
  type FamilyOffer,
  type FamilyRequest,
  type RequestKey,
  familyApi,
  requestKeys,
  requestQuery,
  useFamilyRequest,
} from './api';
import { OfferCards } from './OfferCards';
import './requests.css';

/** `/hinnaparing/:id?token=…` */
export const RequestPageScreen = withQueries(RequestPageContent);

function RequestPageContent() {
  const { t } = useTranslation('requests');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key: RequestKey = { id, token: search.get('token') ?? '' };
  const request = useFamilyRequest(key, key.token !== '');
  const confirm = useConfirmOnce(key, request.data);

  const problem = (confirm.error ?? request.error) as ApiError | null;
  useViewReady(!request.isPending || key.token === '');
  let body;
  if (key.token === '' || problem?.status === 404) {
    body = <p className="alert">{t('page.notFound')}</p>;
  } else if (problem?.status === 410) {
    body = <p className="alert">{t('page.expired')}</p>;
  } else if (request.isPending || confirm.running) {
    body = confirm.running ? <p className="status-text">{t('page.confirming')}</p> : <Loading />;
  } else if (!request.data) {
    body = (
      <LoadFailed
        message={problem?.message ?? t('page.loadError')}
        retry={() => request.refetch()}
      />
    );
  } else {
    body = <RequestView requestKey={key} request={request.data} />;
  }
  return (
    <div className="container page request-page">
      <h1>{t('titles.serviceRequestPage', { ns: 'translation' })}</h1>
      {body}
      {problem?.status === 404 || problem?.status === 410 ? (
        <p>
          <Link to={pagePath('serviceRequest')}>{t('page.newRequest')}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** Confirms an unconfirmed request once (the mailed link's first open), then reads it again. */
function useConfirmOnce(key: RequestKey, request: FamilyRequest | undefined) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ running: boolean; error: unknown }>({
    running: false,
    error: null,
  });
  const asked = useRef(false);
  const unconfirmed = request?.status === 'unconfirmed';
  useEffect(() => {
    if (!unconfirmed || asked.current) return;
    asked.current = true;
    setState({ running: true, error: null });
    familyApi.confirm(key).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: requestKeys.one(key) });
        setState({ running: false, error: null });
      },
      (error: unknown) => setState({ running: false, error }),
    );
    // the key's parts are what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unconfirmed, key.id, key.token, queryClient]);
  return state;
}

function RequestView({ requestKey, request }: { requestKey: RequestKey; request: FamilyRequest }) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = request.status === 'open';
  const accepted = request.offers.find((offer) => offer.status === 'accepted') ?? null;

  async function change(work: () => Promise<FamilyRequest>) {
    setFailure(null);
    try {
      queryClient.setQueryData(requestQuery(requestKey).queryKey, await work());
    } catch (err) {
      setFailure((err as ApiError).message);
    }
  }

  async function accept(offer: FamilyOffer) {
    setAccepting(offer.id);
    await change(() => familyApi.accept(requestKey, offer.id));
    setAccepting(null);
  }

  return (
    <>
      <p className={`request-status request-status--${request.status}`} role="status">
        <strong>{t(`page.status.${request.status}`)}</strong>
        {request.status !== 'unconfirmed'
          ? ` · ${t('page.sentTo', { count: request.providersAsked })}`
          : ''}
      </p>
      {open ? (
        <p className="hint">
          {t('page.closesAt', { date: formatDay(new Date(request.closesAt)) })}
        </p>
      ) : null}
      {accepted ? (
        <p className="alert alert--success">
          {t('page.acceptedText', { company: accepted.company.name })}
        </p>
      ) : null}
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading">{t('page.offers')}</h2>
        <OfferCards
          offers={request.offers}
          canAccept={open}
          accepting={accepting}
          onAccept={accept}
        />
      </section>
      <RequestDetails request={request} />
      {open ? <FollowOffers requestKey={requestKey} /> : null}
      {open ? <CancelRequest onCancel={() => change(() => familyApi.cancel(requestKey))} /> : null}
    </>
  );
}

function RequestDetails({ request }: { request: FamilyRequest }) {
  const { t } = useTranslation('requests');
  const counties = useCountyNames();
  const rows: DetailRow[] = [
    [t('page.services'), request.services.map((s) => s.name).join(', ')],
    [
      t('page.place'),
      [request.settlement, countyName(request.county, counties)].filter(Boolean).join(', '),
    ],
    [t('page.date'), request.funeralDate ?? t('page.dateUnknown')],
    [t('page.attendees'), request.attendees === null ? null : String(request.attendees)],
    [t('page.budget'), request.budgetEuros === null ? null : formatEuroAmount(request.budgetEuros)],
    [t('page.message'), request.message],
  ];
  return (
    <section aria-labelledby="request-details-heading" className="request-details">
      <h2 id="request-details-heading">{t('page.details')}</h2>
      <DetailList rows={rows} />
      {request.warnings.length > 0 ? (
        <ul className="alert request-form__warnings">
          {request.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** New offers by push: this browser's subscription (asked for on the tap) follows the request. */
function FollowOffers({ requestKey }: { requestKey: RequestKey }) {
  const { t } = useTranslation('requests');
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'failed'>('idle');
  async function follow() {
    setState('busy');
    try {
      await familyApi.follow(requestKey, await subscribe());
      setState('on');
    } catch {
      setState('failed');
    }
  }
  return (
    <section className="request-follow">
      {state === 'on' ? (
        <p className="alert alert--success" role="status">
          {t('page.following')}
        </p>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          aria-disabled={state === 'busy' || undefined}
          onClick={() => state !== 'busy' && void follow()}
        >
          {t('page.follow')}
        </button>
      )}
      {state === 'failed' ? (
        <p className="alert" role="alert">
          {t('page.followError')}
        </p>
      ) : null}
    </section>
  );
}

function CancelRequest({ onCancel }: { onCancel: () => Promise<void> }) {
  const { t } = useTranslation('requests');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useConfirmFocus(asking, box, opener);
  return (
    <section className="request-cancel">
      {asking ? (
        <ConfirmBox
          boxRef={box}
          question={t('page.cancelQuestion')}
          yes={t('page.cancelYes')}
          cancel={t('page.keep')}
          busy={busy}
          onYes={async () => {
            setBusy(true);
            await onCancel();
            setBusy(false);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <button
          type="button"
          ref={opener}
          className="button button--quiet"
          onClick={() => setAsking(true)}
        >
          {t('page.cancel')}
        </button>
      )}
    </section>
  );
}

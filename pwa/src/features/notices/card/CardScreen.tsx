import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNoticeType, noticePath } from '../../../../../db/domain/notice-types';
import { NotFound } from '../../../components/NotFound';
import { SafeImage } from '../../../components/SafeImage';
import { withQueries } from '../../../lib/QueryProvider';
import { useNavState } from '../../../lib/nav-context';
import { isListPath } from '../../../lib/navigation';
import { useRouteMeta } from '../../../lib/route-meta';
import { useDocumentTitle } from '../../../lib/title';
import { useViewReady } from '../../../lib/view-ready';
import { useNotice } from '../api';
import { TYPE_KEYS, countyNames, publishedDay } from '../format';
import { CandleButton } from './CandleButton';
import { Replies } from './Replies';
import { ShareBar } from './ShareBar';
import './card.css';

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** A notice laid out like a printed Estonian death notice, with candles, sharing and replies. */
/** The route's component: the screen with the shared query cache. */
export const CardScreen = withQueries(CardScreenContent);

function CardScreenContent() {
  const { t } = useTranslation('notices');
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const navState = useNavState();
  const id = parseId(useParams().id);
  const query = useNotice(id);
  const notice = query.data;
  useDocumentTitle(notice?.deceasedName);
  useViewReady(id === null || !query.isPending);

  // /malestuspaev/5 for a condolence: go to the notice's own path
  const expectedType = meta.type ? meta.type - 1 : null;
  useEffect(() => {
    if (
      notice &&
      expectedType !== null &&
      notice.type !== expectedType &&
      isNoticeType(notice.type)
    ) {
      void navigate(noticePath(notice.type, notice.id), { replace: true });
    }
  }, [notice, expectedType, navigate]);

  // "Back" returns to the list (keeping its pages) when the visitor came from one
  const cameFromList = navState.previous !== null && isListPath(navState.previous);

  // a non-numeric or unknown id is an unknown page (the 404 screen, under this route)
  if (id === null || (query.isError && query.error.status === 404)) return <NotFound />;

  if (query.isPending) {
    return (
      <div className="container page">
        <p className="loading-line" role="status">
          {t('app.loading')}
        </p>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="container narrow page">
        <div className="alert" role="alert">
          <h1>{t('errors.generic')}</h1>
          <p>{query.error.message}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      </div>
    );
  }

  const n = query.data;
  const counties = countyNames(n.counties);
  const typeLabel = t(`types.${TYPE_KEYS[n.type]}`);

  return (
    <div className="card-page">
      <div className="card-page__backdrop">
        {n.backgroundUrl ? (
          <SafeImage
            className="card-page__background"
            src={n.backgroundUrl}
            alt=""
            loading="eager"
            fallbackLabel={t('notice.imageMissing')}
          />
        ) : null}
      </div>

      <div className="container card-page__inner">
        <nav className="card-page__back" aria-label={t('notice.back')}>
          {cameFromList ? (
            <button type="button" className="link-button" onClick={() => void navigate(-1)}>
              ← {t('notice.back')}
            </button>
          ) : (
            <Link to="/surmakuulutused">← {t('notice.back')}</Link>
          )}
        </nav>

        <article className="notice-paper" aria-labelledby="notice-name">
          <p className="notice-paper__type">{typeLabel}</p>
          {n.prefix ? <p className="notice-paper__prefix">{n.prefix}</p> : null}

          {n.portraitUrl ? (
            <figure className="notice-paper__portrait">
              <SafeImage
                src={n.portraitUrl}
                alt={t('notice.portraitAlt', { name: n.deceasedName })}
                loading="eager"
                fallbackLabel={t('notice.imageMissing')}
              />
            </figure>
          ) : null}

          <h1 id="notice-name" className="notice-paper__name">
            {n.deceasedName}
          </h1>
          {n.maidenName ? (
            <p className="notice-paper__maiden">{t('notice.maiden', { name: n.maidenName })}</p>
          ) : null}

          {n.birthDate || n.deathDate ? (
            <p className="notice-paper__dates">
              {n.birthDate ? (
                <span>
                  <span aria-hidden="true">*</span>
                  <span className="visually-hidden">{t('notice.born')}</span> {n.birthDate}
                </span>
              ) : null}
              {n.deathDate ? (
                <span>
                  <span aria-hidden="true">†</span>
                  <span className="visually-hidden">{t('notice.died')}</span> {n.deathDate}
                </span>
              ) : null}
            </p>
          ) : null}

          {n.poem ? <p className="notice-paper__poem">{n.poem}</p> : null}
          {n.suffix ? <p className="notice-paper__suffix">{n.suffix}</p> : null}
          {n.funeralInfo ? <p className="notice-paper__funeral">{n.funeralInfo}</p> : null}
          {n.signature ? <p className="notice-paper__signature">{n.signature}</p> : null}

          <footer className="notice-paper__meta">
            {counties ? <span>{counties}</span> : null}
            {n.place ? (
              <span>{[n.place.name, n.place.municipalityName].filter(Boolean).join(', ')}</span>
            ) : null}
            <span>{t('notice.published', { date: publishedDay(n.publishedAt) })}</span>
            <span>{t('notice.views', { count: n.views })}</span>
          </footer>
        </article>

        <div className="card-actions">
          <CandleButton noticeId={n.id} candles={n.candles} />
          <ShareBar name={n.deceasedName} path={noticePath(n.type, n.id)} />
        </div>

        <Replies noticeId={n.id} />
      </div>
    </div>
  );
}

import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isNoticeType, noticePath } from '#domain/vocabulary/notice-types';
import { noticeHeading } from '#domain/pages/notice-titles';
import { NotFound } from '#pwa/components/NotFound';
import { PrintButton } from '#pwa/components/PrintButton';
import { NoticeBackdrop, NoticePaper } from '#pwa/shared/notice/NoticePaper';
import { PoemCredit } from '#pwa/shared/notice/PoemCredit';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useNavState } from '#pwa/lib/nav-context';
import { isListPath } from '#pwa/lib/navigation';
import { useRouteMeta } from '#pwa/lib/route-meta';
import { useDocumentTitle } from '#pwa/lib/title';
import { useViewReady } from '#pwa/lib/view-ready';
import { type NoticeDetail, useNotice } from '../api';
import { publishedDay } from '../format';
import { parseNoticeId } from '../requests';
import { CandleButton } from './CandleButton';
import { FollowButton } from '#pwa/shared/push/FollowButton';
import { NOT_SAVED_CODE } from '#pwa/lib/sw-rules';
import { NotSaved } from '../NotSaved';
import { NoticeRemoved } from './NoticeRemoved';
import { Replies } from './Replies';
import { ShareBar } from './ShareBar';
import './card.css';
import { pagePath } from '#domain/pages/page-links';

/**
 * A published notice: the printed notice (shared/notice/NoticePaper) with candles, sharing and
 * replies. The route's component comes with the shared query cache.
 */
export const CardScreen = withQueries(CardScreenContent);

function CardScreenContent() {
  const { t } = useTranslation('notices');
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const navState = useNavState();
  const id = parseNoticeId(useParams().id);
  const query = useNotice(id);
  // The card renders as a transition once its data is in (a long render on a slow phone is
  // then done in slices, not one task that blocks a tap); until then it shows "loading".
  const deferred = useDeferredValue(query.data);
  const notice = deferred?.id === id ? deferred : undefined;
  useDocumentTitle(notice ? noticeHeading(notice) : null);
  useViewReady(id === null || query.isError);

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
  if (query.isError && query.error.status === 410) return <NoticeRemoved />;

  if (query.isError && query.error.code === NOT_SAVED_CODE) {
    return <NotSaved retry={() => query.refetch()} />;
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

  if (!notice) {
    return (
      <div className="container page">
        <p className="loading-line" role="status">
          {t('app.loading')}
        </p>
      </div>
    );
  }

  return <CardBody notice={notice} cameFromList={cameFromList} />;
}

/**
 * The card itself. The printed notice comes first; its actions and replies follow in a second,
 * deferred render, so that neither render is one long task on a slow phone. The footer waits
 * for both. On paper ("Prindi") only the notice and its replies show (card.css).
 */
function CardBody({ notice: n, cameFromList }: { notice: NoticeDetail; cameFromList: boolean }) {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const rest = useDeferredValue(true, false);
  useViewReady(rest);

  return (
    <div className="card-page">
      <NoticeBackdrop url={n.backgroundUrl} />

      <div className="container card-page__inner">
        <nav className="card-page__back" aria-label={t('notice.back')}>
          {cameFromList ? (
            <button type="button" className="link-button" onClick={() => void navigate(-1)}>
              ← {t('notice.back')}
            </button>
          ) : (
            <Link to={pagePath('notices')}>← {t('notice.back')}</Link>
          )}
        </nav>

        <NoticePaper
          {...n}
          published={{ day: publishedDay(n.publishedAt), views: n.views }}
          afterPoem={n.poem ? <PoemCredit credit={n.poemCredit} /> : null}
        />

        {rest ? (
          <>
            <div className="card-actions">
              <CandleButton noticeId={n.id} candles={n.candles} />
              <ShareBar name={n.deceasedName} path={noticePath(n.type, n.id)} />
              <FollowButton noticeId={n.id} name={n.deceasedName} />
              <p className="card-actions__print">
                <PrintButton />
              </p>
            </div>

            <Replies noticeId={n.id} />
          </>
        ) : null}
      </div>
    </div>
  );
}

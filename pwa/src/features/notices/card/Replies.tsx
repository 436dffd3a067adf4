import { type MouseEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#domain/calendar/dates';
import { ReportButton } from '#pwa/shared/moderation/ReportButton';
import { useReplies, type Reply } from '../api';
import { useNoticeOutbox } from './outbox-hooks';
import { ReplyForm } from './ReplyForm';

/**
 * Järelhüüded: the form, then the replies newest first, paged with "Näita veel". Replies queued
 * offline (shared/outbox/outbox.ts) lead the list, marked "Ootab saatmist", until they are sent.
 */
export function Replies({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation('notices');
  const headingId = useId();
  const replies = useReplies(noticeId);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ index: number; keyboard: boolean } | null>(null);

  // a reply added at the top shifts the pages by one: show each reply once
  const items = useMemo(() => {
    const seen = new Set<number>();
    const out: Reply[] = [];
    for (const page of replies.data?.pages ?? []) {
      for (const reply of page.items) {
        if (!seen.has(reply.id)) {
          seen.add(reply.id);
          out.push(reply);
        }
      }
    }
    return out;
  }, [replies.data]);
  const total = replies.data?.pages[0]?.total ?? 0;
  const queued = useNoticeOutbox(noticeId)
    .filter((item) => item.kind === 'reply' && item.state !== 'failed')
    .reverse();

  // after "Näita veel" by keyboard (or when the button goes away), focus the first new reply
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || replies.isFetchingNextPage || items.length <= pending.index) return;
    focusAfter.current = null;
    if (pending.keyboard || !replies.hasNextPage) {
      const sent = listRef.current?.querySelectorAll<HTMLElement>('.reply:not(.is-pending)');
      sent?.[pending.index]?.focus();
    }
  }, [items, replies.isFetchingNextPage, replies.hasNextPage]);

  function more(event: MouseEvent<HTMLButtonElement>) {
    if (replies.isFetchingNextPage) return;
    focusAfter.current = { index: items.length, keyboard: event.detail === 0 };
    void replies.fetchNextPage();
  }

  return (
    <section className="replies" aria-labelledby={headingId}>
      <h2 id={headingId} className="replies__heading">
        {t('replies.heading')}
        {total > 0 ? <span className="replies__total"> ({total})</span> : null}
      </h2>

      <ReplyForm noticeId={noticeId} />

      {replies.isPending ? (
        <p className="loading-line" role="status">
          {t('app.loading')}
        </p>
      ) : replies.isError ? (
        <div className="alert" role="alert">
          <p>{t('replies.loadError')}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void replies.refetch()}
          >
            {t('errors.retry')}
          </button>
        </div>
      ) : items.length === 0 && queued.length === 0 ? (
        <p className="replies__empty">{t('replies.empty')}</p>
      ) : (
        <ol className="reply-list" data-testid="reply-list" ref={listRef}>
          {queued.map((item) => (
            <li key={`queued-${item.id}`}>
              <article
                className="reply is-pending"
                data-testid="reply-pending"
                aria-label={item.body.author}
              >
                <header className="reply__header">
                  <p className="reply__author">{item.body.author}</p>
                  <p className="reply__pending">{t('replies.pending')}</p>
                </header>
                <p className="reply__text">{item.body.text}</p>
              </article>
            </li>
          ))}
          {items.map((reply) => (
            <li key={reply.id}>
              <article className="reply" tabIndex={-1} aria-label={reply.author}>
                <header className="reply__header">
                  <p className="reply__author">{reply.author}</p>
                  <time className="reply__date" dateTime={new Date(reply.createdAt).toISOString()}>
                    {formatDay(reply.createdAt)}
                  </time>
                </header>
                <p className="reply__text">{reply.text}</p>
                <ReportButton
                  kind="reply"
                  id={reply.id}
                  label={t('replies.report')}
                  name={t('replies.reportName', { author: reply.author })}
                />
              </article>
            </li>
          ))}
        </ol>
      )}

      {replies.hasNextPage ? (
        <div className="replies__more">
          <button
            type="button"
            className={
              replies.isFetchingNextPage ? 'button button--quiet is-busy' : 'button button--quiet'
            }
            onClick={more}
            aria-disabled={replies.isFetchingNextPage}
          >
            {t('replies.more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

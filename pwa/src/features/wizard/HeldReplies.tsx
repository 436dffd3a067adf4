import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#domain/calendar/dates';
import type { HideReason } from '#domain/vocabulary/moderation';
import { ActionButton, FormSuccess } from '../../components/actions';
import { LoadFailed, Loading } from '../../components/LoadState';
import { HideReasonField } from '../../shared/moderation/HideReasonField';
import { loadModerationTexts } from '../../shared/moderation/texts';
import {
  decideHeldReply,
  heldReplyKeys,
  heldReplyQueries,
  type HeldReplies as HeldPage,
  setReplyReview,
} from './api';

/**
 * A published notice's edit screen: the family chooses "review replies before they show", and
 * approves or hides the replies waiting for them (their words are shown as written).
 */
export function HeldReplies({ noticeId, editToken }: { noticeId: number; editToken: string }) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(heldReplyQueries.notice(noticeId, editToken));
  const [news, setNews] = useState<string | null>(null);
  const [reasonsReady, setReasonsReady] = useState(false);
  useEffect(() => {
    void loadModerationTexts().then(() => setReasonsReady(true));
  }, []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: heldReplyKeys.notice(noticeId) });
  const choose = useMutation({
    mutationFn: (hold: boolean) => setReplyReview(noticeId, editToken, hold),
    onSuccess: ({ holdReplies }) => {
      setNews(t(holdReplies ? 'replies.holdOn' : 'replies.holdOff'));
      return refresh();
    },
  });

  return (
    <section className="held-replies" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('replies.heading')}</h2>
      {query.isPending || !reasonsReady ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed message={query.error.message} retry={query.refetch} />
      ) : (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={query.data.holdReplies}
              disabled={choose.isPending}
              onChange={(e) => choose.mutate(e.target.checked)}
            />{' '}
            {t('replies.hold')}
          </label>
          <p className="hint">{t('replies.holdHint')}</p>
          {choose.isError ? (
            <p className="field-error" role="alert">
              {choose.error.message}
            </p>
          ) : null}
          <FormSuccess message={news} />
          {query.data.total === 0 ? (
            <p>{t('replies.none')}</p>
          ) : (
            <>
              <p>{t('replies.waiting', { count: query.data.total })}</p>
              <ul className="held-replies__list">
                {query.data.items.map((reply) => (
                  <HeldReply
                    key={reply.id}
                    reply={reply}
                    onDecide={(json) => decideHeldReply(noticeId, editToken, reply.id, json)}
                    onDone={(message) => {
                      setNews(message);
                      return refresh();
                    }}
                  />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

function HeldReply({
  reply,
  onDecide,
  onDone,
}: {
  reply: HeldPage['items'][number];
  onDecide: (
    json: { action: 'approve' } | { action: 'hide'; reason: HideReason },
  ) => Promise<unknown>;
  onDone: (message: string) => unknown;
}) {
  const { t } = useTranslation('wizard');
  const { t: tr } = useTranslation('moderation');
  const id = useId();
  const [reason, setReason] = useState<HideReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (json: { action: 'approve' } | { action: 'hide'; reason: HideReason }) =>
      onDecide(json),
    onMutate: () => setError(null),
    onSuccess: (_, json) =>
      onDone(t(json.action === 'approve' ? 'replies.approved' : 'replies.hidden', reply)),
    onError: (err) => setError(err.message),
  });

  return (
    <li className="held-replies__item" aria-labelledby={`${id}-author`}>
      <p id={`${id}-author`} className="reply__author">
        {reply.author}{' '}
        <time className="reply__date" dateTime={new Date(reply.createdAt).toISOString()}>
          {formatDay(reply.createdAt)}
        </time>
      </p>
      <p className="reply__text">{reply.text}</p>
      <div className="held-replies__actions">
        <ActionButton
          busy={decide.isPending && decide.variables.action === 'approve'}
          label={`${t('replies.approve')}: ${reply.author}`}
          onClick={() => decide.mutate({ action: 'approve' })}
        >
          {t('replies.approve')}
        </ActionButton>
        <HideReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
        <ActionButton
          busy={decide.isPending && decide.variables.action === 'hide'}
          danger
          label={`${t('replies.hide')}: ${reply.author}`}
          onClick={() =>
            reason ? decide.mutate({ action: 'hide', reason }) : setError(tr('hide.needed'))
          }
        >
          {t('replies.hide')}
        </ActionButton>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

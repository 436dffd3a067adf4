import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_LIMITS } from '#domain/inputs/limits';
import { newClientKey } from '#pwa/shared/outbox/keys';
import { isOffline } from '#pwa/lib/online';
import { readStorage, writeStorage } from '#pwa/lib/storage';
import { useAddReply } from '../api';
import {
  type OutboxItem,
  isNetworkError,
  queueReplyFor,
  removeQueued,
  useNoticeOutbox,
} from './outbox-hooks';
import { type ReplyField, validateReply } from './reply-validation';

const AUTHOR_KEY = 'replyAuthor';

/**
 * Adds a järelhüüe. On error: "Viga! Järelhüüet ei saanud lisada" plus the reason, field
 * messages next to the fields, the typed text kept. On success: the text is cleared, the
 * author's name is kept (and remembered for next time).
 * Offline (or on a network error) the reply is queued (shared/outbox/outbox.ts) and listed as "Ootab
 * saatmist"; one the server refuses when it is sent later comes back here with the reason, its
 * text kept ("Paranda ja saada uuesti" puts it back into the form).
 */
export function ReplyForm({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation('notices');
  const id = useId();
  const mutation = useAddReply(noticeId);
  const authorRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [author, setAuthor] = useState(() => readStorage(AUTHOR_KEY) ?? '');
  const [text, setText] = useState('');
  const [fields, setFields] = useState<Partial<Record<ReplyField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<'added' | 'held' | 'queued' | null>(null);
  const failedReplies = useNoticeOutbox(noticeId).filter(
    (item) => item.kind === 'reply' && item.state === 'failed',
  );

  function done(name: string, result: 'added' | 'held' | 'queued') {
    setText('');
    setAuthor(name);
    writeStorage(AUTHOR_KEY, name);
    setFields({});
    setFailure(null);
    setAdded(result);
  }

  function queue(name: string, body: string, clientKey?: string) {
    queueReplyFor(noticeId, { author: name, text: body, clientKey }).then(
      () => done(name, 'queued'),
      (err: unknown) => setFailure(err instanceof Error ? err.message : String(err)),
    );
  }

  function editFailed(item: OutboxItem) {
    setAuthor(item.body.author ?? '');
    setText(item.body.text ?? '');
    setFields({});
    setFailure(item.error);
    setAdded(null);
    void removeQueued(item.id!);
    textRef.current?.focus();
  }

  const limits = {
    min: REPLY_LIMITS.authorMin,
    max: REPLY_LIMITS.authorMax,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setAdded(null);
    const problems = validateReply(author, text);
    if (problems.author || problems.text) {
      const messages: Partial<Record<ReplyField, string>> = {};
      if (problems.author) messages.author = t(`replies.${problems.author}`, limits);
      if (problems.text)
        messages.text = t(`replies.${problems.text}`, { max: REPLY_LIMITS.textMax });
      setFields(messages);
      setFailure(Object.values(messages).join(' '));
      (problems.author ? authorRef : textRef).current?.focus();
      return;
    }
    const name = author.trim();
    const body = text.trim();
    if (isOffline()) {
      queue(name, body);
      return;
    }
    const clientKey = newClientKey();
    mutation.mutate(
      { author: name, text: body, clientKey },
      {
        onSuccess: ({ held }) => done(name, held ? 'held' : 'added'),
        onError: (error) => {
          if (isNetworkError(error)) {
            // the same key: if the request did arrive, the resend is ignored
            queue(name, body, clientKey);
            return;
          }
          const messages: Partial<Record<ReplyField, string>> = {};
          if (error.fields.author) messages.author = error.fields.author;
          if (error.fields.text) messages.text = error.fields.text;
          setFields(messages);
          setFailure(error.message);
        },
      },
    );
  }

  const authorError = fields.author;
  const textError = fields.text;

  return (
    <form className="reply-form" onSubmit={submit} noValidate>
      <h3 className="reply-form__heading">{t('replies.formHeading')}</h3>
      <p className="hint">{t('replies.requiredNote')}</p>

      {failedReplies.map((item) => (
        <div key={item.id} className="alert reply-form__failed" role="alert">
          <p>
            <strong>{t('replies.sendFailed', { message: item.error ?? '' })}</strong>
          </p>
          <blockquote className="reply-form__failed-text">
            <p className="reply__author">{item.body.author}</p>
            <p className="reply__text">{item.body.text}</p>
          </blockquote>
          <div className="reply-form__failed-actions">
            <button type="button" className="button" onClick={() => editFailed(item)}>
              {t('replies.edit')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => void removeQueued(item.id!)}
            >
              {t('replies.discard')}
            </button>
          </div>
        </div>
      ))}

      {failure ? (
        <div className="alert" role="alert">
          <p className="reply-form__error-title">
            <strong>{t('replies.error')}</strong>
          </p>
          <p>{failure}</p>
        </div>
      ) : null}

      <div className="field">
        <label htmlFor={`${id}-author`}>
          {t('replies.author')}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <input
          ref={authorRef}
          id={`${id}-author`}
          name="author"
          className="input"
          type="text"
          autoComplete="name"
          required
          minLength={REPLY_LIMITS.authorMin}
          maxLength={REPLY_LIMITS.authorMax}
          value={author}
          onChange={(e) => {
            setAuthor(e.target.value);
            setAdded(null);
          }}
          aria-invalid={authorError ? true : undefined}
          aria-describedby={authorError ? `${id}-author-error` : undefined}
        />
        {authorError ? (
          <p id={`${id}-author-error`} className="field-error">
            {authorError}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor={`${id}-text`}>
          {t('replies.text')}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          name="text"
          className="textarea"
          required
          maxLength={REPLY_LIMITS.textMax}
          rows={4}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setAdded(null);
          }}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[`${id}-counter`, textError ? `${id}-text-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        <div className="reply-form__below">
          {textError ? (
            <p id={`${id}-text-error`} className="field-error">
              {textError}
            </p>
          ) : (
            <span />
          )}
          <span id={`${id}-counter`} className="reply-form__counter">
            <span aria-hidden="true">
              {t('replies.counter', { count: text.length, max: REPLY_LIMITS.textMax })}
            </span>
            <span className="visually-hidden">
              {t('replies.counterLabel', { count: text.length, max: REPLY_LIMITS.textMax })}
            </span>
          </span>
        </div>
      </div>

      <div className="reply-form__actions">
        <button
          type="submit"
          className={mutation.isPending ? 'button is-busy' : 'button'}
          aria-disabled={mutation.isPending}
        >
          {t('replies.submit')}
        </button>
        <p className="reply-form__added" role="status">
          {mutation.isPending
            ? t('replies.sending')
            : added === 'added'
              ? t('replies.added')
              : added === 'held'
                ? t('replies.held')
                : added === 'queued'
                  ? t('replies.queued')
                  : ''}
        </p>
      </div>
    </form>
  );
}

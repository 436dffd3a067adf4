import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmBox } from '../../../components/ConfirmBox';
import { useConfirmFocus } from '../../../lib/confirm-focus';
import { type AdminPoem, poemsApi } from './api';

interface PoemRowProps {
  poem: AdminPoem;
  onEdit: () => void;
  /** After a deletion: the list reloads and the news is announced */
  onDeleted: (news: string) => Promise<unknown>;
}

/** One poem: title, author, whether the bank offers it (and why not), its use; edit, delete. */
export function PoemRow({ poem, onEdit, onDeleted }: PoemRowProps) {
  const { t } = useTranslation('adminPoems');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useConfirmFocus(confirming, confirmRef, deleteRef);
  const { title } = poem;

  const remove = useMutation({
    mutationFn: () => poemsApi.remove(poem.id),
    onMutate: () => setError(null),
    onSuccess: () => onDeleted(t('item.deleted', { title })),
    onError: (err) => {
      setConfirming(false);
      setError(err.message);
    },
  });

  const author = poem.folk ? t('item.folk') : (poem.author ?? '');
  const died =
    poem.authorDeathYear === null ? '' : ` (${t('item.died', { year: poem.authorDeathYear })})`;
  const licence =
    poem.licenceScope && poem.licenceGrantor && poem.licenceGrantedOn
      ? `${poem.licenceScope} (${poem.licenceGrantor}, ${poem.licenceGrantedOn})`
      : null;
  return (
    <li className="admin-user" aria-labelledby={`${id}-title`}>
      <div className="admin-user__who">
        <p id={`${id}-title`} className="admin-user__name">
          {title}
        </p>
        <p>
          {author}
          {died}
        </p>
        <p
          className={
            poem.unusable ? 'admin-badge admin-badge--warn' : 'admin-badge admin-badge--on'
          }
        >
          {poem.unusable ? t(`item.${poem.unusable}`, { year: poem.freeFrom }) : t('item.offered')}
        </p>
        <p className="admin-user__meta">
          {licence ? <>{t('item.licence', { text: licence })} · </> : null}
          {t('item.used', { count: poem.notices })}
        </p>
      </div>
      <div className="admin-user__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-label={`${t('item.edit')}: ${title}`}
          onClick={onEdit}
        >
          {t('item.edit')}
        </button>
        {confirming ? null : (
          <button
            ref={deleteRef}
            type="button"
            className="button button--danger"
            aria-label={`${t('item.delete')}: ${title}`}
            onClick={() => setConfirming(true)}
          >
            {t('item.delete')}
          </button>
        )}
      </div>
      {confirming ? (
        <ConfirmBox
          boxRef={confirmRef}
          question={t('item.deleteQuestion', { title, count: poem.notices })}
          yes={t('item.deleteYes')}
          cancel={t('item.cancel')}
          busy={remove.isPending}
          onYes={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

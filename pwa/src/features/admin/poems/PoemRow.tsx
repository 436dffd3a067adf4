import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowError, useRowDelete } from '../row-delete';
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
  const [error, setError] = useState<string | null>(null);
  const { title } = poem;
  const remove = useRowDelete({
    text: t('item.delete'),
    label: `${t('item.delete')}: ${title}`,
    question: t('item.deleteQuestion', { title, count: poem.notices }),
    yes: t('item.deleteYes'),
    cancel: t('item.cancel'),
    remove: () => poemsApi.remove(poem.id),
    onDeleted: () => onDeleted(t('item.deleted', { title })),
    onError: setError,
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
        {remove.button}
      </div>
      {remove.box}
      <RowError message={error} />
    </li>
  );
}

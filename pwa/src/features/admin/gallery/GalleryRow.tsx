import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '#pwa/components/actions';
import { RowError, useRowDelete } from '../row-delete';
import { type GalleryItem, galleryApi } from './api';

interface GalleryRowProps {
  item: GalleryItem;
  last: boolean;
  /** After a change: the list reloads and the news is announced */
  onChanged: (news: string) => Promise<unknown>;
}

/** One background: its picture, state and use; move, hide or activate, delete with a confirmation. */
export function GalleryRow({ item, last, onChanged }: GalleryRowProps) {
  const { t } = useTranslation('adminGallery');
  const [error, setError] = useState<string | null>(null);
  const name = t('item.name', { position: item.position });

  const change = useMutation({
    mutationFn: (json: { active?: boolean; position?: number }) => galleryApi.change(item.id, json),
    onMutate: () => setError(null),
    onSuccess: (changed, json) =>
      onChanged(
        json.position !== undefined
          ? t('item.moved', { position: changed.position })
          : t(changed.active ? 'item.shown' : 'item.hiddenNews', { position: changed.position }),
      ),
    onError: (err) => setError(err.message),
  });
  const remove = useRowDelete({
    text: t('item.delete'),
    label: `${t('item.delete')}: ${name}`,
    question: t('item.deleteQuestion', { position: item.position }),
    yes: t('item.deleteYes'),
    cancel: t('item.cancel'),
    describedBy: item.notices > 0 ? `gallery-used-${item.id}` : undefined,
    remove: () => galleryApi.remove(item.id),
    onDeleted: () => onChanged(t('item.deleted')),
    onError: setError,
  });

  return (
    <li className="admin-gallery__item" aria-label={name}>
      <img
        className="admin-gallery__image"
        src={item.url}
        alt={name}
        width={item.width}
        height={item.height}
        loading="lazy"
      />
      <div className="admin-gallery__about">
        <p className="admin-gallery__name">{name}</p>
        <p className={item.active ? 'admin-badge admin-badge--on' : 'admin-badge'}>
          {t(item.active ? 'item.active' : 'item.hidden')}
        </p>
        <p className="admin-user__meta">{t('item.used', { count: item.notices })}</p>
      </div>
      <div className="admin-user__actions">
        <ActionButton
          quiet
          busy={change.isPending}
          disabled={item.position === 1}
          label={`${t('item.up')}: ${name}`}
          onClick={() => change.mutate({ position: item.position - 1 })}
        >
          {t('item.up')}
        </ActionButton>
        <ActionButton
          quiet
          busy={change.isPending}
          disabled={last}
          label={`${t('item.down')}: ${name}`}
          onClick={() => change.mutate({ position: item.position + 1 })}
        >
          {t('item.down')}
        </ActionButton>
        <ActionButton
          quiet
          busy={change.isPending}
          label={`${t(item.active ? 'item.hide' : 'item.show')}: ${name}`}
          onClick={() => change.mutate({ active: !item.active })}
        >
          {t(item.active ? 'item.hide' : 'item.show')}
        </ActionButton>
        {remove.button}
      </div>
      {item.notices > 0 ? (
        <p id={`gallery-used-${item.id}`} className="admin-user__meta">
          {t('item.usedNote')}
        </p>
      ) : null}
      {remove.box}
      <RowError message={error} />
    </li>
  );
}

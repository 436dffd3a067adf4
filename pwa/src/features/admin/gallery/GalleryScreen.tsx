import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '#pwa/components/actions';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { galleryApi, galleryKeys, useGallery } from './api';
import { GalleryRow } from './GalleryRow';
import { GalleryUpload } from './GalleryUpload';

/** /admin/pildid (role 10): the notice wizard's backgrounds. */
export const GalleryScreen = withQueries(GalleryScreenContent);

function GalleryScreenContent() {
  const { t } = useTranslation('adminGallery');
  const queryClient = useQueryClient();
  const query = useGallery();
  const [news, setNews] = useState<string | null>(null);
  useViewReady(!query.isPending);
  const refresh = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: galleryKeys.all() });
    setNews(message);
  };

  let list;
  if (query.isPending) list = <Loading />;
  else if (query.isError)
    list = (
      <LoadFailed message={`${t('list.loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  else {
    const { items } = query.data;
    list = (
      <>
        <p className="status-text">
          {items.length === 0
            ? t('list.empty')
            : t('list.count', {
                count: items.length,
                active: items.filter((item) => item.active).length,
              })}
        </p>
        <ol className="admin-gallery" aria-label={t('list.label')}>
          {items.map((item, i) => (
            <GalleryRow
              key={item.id}
              item={item}
              last={i === items.length - 1}
              onChanged={refresh}
            />
          ))}
        </ol>
      </>
    );
  }

  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <GalleryUpload add={galleryApi.add} onAdded={() => void refresh(t('upload.added'))} />
      <FormSuccess message={news} />
      {list}
    </>
  );
}

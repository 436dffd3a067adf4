/** The admin's background gallery calls (role 10), on the typed Hono client. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';

const gallery = client.api.admin.gallery;
const one = gallery[':id'];

export type GalleryItem = InferResponseType<typeof gallery.$get, 200>['items'][number];

export const galleryApi = {
  list: () => unwrap(gallery.$get()),
  /** Puts an uploaded background (POST /api/uploads?kind=background) into the gallery */
  add: (imageId: number) => unwrap(gallery.$post({ json: { imageId } })),
  change: (id: number, json: { active?: boolean; position?: number }) =>
    unwrap(one.$patch({ param: { id: String(id) }, json })),
  remove: (id: number) => unwrapEmpty(one.$delete({ param: { id: String(id) } })),
};

export const galleryKeys = {
  all: () => ['admin', 'gallery'] as const,
};

export const galleryQueries = {
  list: () => queryOptions({ queryKey: galleryKeys.all(), queryFn: galleryApi.list }),
};

export const useGallery = () => useQuery(galleryQueries.list());

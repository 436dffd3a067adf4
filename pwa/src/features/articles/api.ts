/**
 * The articles' queries and the editor's writes (TanStack Query over the typed client): the
 * list 12 per step, one article (by id or slug), the site search, and for the admin the
 * article with its editor document, saving and deleting it.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { LIST_LIMITS } from '../../../../db/domain/limits';
import type { ApiError } from '../../lib/api-error';
import { client, unwrap } from '../../lib/api';
import { http, httpCall } from '../../lib/http';
import type { ArticleCategory } from './filter';

/** An image as the uploads answer it */
export interface ImageRef {
  id: number;
  url: string;
  width: number;
  height: number;
}

export interface ArticleItem {
  id: number;
  slug: string;
  title: string;
  lead: string;
  category: ArticleCategory;
  readingMinutes: number;
  cover: ImageRef | null;
  /** ms */
  publishedAt: number | null;
}

export interface ArticlePage {
  items: ArticleItem[];
  total: number;
  hasMore: boolean;
}

export interface ArticleDetail extends ArticleItem {
  html: string;
  sections: { id: string; title: string }[];
  related: ArticleItem[];
  reviewedAt: string | null;
  author: string | null;
  metaDescription: string | null;
  updatedAt: number | null;
  /** Only in an editor's answers */
  published?: boolean;
}

/** The admin's article: what the editor loads and a save answers */
export interface AdminArticle extends ArticleDetail {
  doc: unknown;
  published: boolean;
}

/** What the editor sends (POST /api/admin/articles, PUT /api/admin/articles/:id) */
export interface ArticleInput {
  title: string;
  slug?: string;
  lead: string;
  category: ArticleCategory;
  doc: unknown;
  published: boolean;
  metaDescription?: string;
  coverImageId?: number;
  reviewedAt?: string;
}

export type ArticleQuery = { category?: string; q?: string };

const search = client.api.search;
export type SearchResult = InferResponseType<typeof search.$get, 200>['items'][number];

/** The list's step ("Näita järgmised 12") */
export const LIST_STEP = LIST_LIMITS.takeDefault;

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleQuery) => ['articles', 'list', query] as const,
  details: () => ['articles', 'detail'] as const,
  detail: (ref: string) => ['articles', 'detail', ref] as const,
  admin: (id: number) => ['articles', 'admin', id] as const,
  search: (text: string) => ['search', text] as const,
};

export const articleQueries = {
  /** 12 per step; the API's pages are 1-based */
  list: (query: ArticleQuery) =>
    infiniteQueryOptions({
      queryKey: articleKeys.list(query),
      queryFn: ({ pageParam, signal }) =>
        httpCall(() =>
          http
            .get('/api/articles', {
              searchParams: { ...query, page: pageParam, take: LIST_STEP },
              signal,
            })
            .json<ArticlePage>(),
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  detail: (ref: string) =>
    queryOptions({
      queryKey: articleKeys.detail(ref),
      queryFn: ({ signal }) =>
        httpCall(() =>
          http.get(`/api/articles/${encodeURIComponent(ref)}`, { signal }).json<ArticleDetail>(),
        ),
    }),
  admin: (id: number | null) =>
    queryOptions({
      queryKey: articleKeys.admin(id ?? 0),
      enabled: id !== null,
      queryFn: ({ signal }) =>
        httpCall(() => http.get(`/api/admin/articles/${id}`, { signal }).json<AdminArticle>()),
      // the editor keeps its own copy while open: no refetch under the writer's hands
      staleTime: Infinity,
    }),
  /** The site search over articles and help pages (at least 2 characters) */
  search: (text: string) =>
    queryOptions({
      queryKey: articleKeys.search(text),
      queryFn: ({ signal }) =>
        unwrap(search.$get({ query: { q: text } }, { init: { signal } })).then((a) => a.items),
      enabled: text.length >= 2,
    }),
};

export const useArticleList = (query: ArticleQuery) => useInfiniteQuery(articleQueries.list(query));
export const useArticle = (ref: string) => useQuery(articleQueries.detail(ref));
export const useAdminArticle = (id: number | null) => useQuery(articleQueries.admin(id));
export const useSearch = (text: string) => useQuery(articleQueries.search(text));

/** Saves the editor's article (POST when new); the public copies are fetched again. */
export function useSaveArticle(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation<AdminArticle, ApiError, ArticleInput>({
    mutationFn: (json) =>
      httpCall(() =>
        (id === null
          ? http.post('/api/admin/articles', { json })
          : http.put(`/api/admin/articles/${id}`, { json })
        ).json<AdminArticle>(),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(articleKeys.admin(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}

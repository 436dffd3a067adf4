/**
 * The articles' queries and the editor's writes (TanStack Query over the typed client): the
 * list 12 per step, one article (by id or slug), the site search, and for the admin the
 * article with its editor document and saving it.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { ARTICLE_LIMITS } from '#domain/vocabulary/articles';
import type { ApiError } from '../../lib/api-error';
import { client, unwrap } from '../../lib/api';

const articles = client.api.articles;
const article = articles[':id'];
const adminArticles = client.api.admin.articles;
const adminArticle = adminArticles[':id'];
const search = client.api.search;

export type ArticlePage = InferResponseType<typeof articles.$get, 200>;
export type ArticleItem = ArticlePage['items'][number];
export type ImageRef = NonNullable<ArticleItem['cover']>;
export type ArticleDetail = InferResponseType<typeof article.$get, 200>;
/** The admin's article: what the editor loads and a save answers */
export type AdminArticle = InferResponseType<typeof adminArticle.$get, 200>;
/** What the editor sends (POST /api/admin/articles, PUT /api/admin/articles/:id) */
export type ArticleInput = InferRequestType<typeof adminArticles.$post>['json'];
export type SearchResult = InferResponseType<typeof search.$get, 200>['items'][number];

/** GET /api/articles's query without paging (URL strings) */
export type ArticleQuery = Omit<InferRequestType<typeof articles.$get>['query'], 'page' | 'take'>;

/** The list's step ("Näita järgmised 12") */
export const LIST_STEP = ARTICLE_LIMITS.takeDefault;

/** The search's results on one page (the API gives at most 20) */
const SEARCH_TAKE = '20';

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleQuery) => ['articles', 'list', query] as const,
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
        unwrap(
          articles.$get(
            { query: { ...query, page: String(pageParam), take: String(LIST_STEP) } },
            { init: { signal } },
          ),
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  detail: (ref: string) =>
    queryOptions({
      queryKey: articleKeys.detail(ref),
      queryFn: ({ signal }) => unwrap(article.$get({ param: { id: ref } }, { init: { signal } })),
    }),
  admin: (id: number | null) =>
    queryOptions({
      queryKey: articleKeys.admin(id ?? 0),
      queryFn: ({ signal }) =>
        unwrap(adminArticle.$get({ param: { id: String(id) } }, { init: { signal } })),
      enabled: id !== null,
      // the editor keeps its own copy while open: no refetch under the writer's hands
      staleTime: Infinity,
    }),
  /** The site search over articles and help pages (at least 2 characters) */
  search: (text: string) =>
    queryOptions({
      queryKey: articleKeys.search(text),
      queryFn: ({ signal }) =>
        unwrap(search.$get({ query: { q: text, take: SEARCH_TAKE } }, { init: { signal } })).then(
          (answer) => answer.items,
        ),
      enabled: text.length >= 2,
    }),
};

export const useArticleList = (query: ArticleQuery) => useInfiniteQuery(articleQueries.list(query));
export const useArticle = (ref: string) => useQuery(articleQueries.detail(ref));
export const useAdminArticle = (id: number | null) => useQuery(articleQueries.admin(id));
export const useSearch = (text: string) => useQuery(articleQueries.search(text));

/** Saves the editor's article (POST when new); the lists and posts are fetched again. */
export function useSaveArticle(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation<AdminArticle, ApiError, ArticleInput>({
    mutationFn: (json) =>
      id === null
        ? unwrap(adminArticles.$post({ json }))
        : unwrap(adminArticle.$put({ param: { id: String(id) }, json })),
    onSuccess: (saved) => {
      queryClient.setQueryData(articleKeys.admin(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}

/** The admin's article list calls (role 10), on the typed Hono client. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ARTICLE_STATUSES } from '#domain/inputs/article-input';
import { client, unwrap, unwrapEmpty } from '#pwa/lib/api';

const articles = client.api.admin.articles;
const one = articles[':id'];

export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export type AdminArticleItem = InferResponseType<typeof articles.$get, 200>['items'][number];

export const adminArticlesApi = {
  list: (q: string, status: ArticleStatus, page: number) =>
    unwrap(
      articles.$get({
        query: { ...(q ? { q } : {}), ...(status === 'all' ? {} : { status }), page: String(page) },
      }),
    ),
  setPublished: (id: number, published: boolean) =>
    unwrap(one.publish.$post({ param: { id: String(id) }, json: { published } })),
  remove: (id: number) => unwrapEmpty(one.$delete({ param: { id: String(id) } })),
};

export const adminArticleKeys = {
  all: () => ['admin', 'articles'] as const,
  page: (q: string, status: ArticleStatus, page: number) =>
    ['admin', 'articles', q, status, page] as const,
};

export const adminArticleQueries = {
  page: (q: string, status: ArticleStatus, page: number) =>
    queryOptions({
      queryKey: adminArticleKeys.page(q, status, page),
      queryFn: () => adminArticlesApi.list(q, status, page),
      placeholderData: keepPreviousData,
    }),
};

export const useAdminArticles = (q: string, status: ArticleStatus, page: number) =>
  useQuery(adminArticleQueries.page(q, status, page));

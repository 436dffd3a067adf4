/**
 * A company page's queries and the reviews' writes (TanStack Query over the typed Hono client):
 * the company (taking the page's early answer), its reviews page by page with the reviewer's
 * own, writing or replacing that review, and the owner's answer.
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { reviewInput } from '#domain/inputs/company-input';
import type { Review } from '#domain/rules/reviews';
import type { SessionUser } from '#domain/inputs/auth';
import type { ApiError } from '#pwa/lib/api-error';
import { client, reviewerClient, unwrap } from '#pwa/lib/api';
import { earlyQuery } from '#pwa/lib/early-query';
import { companyRequests } from './requests';
import { ownerQueries } from '../owner/api';

const company = client.api.companies[':id'];

/** A review as the form sends it (POST, or PUT mine) */
export type ReviewInput = z.input<typeof reviewInput>;
export type CompanyDetail = InferResponseType<typeof company.$get, 200>;
export type ReviewPage = InferResponseType<typeof company.reviews.$get, 200>;

export const companyKeys = {
  details: () => ['companies', 'detail'] as const,
  detail: (ref: string) => ['companies', 'detail', ref] as const,
  reviewsOf: (id: number) => ['companies', 'reviews', id] as const,
  /** The reviews as this browser's reviewer (by id; 0 none) sees them, their own included */
  reviews: (id: number, reviewerId: number | null) =>
    ['companies', 'reviews', id, reviewerId ?? 0] as const,
};

export const companyQueries = {
  detail: (ref: string | null) =>
    queryOptions({
      queryKey: companyKeys.detail(ref ?? ''),
      ...earlyQuery<CompanyDetail>(ref === null ? null : companyRequests.company(ref), (signal) =>
        unwrap(company.$get({ param: { id: ref ?? '' } }, { init: { signal } })),
      ),
      enabled: ref !== null,
    }),
  /** Pages count from 1; `mine` (the reviewer's own, perhaps held) comes with every page. */
  reviews: (id: number, reviewerId: number | null) =>
    infiniteQueryOptions({
      queryKey: companyKeys.reviews(id, reviewerId),
      queryFn: ({ pageParam, signal }): Promise<ReviewPage> =>
        unwrap(
          reviewerClient.api.companies[':id'].reviews.$get(
            { param: { id: String(id) }, query: { page: String(pageParam) } },
            { init: { signal } },
          ),
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
};

export function useCompany(ref: string | null) {
  return useQuery(companyQueries.detail(ref));
}

export function useReviews(id: number, reviewerId: number | null) {
  return useInfiniteQuery(companyQueries.reviews(id, reviewerId));
}

/** Whether the signed-in user is the confirmed owner of company `id` (they may answer). */
export function useOwnsCompany(user: SessionUser | null, id: number): boolean {
  // the same query as the owner's edit form: one key for the signed-in provider's company, asked
  // only of a user who has one (anyone else would get 404 no_company)
  const owned = useQuery({
    ...ownerQueries.company(user?.id ?? 0),
    enabled: !!user?.company,
  });
  return !!owned.data && owned.data.id === id && owned.data.verified;
}

type ReviewPages = InfiniteData<ReviewPage>;

/** Writes the reviewer's review (`replace`: PUT mine); it then shows as theirs, with its status. */
export function useSaveReview(id: number, reviewerId: number | null, replace: boolean) {
  const queryClient = useQueryClient();
  return useMutation<Review, ApiError, ReviewInput>({
    mutationFn: (json) => {
      const param = { id: String(id) };
      const path = reviewerClient.api.companies[':id'].reviews;
      return replace
        ? unwrap(path.mine.$put({ param, json }))
        : unwrap(path.$post({ param, json }));
    },
    onSuccess: (review) => {
      queryClient.setQueryData<ReviewPages>(companyKeys.reviews(id, reviewerId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, mine: review })) } : data,
      );
      // the list may now hold it, and the company's average and count may have changed
      void queryClient.invalidateQueries({ queryKey: companyKeys.reviewsOf(id) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.details() });
    },
  });
}

/** The owner's one public answer to a review. */
export function useAnswerReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation<Review, ApiError, { reviewId: number; text: string }>({
    mutationFn: ({ reviewId, text }) =>
      unwrap(
        company.reviews[':rid'].answer.$post({
          param: { id: String(id), rid: String(reviewId) },
          json: { text },
        }),
      ),
    onSuccess: (answered) => {
      const patch = (review: Review) => (review.id === answered.id ? answered : review);
      queryClient.setQueriesData<ReviewPages>({ queryKey: companyKeys.reviewsOf(id) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })),
            }
          : data,
      );
    },
  });
}

/**
 * The query side of early requests: `earlyQuery`/`earlyPages` give a query its `queryFn` and
 * `initialData`, so a server-rendered page gets its fast first load in one line. Apart from
 * early-answers.ts so that only the screens' chunks carry it, not the first screen.
 */
import { apiErrorFrom } from './api-error';
import { type GetRequest, takeArrivedEarly, takeEarly } from './early-answers';
import type { HttpFailure } from './get-json';

/** takeEarly, a 404 thrown as the ApiError the query's own request would have given. */
async function takeEarlyAnswer<T>(request: GetRequest): Promise<T | undefined> {
  try {
    return await takeEarly<T>(request);
  } catch (err) {
    const { status, message } = err as Partial<HttpFailure>;
    throw status === undefined ? err : apiErrorFrom(status, null, null, message ?? '');
  }
}

/**
 * A query's `queryFn` and `initialData` that take the early answer to `request` and otherwise
 * `ask` the API: spread into `queryOptions`, so a server-rendered page gets its fast first load
 * in one line. A null request (nothing to ask yet) always asks.
 */
export function earlyQuery<T>(
  request: GetRequest | null,
  ask: (signal: AbortSignal) => Promise<T>,
) {
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> =>
      (request && (await takeEarlyAnswer<T>(request))) ?? ask(signal),
    initialData: (): T | undefined => (request ? takeArrivedEarly<T>(request) : undefined),
  };
}

/**
 * earlyQuery for paged (infinite) queries: the first page may come early; `requestOf` names a
 * page's request and `ask` fetches that request.
 */
export function earlyPages<T, R extends GetRequest>(
  requestOf: (page: number) => R,
  ask: (request: R, signal: AbortSignal) => Promise<T>,
) {
  return {
    queryFn: async ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => {
      const request = requestOf(pageParam);
      return (
        (pageParam === 0 ? await takeEarlyAnswer<T>(request) : undefined) ?? ask(request, signal)
      );
    },
    initialPageParam: 0,
    initialData: () => {
      const page = takeArrivedEarly<T>(requestOf(0));
      return page && { pages: [page], pageParams: [0] };
    },
  };
}

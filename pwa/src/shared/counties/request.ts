/**
 * The counties' GET as path and parameters, apart from the query (query.ts): a list page's early
 * requests name it on the first screen, which must not load TanStack Query.
 */
import type { GetRequest } from '../../lib/early-answers';

export const countiesRequest = (): GetRequest => ({ path: '/api/counties', params: {} });

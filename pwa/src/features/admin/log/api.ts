/** The audit log's read (role 10), on the typed Hono client. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, unwrap } from '#pwa/lib/api';

const audit = client.api.admin.audit;

type AuditFilter = InferRequestType<typeof audit.$get>['query'];
export type AuditEntry = InferResponseType<typeof audit.$get, 200>['items'][number];

export const auditKeys = {
  all: () => ['admin', 'audit'] as const,
  page: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
};

const auditQueries = {
  /** One page of the log; the previous page stays shown while the next one loads */
  page: (filter: AuditFilter) =>
    queryOptions({
      queryKey: auditKeys.page(filter),
      queryFn: () => unwrap(audit.$get({ query: filter })),
      placeholderData: keepPreviousData,
    }),
};

export const useAuditLog = (filter: AuditFilter) => useQuery(auditQueries.page(filter));

/** The dashboard's calls (role 10): a period's figures and its CSV, on the typed Hono client. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsAnswer, StatsPeriod } from '#domain/vocabulary/stats';
import { client, unwrap } from '#pwa/lib/api';
import { httpCall } from '#pwa/lib/http';

const stats = client.api.admin.stats;
const csv = client.api.admin['stats.csv'];

/** The file name the API gives in Content-Disposition, or a plain one */
const fileName = (disposition: string | null, period: StatsPeriod) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `kyynal-ulevaade-${period}p.csv`;

export const dashboardApi = {
  stats: (period: StatsPeriod): Promise<StatsAnswer> =>
    unwrap(stats.$get({ query: { period: String(period) } })),
  /** The period's CSV as a file (fetched with the session's token, so not a plain link) */
  csv: (period: StatsPeriod): Promise<{ blob: Blob; name: string }> =>
    httpCall(async () => {
      const response = await csv.$get({ query: { period: String(period) } });
      return {
        blob: await response.blob(),
        name: fileName(response.headers.get('Content-Disposition'), period),
      };
    }),
};

export const dashboardKeys = {
  all: () => ['admin', 'stats'] as const,
  period: (period: StatsPeriod) => ['admin', 'stats', period] as const,
};

export const dashboardQueries = {
  /** A period's figures; the last period's stay shown while another loads */
  stats: (period: StatsPeriod) =>
    queryOptions({
      queryKey: dashboardKeys.period(period),
      queryFn: () => dashboardApi.stats(period),
      placeholderData: keepPreviousData,
    }),
};

export const useDashboardStats = (period: StatsPeriod) => useQuery(dashboardQueries.stats(period));

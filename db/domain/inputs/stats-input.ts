/** GET /api/admin/stats and /stats.csv query: `period` 7, 30 or 365 (days), 7 when left out. */
import { z } from 'zod';
import { STATS_PERIODS, type StatsPeriod } from '../vocabulary/stats';

export const statsQuery = z.object({
  period: z
    .enum(STATS_PERIODS.map(String) as [string, ...string[]], { error: 'invalid' })
    .optional()
    .transform((v) => (v === undefined ? 7 : (Number(v) as StatsPeriod))),
});

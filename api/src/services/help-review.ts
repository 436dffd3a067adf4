/**
 * Reminds the admin of help pages that need a new check: once a day (an interval job in the
 * server process), every help page whose last review is more than a year old raises an admin
 * alert, once per page, language and review date: the same stale page does not alert again the
 * next day, and a page reviewed again and stale a year later does.
 */
import { HELP_REVIEW_MAX_DAYS, type HelpSlug, helpPagePath } from '#domain/pages/help-pages';
import type { StalePage } from '../routes/help/store';
import type { Stores } from '../stores';
import type { Alert } from '../stores/alerts';
import { intervalJob } from './interval-job';

export const HELP_STALE_ALERT = 'help_page_stale';

export interface HelpReviewOptions {
  /** The help pages' store (its stale check raises the alerts) */
  help: Pick<Stores['help'], 'alertStale'>;
  now: () => number;
  /** Interval between checks (production: a day) */
  intervalMs?: number;
  log?: (message: string) => void;
}

/** The alert of a page due for review */
const staleAlert = (page: StalePage): Alert => ({
  kind: HELP_STALE_ALERT,
  message: `Abileht ${helpPagePath(page.slug as HelpSlug)} (${page.language}) on viimati üle vaadatud ${page.reviewedAt}, üle ${HELP_REVIEW_MAX_DAYS} päeva tagasi: kontrolli selle fakte.`,
});

export function createHelpReviewJob({
  help,
  now,
  intervalMs = 24 * 3600_000,
  log = (message) => console.error(`[help] ${message}`),
}: HelpReviewOptions) {
  /** Raises the alerts not raised yet; returns how many it raised. */
  const check = () => help.alertStale(now(), staleAlert);
  const job = intervalJob(check, intervalMs, (err) => log(`review check failed: ${String(err)}`));
  return { check, start: job.start, stop: job.stop };
}

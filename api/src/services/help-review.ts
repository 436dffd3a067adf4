/**
 * Reminds the admin of help pages that need a new check: once a day (an interval job in the
 * server process), every help page whose last review is more than a year old raises an admin
 * alert, once per page, language and review date: the same stale page does not alert again the
 * next day, and a page reviewed again and stale a year later does.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { HELP_REVIEW_MAX_DAYS, type HelpSlug, helpPagePath } from '../../../db/domain/help-pages';
import { createSearchIndex } from '../routes/search/store';
import { createHelpStore } from '../routes/help/store';
import { raiseAlert } from '../stores/alerts';
import { intervalJob } from './interval-job';

export const HELP_STALE_ALERT = 'help_page_stale';

export interface HelpReviewOptions {
  sqlite: BetterSqlite3.Database;
  now: () => number;
  /** Interval between checks (production: a day) */
  intervalMs?: number;
  log?: (message: string) => void;
}

export function createHelpReviewJob({
  sqlite,
  now,
  intervalMs = 24 * 3600_000,
  log = (message) => console.error(`[help] ${message}`),
}: HelpReviewOptions) {
  const help = createHelpStore(sqlite, createSearchIndex(sqlite));
  const alerted = sqlite
    .prepare<[string, string, string, string]>(
      `SELECT 1 FROM admin_alerts WHERE kind = ? AND json_extract(details, '$.slug') = ?
         AND json_extract(details, '$.language') = ? AND json_extract(details, '$.reviewedAt') = ?`,
    )
    .pluck();

  /** Raises the alerts not raised yet; returns how many it raised. */
  const check = sqlite.transaction((at: number): number => {
    let raised = 0;
    for (const page of help.stale(at)) {
      if (alerted.get(HELP_STALE_ALERT, page.slug, page.language, page.reviewedAt)) continue;
      raiseAlert(
        sqlite,
        {
          kind: HELP_STALE_ALERT,
          message: `Abileht ${helpPagePath(page.slug as HelpSlug)} (${page.language}) on viimati üle vaadatud ${page.reviewedAt}, üle ${HELP_REVIEW_MAX_DAYS} päeva tagasi: kontrolli selle fakte.`,
          details: { slug: page.slug, language: page.language, reviewedAt: page.reviewedAt },
        },
        at,
      );
      raised += 1;
    }
    return raised;
  });

  const job = intervalJob(
    () => Promise.resolve(check(now())),
    intervalMs,
    (err) => log(`review check failed: ${String(err)}`),
  );
  return { check: () => check(now()), start: job.start, stop: job.stop };
}

/**
 * The help pages on PostgreSQL (store.ts holds the rendering and the rules): a save writes the
 * page and its search row in one transaction; the stale check runs under a transaction-scoped
 * advisory lock, so two app instances checking at once raise each page's alert once.
 */
import type pg from 'pg';
import { DEFAULT_LOCALE, type Locale } from '../../../../db/domain/locales';
import { isHelpSlug } from '../../../../db/domain/help-pages';
import { raiseAlertPg } from '../../stores/alerts.pg';
import type { Alert } from '../../stores/alerts';
import { all, get, run, statement, transaction, value } from '../../stores/pg/sql';
import type { Port } from '../../stores/port';
import { putSearchRow } from '../search/store.pg';
import {
  HELP_COLUMNS,
  helpSearchDocument,
  pageOf,
  render,
  staleAlertOf,
  staleBefore,
  type HelpPageInput,
  type HelpRow,
  type StalePage,
  type createHelpStore,
} from './store';

const upsert = `INSERT INTO help_pages (slug, language, title, lead, description, content, text,
    reviewed_at, reviewed_by, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (slug, language) DO UPDATE SET title = excluded.title, lead = excluded.lead,
    description = excluded.description, content = excluded.content, text = excluded.text,
    reviewed_at = excluded.reviewed_at, reviewed_by = excluded.reviewed_by,
    updated_at = excluded.updated_at`;
const one = statement(
  'help_read',
  `SELECT ${HELP_COLUMNS} FROM help_pages WHERE slug = $1 AND language IN ($2, $3)
   ORDER BY language = $2 DESC LIMIT 1`,
);
const alerted = `SELECT 1 FROM admin_alerts WHERE kind = $1 AND details->>'slug' = $2
  AND details->>'language' = $3 AND details->>'reviewedAt' = $4`;

export function createPgHelpStore(pool: pg.Pool): Port<ReturnType<typeof createHelpStore>> {
  return {
    save: (page: HelpPageInput, now: number) =>
      transaction(pool, async (client) => {
        const { content, text } = render(page.content);
        await run(client, upsert, [
          page.slug,
          page.language,
          page.title,
          page.lead,
          page.description,
          JSON.stringify(content),
          text,
          page.reviewedAt,
          page.reviewedBy,
          now,
        ]);
        await putSearchRow(client, helpSearchDocument(page, text));
      }),

    async read(slug: string, language: Locale) {
      if (!isHelpSlug(slug)) return null;
      const row = await get<HelpRow>(pool, one, [slug, language, DEFAULT_LOCALE]);
      return row ? pageOf(row) : null;
    },

    alertStale: (at: number, alertOf: (page: StalePage) => Alert) =>
      transaction(pool, async (client) => {
        await all(client, "SELECT pg_advisory_xact_lock(hashtextextended('help_stale', 0))");
        const pages = await all<StalePage>(
          client,
          `SELECT slug, language, reviewed_at AS "reviewedAt" FROM help_pages
           WHERE reviewed_at < $1 ORDER BY slug COLLATE "C", language COLLATE "C"`,
          [staleBefore(at)],
        );
        let raised = 0;
        for (const page of pages) {
          const alert = staleAlertOf(page, alertOf);
          const params = [alert.kind, page.slug, page.language, page.reviewedAt];
          if (await value(client, alerted, params)) continue;
          await raiseAlertPg(client, alert, at);
          raised += 1;
        }
        return raised;
      }),
  };
}

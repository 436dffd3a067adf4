/**
 * The help pages (/kasulikku/…) and the legal pages (/privaatsus, /tingimused) per language:
 * saving one writes its content (rich texts rendered to sanitised HTML here), its plain text and
 * its row in the site's search index in one transaction; reading one falls back to Estonian when
 * the language has no copy. The stale check raises an admin alert for each page whose last review
 * is older than a year, once per page, language and review date. Written once for both databases
 * (decision 0109); store.pg.ts keeps the search row and the alerts on the transaction's client.
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  type GuideContent,
  HELP_REVIEW_MAX_DAYS,
  type HelpContent,
  type HelpLink,
  type HelpPage,
  type HelpSlug,
  helpPagePath,
  isHelpSlug,
} from '#domain/pages/help-pages';
import { DEFAULT_LOCALE, type Locale } from '#domain/vocabulary/locales';
import { type RichDoc, renderDoc } from '../../lib/rich-text';
import { type Alert, raiseAlert } from '../../stores/alerts';
import {
  all,
  get,
  run,
  sql,
  sqliteDb,
  wait,
  type Db,
  type Flow,
  type Maybe,
} from '../../stores/flow';
import type { SearchDocument, SearchIndex } from '../search/store';

/** A guide step as written: its body is an editor document, rendered when saved */
export interface GuideStepInput {
  title: string;
  deadline: string;
  body: RichDoc;
  links: HelpLink[];
  checkedAt: string;
}

/** What a save takes: the content's rich texts as documents, everything else as stored */
export type HelpContentInput =
  | { kind: 'guide'; groups: { heading: string; steps: GuideStepInput[] }[] }
  | { kind: 'poems'; body: RichDoc }
  | Exclude<HelpContent, { kind: 'guide' | 'poems' }>;

export type HelpPageInput = Omit<HelpPage, 'content'> & { content: HelpContentInput };

/** The stored content and its plain text (search) */
function render(content: HelpContentInput): { content: HelpContent; text: string } {
  switch (content.kind) {
    case 'guide': {
      const lines: string[] = [];
      const groups: GuideContent['groups'] = content.groups.map((group) => {
        lines.push(group.heading);
        return {
          heading: group.heading,
          steps: group.steps.map(({ body, ...step }) => {
            const { html, text } = renderDoc(body);
            lines.push(step.title, step.deadline, text);
            return { ...step, html };
          }),
        };
      });
      return { content: { kind: 'guide', groups }, text: lines.join('\n') };
    }
    case 'poems': {
      const { html, text } = renderDoc(content.body);
      return { content: { kind: 'poems', html }, text };
    }
    case 'condolence': {
      const lines = content.groups.flatMap((g) => [g.label, ...g.samples, ...g.use, ...g.avoid]);
      return { content, text: lines.join('\n') };
    }
    case 'sections': {
      const lines = content.sections.flatMap((s) => [
        s.heading,
        ...s.paragraphs,
        ...(s.items ?? []),
      ]);
      return { content, text: lines.join('\n') };
    }
  }
}

/** A page's row: `content` is JSON text on SQLite, parsed on PostgreSQL */
interface HelpRow {
  slug: string;
  language: Locale;
  title: string;
  lead: string;
  description: string;
  content: string | HelpContent;
  reviewedAt: string;
  reviewedBy: string;
}

const pageOf = (row: HelpRow): HelpPage => ({
  slug: row.slug as HelpSlug,
  language: row.language,
  title: row.title,
  lead: row.lead,
  description: row.description,
  reviewedAt: row.reviewedAt,
  reviewedBy: row.reviewedBy,
  content: typeof row.content === 'string' ? (JSON.parse(row.content) as HelpContent) : row.content,
});

/** The columns a page is read with (camelCase names quoted, as PostgreSQL needs them) */
const HELP_COLUMNS = `slug, language, title, lead, description, content,
  reviewed_at AS "reviewedAt", reviewed_by AS "reviewedBy"`;

/** A help page (in one language) due for a new review */
export interface StalePage {
  slug: string;
  language: Locale;
  reviewedAt: string;
}

/** 'YYYY-MM-DD' of the day `days` before `now` (UTC: a day either way does not matter here) */
const isoDayBefore = (now: number, days: number) =>
  new Date(now - days * 24 * 3600_000).toISOString().slice(0, 10);

/** The review day before which a page is stale at `at` */
const staleBefore = (at: number) => isoDayBefore(at, HELP_REVIEW_MAX_DAYS);

/** A saved page's row in the site's search index */
const helpSearchDocument = (page: HelpPageInput, text: string): SearchDocument => ({
  kind: 'help',
  path: helpPagePath(page.slug),
  language: page.language,
  title: page.title,
  body: [page.lead, text].join('\n'),
});

/** The alert of a stale page, the page in its details (by which it is raised only once) */
const staleAlertOf = (page: StalePage, alertOf: (page: StalePage) => Alert): Alert => ({
  ...alertOf(page),
  details: { ...page },
});

const upsert = sql<
  never,
  [string, string, string, string, string, string, string, string, string, number]
>(
  'help_save',
  `INSERT INTO help_pages (slug, language, title, lead, description, content, text,
     reviewed_at, reviewed_by, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
   ON CONFLICT (slug, language) DO UPDATE SET title = excluded.title, lead = excluded.lead,
     description = excluded.description, content = excluded.content, text = excluded.text,
     reviewed_at = excluded.reviewed_at, reviewed_by = excluded.reviewed_by,
     updated_at = excluded.updated_at`,
);
const one = sql<HelpRow, [string, string, string]>(
  'help_read',
  `SELECT ${HELP_COLUMNS} FROM help_pages WHERE slug = $1 AND language IN ($2, $3)
   ORDER BY language = $2 DESC LIMIT 1`,
);
/** Two app instances checking at once raise each page's alert once (PostgreSQL) */
const staleLock = sql('help_stale_lock', {
  sqlite: null,
  pg: "SELECT pg_advisory_xact_lock(hashtextextended('help_stale', 0))",
});
// in code point order on both databases
const staleRows = sql<StalePage, [string]>('help_stale', {
  sqlite: `SELECT slug, language, reviewed_at AS "reviewedAt" FROM help_pages
    WHERE reviewed_at < $1 ORDER BY slug, language`,
  pg: `SELECT slug, language, reviewed_at AS "reviewedAt" FROM help_pages
    WHERE reviewed_at < $1 ORDER BY slug COLLATE "C", language COLLATE "C"`,
});
const alerted = sql<{ one: number }, [string, string, string, string]>('help_alerted', {
  sqlite: `SELECT 1 AS one FROM admin_alerts WHERE kind = $1 AND json_extract(details, '$.slug') = $2
    AND json_extract(details, '$.language') = $3 AND json_extract(details, '$.reviewedAt') = $4`,
  pg: `SELECT 1 AS one FROM admin_alerts WHERE kind = $1 AND details->>'slug' = $2
    AND details->>'language' = $3 AND details->>'reviewedAt' = $4`,
});

/** What each database does its own way, inside the transaction */
export interface HelpEffects {
  /** The page's row in the site's search index */
  putSearch(doc: SearchDocument): Maybe<void>;
  raiseAlert(alert: Alert, at: number): Maybe<unknown>;
}

/** The help store on a database; `effects` keep the search row and raise alerts inside `tx` */
export function helpStoreOf<Tx>(db: Db<Tx>, effects: (tx: Tx) => HelpEffects) {
  return {
    /** Writes a page in one language (replacing its earlier version) with its search row. */
    save: (page: HelpPageInput, now: number) =>
      db.transaction(function* (tx): Flow<void> {
        const { content, text } = render(page.content);
        yield* run(
          upsert,
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
        );
        yield* wait(effects(tx).putSearch(helpSearchDocument(page, text)));
      }),

    /** A page in `language`, else in Estonian; null for a page that does not exist. */
    read: (slug: string, language: Locale) =>
      db.read(function* (): Flow<HelpPage | null> {
        if (!isHelpSlug(slug)) return null;
        const row = yield* get(one, slug, language, DEFAULT_LOCALE);
        return row ? pageOf(row) : null;
      }),

    /**
     * Raises `alertOf(page)` (its details: the page) for each page, per language, whose last
     * review is more than HELP_REVIEW_MAX_DAYS before `at` and that has no such alert of its
     * review date yet; returns how many it raised.
     */
    alertStale: (at: number, alertOf: (page: StalePage) => Alert) =>
      db.transaction(function* (tx): Flow<number> {
        yield* run(staleLock);
        let raised = 0;
        for (const page of yield* all(staleRows, staleBefore(at))) {
          const alert = staleAlertOf(page, alertOf);
          if (yield* get(alerted, alert.kind, page.slug, page.language, page.reviewedAt)) continue;
          yield* wait(effects(tx).raiseAlert(alert, at));
          raised += 1;
        }
        return raised;
      }),
  };
}

/** The help pages on SQLite: the search row and the alerts on the same database */
export function createHelpStore(sqlite: BetterSqlite3.Database, search: SearchIndex) {
  const effects: HelpEffects = {
    putSearch: (doc) => search.put(doc),
    raiseAlert: (alert, at) => raiseAlert(sqlite, alert, at),
  };
  return helpStoreOf(sqliteDb(sqlite), () => effects);
}

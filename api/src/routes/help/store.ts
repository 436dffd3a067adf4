/**
 * The help pages (/kasulikku/…) and the legal pages (/privaatsus, /tingimused) per language:
 * saving one writes its content (rich texts rendered to sanitised HTML here), its plain text and
 * its row in the site's search index in one transaction; reading one falls back to Estonian when
 * the language has no copy. The stale check raises an admin alert for each page whose last review
 * is older than a year, once per page, language and review date.
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
} from '../../../../db/domain/help-pages';
import { DEFAULT_LOCALE, type Locale } from '../../../../db/domain/locales';
import { type RichDoc, renderDoc } from '../../lib/rich-text';
import { type Alert, raiseAlert } from '../../stores/alerts';
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
export function render(content: HelpContentInput): { content: HelpContent; text: string } {
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
export interface HelpRow {
  slug: string;
  language: Locale;
  title: string;
  lead: string;
  description: string;
  content: string | HelpContent;
  reviewedAt: string;
  reviewedBy: string;
}

export const pageOf = (row: HelpRow): HelpPage => ({
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
export const HELP_COLUMNS = `slug, language, title, lead, description, content,
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
export const staleBefore = (at: number) => isoDayBefore(at, HELP_REVIEW_MAX_DAYS);

/** A saved page's row in the site's search index */
export const helpSearchDocument = (page: HelpPageInput, text: string): SearchDocument => ({
  kind: 'help',
  path: helpPagePath(page.slug),
  language: page.language,
  title: page.title,
  body: [page.lead, text].join('\n'),
});

/** The alert of a stale page, the page in its details (by which it is raised only once) */
export const staleAlertOf = (page: StalePage, alertOf: (page: StalePage) => Alert): Alert => ({
  ...alertOf(page),
  details: { ...page },
});

export function createHelpStore(sqlite: BetterSqlite3.Database, search: SearchIndex) {
  const upsert = sqlite.prepare(
    `INSERT INTO help_pages (slug, language, title, lead, description, content, text, reviewed_at,
       reviewed_by, updated_at)
     VALUES (@slug, @language, @title, @lead, @description, @content, @text, @reviewedAt,
       @reviewedBy, @now)
     ON CONFLICT (slug, language) DO UPDATE SET title = excluded.title, lead = excluded.lead,
       description = excluded.description, content = excluded.content, text = excluded.text,
       reviewed_at = excluded.reviewed_at, reviewed_by = excluded.reviewed_by,
       updated_at = excluded.updated_at`,
  );
  const one = sqlite.prepare<[string, string, string, string], HelpRow>(
    `SELECT ${HELP_COLUMNS} FROM help_pages WHERE slug = ? AND language IN (?, ?)
     ORDER BY language = ? DESC LIMIT 1`,
  );
  const staleRows = sqlite.prepare<[string], StalePage>(
    `SELECT slug, language, reviewed_at AS reviewedAt FROM help_pages
     WHERE reviewed_at < ? ORDER BY slug, language`,
  );
  const alerted = sqlite
    .prepare<[string, string, string, string]>(
      `SELECT 1 FROM admin_alerts WHERE kind = ? AND json_extract(details, '$.slug') = ?
         AND json_extract(details, '$.language') = ? AND json_extract(details, '$.reviewedAt') = ?`,
    )
    .pluck();

  const save = sqlite.transaction((page: HelpPageInput, now: number) => {
    const { content, text } = render(page.content);
    upsert.run({ ...page, content: JSON.stringify(content), text, now });
    search.put(helpSearchDocument(page, text));
  });

  const alertStale = sqlite.transaction((at: number, alertOf: (page: StalePage) => Alert) => {
    let raised = 0;
    for (const page of staleRows.all(staleBefore(at))) {
      const alert = staleAlertOf(page, alertOf);
      if (alerted.get(alert.kind, page.slug, page.language, page.reviewedAt)) continue;
      raiseAlert(sqlite, alert, at);
      raised += 1;
    }
    return raised;
  });

  return {
    /** Writes a page in one language (replacing its earlier version) with its search row. */
    save(page: HelpPageInput, now: number): void {
      save(page, now);
    },
    /** A page in `language`, else in Estonian; null for a page that does not exist. */
    read(slug: string, language: Locale): HelpPage | null {
      if (!isHelpSlug(slug)) return null;
      const row = one.get(slug, language, DEFAULT_LOCALE, language);
      return row ? pageOf(row) : null;
    },
    /**
     * Raises `alertOf(page)` (its details: the page) for each page, per language, whose last
     * review is more than HELP_REVIEW_MAX_DAYS before `at` and that has no such alert of its
     * review date yet; returns how many it raised.
     */
    alertStale(at: number, alertOf: (page: StalePage) => Alert): number {
      return alertStale(at, alertOf);
    },
  };
}

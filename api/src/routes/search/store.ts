/**
 * The site's search index (the FTS5 table `site_search`, migration 0019): published articles and
 * the help pages as plain text, one row a page and language. The stores that save an article or a
 * help page write its row here in the same transaction (`put`), and take it out when it is
 * unpublished or deleted (`remove`). Matching folds diacritics (õ ä ö ü š ž) and case; every word
 * of the query must match, the last one also as a prefix ("matuset" finds "matusetoetus").
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Locale } from '#domain/vocabulary/locales';

/** What a row is: an article (in Estonian, found in every language) or a help page. */
export type SearchKind = 'article' | 'help';

export interface SearchDocument {
  kind: SearchKind;
  /** The page's path (`/artikkel/slug`, `/kasulikku/slug`): one row per path and language */
  path: string;
  language: Locale;
  title: string;
  /** Plain text, no markup */
  body: string;
}

/** A stretch of a result's text; `hit` marks the words the query matched. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchResult {
  kind: SearchKind;
  path: string;
  title: string;
  snippet: SnippetPart[];
}

// private-use characters cannot occur in our texts: they mark the matches in the snippet
export const HIT_START = '\uE000';
export const HIT_END = '\uE001';
/** Words around the match in a snippet */
export const SNIPPET_WORDS = 24;

/**
 * The words (letters and digits) of the user's text, the first 12, each quoted so that no
 * character of theirs is query syntax, the last one also a prefix, joined: null without a word
 */
function queryOf(text: string, quote: string, prefix: string, join: string): string | null {
  const words = text
    .normalize('NFC')
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 12);
  if (!words) return null;
  return words.map((word) => `${quote}${word}${quote}`).join(join) + prefix;
}

/** The user's text as an FTS5 query: every word required, the last also as a prefix */
export const ftsQuery = (text: string) => queryOf(text, '"', '*', ' ');

/** The same query for PostgreSQL's `to_tsquery('folded', …)` */
export const tsQuery = (text: string) => queryOf(text, "'", ':*', ' & ');

/** FTS5's snippet with our markers, as parts. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = marked;
  while (rest) {
    const start = rest.indexOf(HIT_START);
    if (start < 0) {
      parts.push({ text: rest, hit: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), hit: false });
    const end = rest.indexOf(HIT_END, start);
    const stop = end < 0 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), hit: true });
    rest = rest.slice(stop + 1);
  }
  return parts;
}

/** What a search row's query answers, the snippet marked (by FTS5 or by ts_headline) */
export interface SearchRow {
  kind: SearchKind;
  ref: string;
  title: string;
  snippet: string;
}

export const searchResultOf = (row: SearchRow): SearchResult => ({
  kind: row.kind,
  path: row.ref,
  title: row.title,
  snippet: snippetParts(row.snippet),
});

export function createSearchIndex(sqlite: BetterSqlite3.Database) {
  const removeRow = sqlite.prepare<[string, string]>(
    'DELETE FROM site_search WHERE kind = ? AND ref = ?',
  );
  const removeLanguage = sqlite.prepare<[string, string, string]>(
    'DELETE FROM site_search WHERE kind = ? AND ref = ? AND language = ?',
  );
  const insert = sqlite.prepare<[string, string, string, string, string]>(
    'INSERT INTO site_search (title, body, kind, ref, language) VALUES (?, ?, ?, ?, ?)',
  );
  // the title weighs more than the body; articles are Estonian and shown in every language
  const find = sqlite.prepare<[string, string, string, number], SearchRow>(
    `SELECT kind, ref, title,
       snippet(site_search, 1, '${HIT_START}', '${HIT_END}', '…', ${SNIPPET_WORDS}) AS snippet
     FROM site_search
     WHERE site_search MATCH ? AND (language = ? OR (kind = 'article' AND language = ?))
     ORDER BY bm25(site_search, 5.0, 1.0)
     LIMIT ?`,
  );
  return {
    /** Writes a page's row in one language (replacing the old one). */
    put(doc: SearchDocument) {
      removeLanguage.run(doc.kind, doc.path, doc.language);
      insert.run(doc.title, doc.body, doc.kind, doc.path, doc.language);
    },
    /** Takes a page out in every language (unpublished, deleted, or moved to another path). */
    remove(kind: SearchKind, path: string) {
      removeRow.run(kind, path);
    },
    /** The best matches of `text` for a reader of `language`, at most `take`. */
    search(text: string, language: Locale, take: number): SearchResult[] {
      const query = ftsQuery(text);
      if (!query) return [];
      return find.all(query, language, 'et', take).map(searchResultOf);
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

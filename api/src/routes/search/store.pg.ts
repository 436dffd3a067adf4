/**
 * The site's search index on PostgreSQL (store.ts holds the rules): the table `site_search`, whose
 * generated column `search` folds title (weight A) and body (weight B) through the `folded`
 * configuration, GIN-indexed. `putSearchRow` and `removeSearchRows` run inside the transaction of
 * the article or help page being saved; the port's own `put` and `remove` are one statement each.
 *
 * How it differs from FTS5, honestly:
 * - ranking: `ts_rank` with the title five times the body (FTS5: bm25 with weights 5 and 1). Both
 *   put title matches first and favour more matches in a shorter text; ts_rank has no inverse
 *   document frequency, so among several body matches the order may differ. Ties: kind, then path;
 * - the snippet: `ts_headline` picks up to 24 words around the best cover (FTS5: the best 24-word
 *   window), and '…' is added here where the stretch does not start or end the text, as FTS5 does;
 * - PostgreSQL's parser reads `<…>` as a tag and leaves it out of a headline: the body's '<' and
 *   '&' are swapped for private-use characters before and restored after, so the text comes back
 *   as it is stored (as FTS5's snippet does). A tag-like stretch is not indexed as words.
 */
import type pg from 'pg';
import type { Locale } from '#domain/vocabulary/locales';
import type { Port } from '../../stores/port';
import { all, run, statement, type Queryable } from '../../stores/pg/sql';
import {
  HIT_END,
  HIT_START,
  SNIPPET_WORDS,
  searchResultOf,
  tsQuery,
  type SearchDocument,
  type SearchIndex,
  type SearchKind,
  type SearchRow,
} from './store';

// characters the parser would take as markup, and their stand-ins in the headline
const MARKUP = '<&';
const STAND_INS = '\uE002\uE003';
/** Characters of the text's start and end the snippet is compared with, for its '…' */
const EDGE = 64;

const put = statement(
  'search_put',
  `INSERT INTO site_search (kind, ref, language, title, body) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (kind, ref, language) DO UPDATE SET title = excluded.title, body = excluded.body`,
);
const remove = statement('search_remove', 'DELETE FROM site_search WHERE kind = $1 AND ref = $2');
/** The query's text (`tsQuery`) folded the way the stored vectors are */
export const TS_QUERY = "to_tsquery('folded', $1)";
const find = statement(
  'search_find',
  `SELECT kind, ref, title,
     ts_headline('folded', translate(body, '${MARKUP}', '${STAND_INS}'), q,
       'StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=${SNIPPET_WORDS},
        MinWords=${SNIPPET_WORDS / 2}') AS snippet,
     left(body, ${EDGE}) AS head, right(body, ${EDGE}) AS tail
   FROM site_search, ${TS_QUERY} AS q
   WHERE search @@ q AND (language = $2 OR (kind = 'article' AND language = $3))
   ORDER BY ts_rank('{0, 0, 0.2, 1}', search, q, 1) DESC, kind, ref
   LIMIT $4`,
);

/** Writes a page's row in one language (replacing the old one), in the caller's transaction */
export async function putSearchRow(q: Queryable, doc: SearchDocument): Promise<void> {
  await run(q, put, [doc.kind, doc.path, doc.language, doc.title, doc.body]);
}

/** Takes a page out in every language, in the caller's transaction */
export async function removeSearchRows(q: Queryable, kind: SearchKind, path: string) {
  await run(q, remove, [kind, path]);
}

/**
 * ts_headline's stretch as FTS5's snippet gives it: the markup restored, '…' where it does not
 * begin (`head`: the text's first characters) or end (`tail`: its last) the text
 */
export function headlineSnippet(headline: string, head: string, tail: string): string {
  const restored = headline.replace(/[\uE002\uE003]/g, (c) => MARKUP[STAND_INS.indexOf(c)]!);
  const plain = restored.replaceAll(HIT_START, '').replaceAll(HIT_END, '');
  const n = Math.min(plain.length, EDGE);
  const starts = head.trimStart().startsWith(plain.slice(0, n).trim());
  const ends = tail.trimEnd().endsWith(plain.slice(plain.length - n).trim());
  return `${starts ? '' : '…'}${restored}${ends ? '' : '…'}`;
}

export function createPgSearchIndex(pool: pg.Pool): Port<SearchIndex> {
  return {
    put: (doc) => putSearchRow(pool, doc),
    remove: (kind, path) => removeSearchRows(pool, kind, path),
    async search(text: string, language: Locale, take: number) {
      const query = tsQuery(text);
      if (!query) return [];
      const rows = await all<SearchRow & { head: string; tail: string }>(pool, find, [
        query,
        language,
        'et',
        take,
      ]);
      return rows.map((row) =>
        searchResultOf({ ...row, snippet: headlineSnippet(row.snippet, row.head, row.tail) }),
      );
    },
  };
}

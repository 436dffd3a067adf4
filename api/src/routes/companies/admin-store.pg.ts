/**
 * The admin's companies on PostgreSQL: the flows of admin-store.ts, awaited step by step, the
 * edit and the audit entry on the transaction's client. The list's name filter is the `folded`
 * text search on companies.name_search (every word a prefix, Estonian letters folded).
 */
import { recordAudit } from '../../stores/audit.pg';
import { pgDb } from '../../stores/flow';
import type { PgContext } from '../../stores/pg/context';
import { portOf, type Port } from '../../stores/port';
import { pgCompanyWrite } from '../account/company-store.pg';
import { ftsQuery } from '../notices/queries';
import { companyAdminStoreOf, type CompanyAdminStore } from './admin-store';

/**
 * The name's words, each a prefix, all of them wanted (a tsquery); null without a word. The
 * words are FTS5's (ftsQuery: `"word"*`, letters and digits only), so nothing needs quoting.
 */
export function namePrefixQuery(name: string): string | null {
  const fts = ftsQuery(name);
  return (
    fts &&
    fts
      .split(' ')
      .map((term) => `${term.slice(1, -2)}:*`)
      .join(' & ')
  );
}

export const createPgCompanyAdminStore = ({ pool }: PgContext): Port<CompanyAdminStore> =>
  portOf(
    companyAdminStoreOf(
      pgDb(pool),
      (q) => ({
        write: pgCompanyWrite.bind(null, q),
        record: recordAudit.bind(null, q),
      }),
      namePrefixQuery,
    ),
  );

/**
 * Holding an item inside a PostgreSQL store's own transaction (a store not written as flows):
 * cases.ts's step on the transaction's client.
 */
import type { ModerationKind } from '#domain/vocabulary/moderation';
import { onPg } from '../../stores/flow';
import type { Queryable } from '../../stores/pg/sql';
import { holdCase } from './cases';

export const pgCases = {
  hold: (q: Queryable, kind: ModerationKind, itemId: number, now: number) =>
    onPg(q, holdCase(kind, itemId, now)),
};

/**
 * The owner's company page on PostgreSQL: the flows of company-store.ts awaited step by step; the
 * page answered after a save is read through the directory's port once the save is committed.
 */
import type pg from 'pg';
import type { CompanyEdit } from '#domain/inputs/company-input';
import type { Stores } from '../../stores';
import { onPg, pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import type { PgContext } from '../../stores/pg/context';
import { companyWritten, ownCompanyStoreOf, type OwnCompanyStore } from './company-store';

/** The edit of company `companyId` inside the caller's transaction (companyWritten) */
export const pgCompanyWrite = (
  q: pg.PoolClient,
  companyId: number,
  userId: number,
  edit: CompanyEdit & { name?: string },
  now: number,
) => onPg(q, companyWritten(companyId, userId, edit, now));

export const createPgOwnCompanyStore = (
  { pool }: PgContext,
  companies: Pick<Stores['companies'], 'companyDetail'>,
): Port<OwnCompanyStore> => portOf(ownCompanyStoreOf(pgDb(pool), companies));

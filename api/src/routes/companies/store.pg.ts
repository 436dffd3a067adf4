/**
 * The directory's companies on PostgreSQL: the flows of store.ts, awaited step by step.
 */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf, type Port } from '../../stores/port';
import { companyStoreOf, type CompanyStore } from './store';

export const createPgCompanies = (pool: pg.Pool): Port<CompanyStore> =>
  portOf(companyStoreOf(pgDb(pool)));

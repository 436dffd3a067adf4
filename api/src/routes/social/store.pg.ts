/** Social sign-ins on PostgreSQL: the flows of flows.ts, awaited step by step */
import type pg from 'pg';
import { pgDb } from '../../stores/flow';
import { portOf } from '../../stores/port';
import { socialStoreOf } from './flows';

export const createPgSocialStore = (pool: pg.Pool) => portOf(socialStoreOf(pgDb(pool)));

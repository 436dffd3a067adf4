/**
 * Accounts, sessions and password resets on SQLite: the flows of flows.ts, run synchronously in
 * better-sqlite3's transactions (the rules are in rules.ts).
 */
import type { Database } from '#db/client';
import { sqliteDb } from '../../stores/flow';
import type { Port } from '../../stores/port';
import { userStoreOf } from './flows';

export { normaliseEmail, toSessionUser, USER_PAGE, type AuthUser } from './rules';

export const createUserStore = ({ sqlite }: Database) => userStoreOf(sqliteDb(sqlite));

export type UserStore = ReturnType<typeof createUserStore>;
/** The users as routes reach them (stores.users) */
export type UserPort = Port<UserStore>;

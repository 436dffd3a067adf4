/**
 * Creating administrators (`npm run admin:create`, the demo seed's admin), the demo seed's
 * provider account, and the seed articles the demo admin writes.
 */
import type { Database } from '#db/client';
import { newPasswordField, emailField, nameField } from '#domain/inputs/auth';
import { ROLES } from '#domain/vocabulary/roles';
import { seedArticles } from '#db/seed/articles';
import { seedServiceRequests } from '#db/seed/service-requests';
import { hashPassword, isCommonPassword } from './passwords';
import { createUserStore, type UserPort } from '../routes/auth/store';
import { answeredNow } from '../stores/flow';

/** The demo's administrator, created in demo mode only; docs/accounts.md names it. */
export const DEMO_ADMIN = {
  name: 'Küünla haldur',
  email: 'admin@kyynal.test',
  password: 'Küünal-demo-admin-2026',
} as const;

export interface AdminInput {
  email: string;
  password: string;
  name: string;
}

/**
 * Creates the admin, or makes an existing account with that e-mail an admin with this password:
 * on a SQLite database, or through the users' port of either adapter.
 */
export async function upsertAdmin(
  database: Database | Pick<UserPort, 'upsertAdmin'>,
  input: AdminInput,
): Promise<'created' | 'updated'> {
  const email = emailField.parse(input.email);
  const password = newPasswordField.parse(input.password);
  const name = nameField.parse(input.name);
  if (isCommonPassword(password)) throw new Error('That password is in the common-password list.');
  const hash = await hashPassword(password);
  const users = 'sqlite' in database ? createUserStore(database) : database;
  return users.upsertAdmin(name, email, hash, Date.now());
}

/** Demo mode: the demo admin exists (created once; a changed password is left alone). */
export async function ensureDemoAdmin(database: Database): Promise<boolean> {
  if (answeredNow(createUserStore(database).findByEmail(DEMO_ADMIN.email))) return false;
  await upsertAdmin(database, DEMO_ADMIN);
  return true;
}

/**
 * Demo mode: the seed articles exist (each once, by its slug), written by the demo admin (none
 * when it is gone); returns how many were added.
 */
export function ensureDemoArticles(database: Database): number {
  const admin = answeredNow(createUserStore(database).findByEmail(DEMO_ADMIN.email));
  return seedArticles(database, admin?.id ?? null);
}

/** The demo's provider account (role 3), created in demo mode only; the README names it. */
export const DEMO_PROVIDER = {
  name: 'Demo Pakkuja',
  email: 'pakkuja@kyynal.test',
  password: 'Küünal-demo-pakkuja-2026',
} as const;

/**
 * Demo mode: the demo provider exists, owns the seeded company nearest to Tallinn's centre and
 * has service requests in its inbox (created once; false when it was already there).
 */
export async function ensureDemoProvider(database: Database, now = Date.now()): Promise<boolean> {
  const users = createUserStore(database);
  if (answeredNow(users.findByEmail(DEMO_PROVIDER.email))) return false;
  const hash = await hashPassword(DEMO_PROVIDER.password);
  return database.sqlite.transaction(() => {
    const id = answeredNow(
      users.insert(DEMO_PROVIDER.name, DEMO_PROVIDER.email, hash, ROLES.provider),
    );
    if (id === null) return false;
    seedServiceRequests(database, id, now);
    return true;
  })();
}

/** Creating administrators: `npm run admin:create` and the demo seed's admin. */
import type { Database } from '../../../db/client';
import { newPasswordField, emailField, nameField } from '../../../db/domain/auth';
import { ROLES } from '../../../db/domain/roles';
import { hashPassword, isCommonPassword } from './passwords';
import { createUserStore } from '../routes/auth/store';

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

/** Creates the admin, or makes an existing account with that e-mail an admin with this password. */
export async function upsertAdmin(
  database: Database,
  input: AdminInput,
): Promise<'created' | 'updated'> {
  const email = emailField.parse(input.email);
  const password = newPasswordField.parse(input.password);
  const name = nameField.parse(input.name);
  if (isCommonPassword(password)) throw new Error('That password is in the common-password list.');
  const users = createUserStore(database);
  const hash = await hashPassword(password);
  const existing = users.findByEmail(email);
  const now = Date.now();
  if (!existing) {
    users.insert(name, email, hash, ROLES.admin);
    return 'created';
  }
  users.setRole(existing.id, ROLES.admin, now);
  users.setPassword(existing.id, hash, now);
  return 'updated';
}

/** Demo mode: the demo admin exists (created once; a changed password is left alone). */
export async function ensureDemoAdmin(database: Database): Promise<boolean> {
  if (createUserStore(database).findByEmail(DEMO_ADMIN.email)) return false;
  await upsertAdmin(database, DEMO_ADMIN);
  return true;
}

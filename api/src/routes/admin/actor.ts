/** Who acts in the admin area, as the audit log names them: the signed-in admin. */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { AuditActor } from '../../stores/audit';

export function auditActor(c: Context<AppEnv>): AuditActor {
  const { id, email, role } = c.get('user');
  return { id, email, role };
}

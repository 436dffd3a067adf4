/** Admin section "audit" (behind the admin area's role check): the audit log, newest first. */
import { auditListQuery } from '#domain/inputs/admin-input';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';

export function adminAuditRoutes({ audit }: Stores) {
  return createRouter().get('/', validate('query', auditListQuery), async (c) =>
    c.json(await audit.list(c.req.valid('query'))),
  );
}

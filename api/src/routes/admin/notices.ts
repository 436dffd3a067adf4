/**
 * Admin section "notices" (behind the admin area's role check): search every notice, hide one
 * with a reason (its page then answers 410) and unhide it; each change with its audit entry.
 */
import { adminNoticeQuery, noticeHideInput } from '#domain/inputs/admin-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

export function adminNoticeRoutes(deps: AppDeps, { noticeHiding }: Stores) {
  return createRouter()
    .get('/', validate('query', adminNoticeQuery), async (c) =>
      c.json(await noticeHiding.search(c.req.valid('query'))),
    )
    .post('/:id/hide', validate('param', idParam), validate('json', noticeHideInput), async (c) =>
      c.json(
        await noticeHiding.hide(
          c.req.valid('param').id,
          c.req.valid('json').reason,
          auditActor(c),
          deps.now(),
        ),
      ),
    )
    .post('/:id/unhide', validate('param', idParam), async (c) =>
      c.json(await noticeHiding.unhide(c.req.valid('param').id, auditActor(c), deps.now())),
    );
}

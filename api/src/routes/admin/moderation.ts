/**
 * Admin section "moderation" (behind the admin area's role check): the queue of reported and
 * held replies and reviews, and the decisions on them (approve, hide with a reason, restore,
 * escalate), each audited in its transaction. There is no edit: nobody's words are changed.
 */
import { moderationInput, moderationParam, moderationQuery } from '#domain/inputs/moderation-input';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

export function adminModerationRoutes(deps: AppDeps, { moderation }: Stores) {
  return createRouter()
    .get('/', validate('query', moderationQuery), async (c) =>
      c.json(await moderation.queue(c.req.valid('query'))),
    )
    .post(
      '/:kind/:id',
      validate('param', moderationParam),
      validate('json', moderationInput),
      async (c) => {
        const { kind, id } = c.req.valid('param');
        const item = await moderation.decide(
          kind,
          id,
          c.req.valid('json'),
          auditActor(c),
          deps.now(),
        );
        return c.json({ item });
      },
    );
}

/**
 * Shared funeral planners (mounted at /api/planner; no account needed). Whoever has the private
 * link (`?token=`) reads and writes the planner; a wrong or missing token, or an unknown id, is
 * a 404 `not_found`, so ids cannot be probed. Writes carry `changedAt` (the device's moment of
 * the change) and the writer's name `by`; the later write wins.
 *   POST   /                        plannerInput → 201 { id, token } (10 a day per visitor,
 *                                   30 per client address)
 *   GET    /:id?token=              → SharedPlanner (the tasks ever changed; the rest are as the
 *                                   templates start)
 *   PUT    /:id?token=              plannerDatesInput → SharedPlanner
 *   PUT    /:id/tasks/:key?token=   plannerTaskInput → PlannerTask as stored (the newer write);
 *                                   409 planner_full past 60 tasks, 410 task_deleted when a
 *                                   newer delete removed it
 *   DELETE /:id/tasks/:key?token=   → 204; an added task only (422 for a template's)
 */
import { PLANNER_LIMITS } from '#domain/rules/planner';
import {
  plannerDatesInput,
  plannerInput,
  plannerTaskInput,
  plannerTaskParam,
  plannerTokenQuery,
} from '#domain/inputs/planner-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { ApiError, invalidField } from '../../lib/errors';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import { spendAllowance, type Allowance } from '../../middleware/allowance';
import { clientAddress } from '../../middleware/auth';
import type { Stores } from '../../stores';
import { throttleRule } from '../../stores/throttle';

const DAY_MINUTES = 24 * 60;

/** Shared planners one visitor, and one client address, may create in 24 hours */
export const PLANNER_ALLOWANCE: Allowance = {
  rule: throttleRule('planner', PLANNER_LIMITS.perVisitorPerDay, DAY_MINUTES),
  addressRule: throttleRule('planner-address', PLANNER_LIMITS.perAddressPerDay, DAY_MINUTES),
  code: 'planner_throttled',
  messageKey: 'planner.throttled',
};

/** A malformed id, key or token is answered like a wrong token */
const notFound: InvalidInput = (_error, c) =>
  new ApiError(404, 'not_found', c.get('t')('planner.notFound'));

export function plannerRoutes(deps: AppDeps, stores: Stores) {
  const { planner, throttle } = stores;
  const token = validate('query', plannerTokenQuery, notFound);
  const onePlanner = [validate('param', idParam, notFound), token] as const;
  const oneTask = [validate('param', plannerTaskParam, notFound), token] as const;

  return createRouter()
    .post('/', validate('json', plannerInput), async (c) => {
      const now = deps.now();
      await spendAllowance(c, throttle, PLANNER_ALLOWANCE, now, clientAddress(c, deps.trustProxy));
      return c.json(await planner.create(c.req.valid('json'), now), 201);
    })
    .get('/:id', ...onePlanner, async (c) =>
      c.json(await planner.view(c.req.valid('param').id, c.req.valid('query').token)),
    )
    .put('/:id', ...onePlanner, validate('json', plannerDatesInput), async (c) => {
      const { id } = c.req.valid('param');
      const { token } = c.req.valid('query');
      return c.json(await planner.setDates(id, token, c.req.valid('json'), deps.now()));
    })
    .put('/:id/tasks/:key', ...oneTask, validate('json', plannerTaskInput), async (c) => {
      const t = c.get('t');
      const { id, key } = c.req.valid('param');
      const { token } = c.req.valid('query');
      const outcome = await planner.writeTask(id, token, key, c.req.valid('json'), deps.now());
      switch (outcome.kind) {
        case 'title':
          throw invalidField(t, 'title', t('planner.title'));
        case 'full': {
          const message = t('planner.full', { max: PLANNER_LIMITS.tasksMax });
          throw new ApiError(409, 'planner_full', message);
        }
        case 'deleted':
          throw new ApiError(410, 'task_deleted', t('planner.taskDeleted'));
        case 'stored':
          return c.json(outcome.task);
      }
    })
    .delete('/:id/tasks/:key', ...oneTask, async (c) => {
      const t = c.get('t');
      const { id, key } = c.req.valid('param');
      if (!(await planner.deleteTask(id, c.req.valid('query').token, key, deps.now()))) {
        throw invalidField(t, 'key', t('planner.keepTemplate'));
      }
      return c.body(null, 204);
    });
}

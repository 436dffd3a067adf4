/**
 * Admin section "poems" (/api/admin/poems, behind the admin area's role check): the poem bank
 * with its rights. The list shows every poem, the unusable ones marked why; a save is refused
 * when the rights do not allow what it asks (db/domain/poem-input.ts: poemRightsProblem, by
 * Tallinn's year). Deleting a poem keeps the text of the notices that carry it and drops only
 * their attribution line.
 */
import type { Context } from 'hono';
import { tallinnWallClock } from '#domain/calendar/dates';
import {
  POEM_LIMITS,
  type PoemInput,
  poemInput,
  poemListQuery,
  poemRightsProblem,
} from '#domain/inputs/poem-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, invalidField } from '../../lib/errors';
import { createRouter, validate } from '../../lib/router';
import type { Stores } from '../../stores';
import { auditActor } from './actor';

const notFound = (c: Context<AppEnv>) =>
  new ApiError(404, 'poem_not_found', c.get('t')('adminContent.poemNotFound'));

/** Refuses rights the clock does not allow (a future death year, an unlicensed active poem) */
function checkRights(c: Context<AppEnv>, input: PoemInput, now: number): PoemInput {
  const problem = poemRightsProblem(input, tallinnWallClock(now).year);
  if (problem) {
    const t = c.get('t');
    throw invalidField(t, problem.field, t(`adminContent.${problem.reason}`));
  }
  return input;
}

export function adminPoemRoutes(deps: AppDeps, { poems }: Stores) {
  return createRouter()
    .get('/', validate('query', poemListQuery), async (c) => {
      const { q, page } = c.req.valid('query');
      return c.json({
        ...(await poems.adminList(q, page, deps.now())),
        page,
        take: POEM_LIMITS.page,
      });
    })
    .post('/', validate('json', poemInput), async (c) => {
      const now = deps.now();
      const input = checkRights(c, c.req.valid('json'), now);
      return c.json(await poems.create(input, auditActor(c), now), 201);
    })
    .put('/:id', validate('param', idParam), validate('json', poemInput), async (c) => {
      const now = deps.now();
      const input = checkRights(c, c.req.valid('json'), now);
      const poem = await poems.update(c.req.valid('param').id, input, auditActor(c), now);
      if (!poem) throw notFound(c);
      return c.json(poem);
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      if (!(await poems.remove(c.req.valid('param').id, auditActor(c), deps.now())))
        throw notFound(c);
      return c.body(null, 204);
    });
}

/**
 * A shared planner over the typed client: creating the shared copy, reading it by its private
 * link, and each write (dates, a task, deleting an added task). The shapes are
 * db/domain/planner.ts's; the device's copy and its sync: sync.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SharedPlanner } from '#domain/rules/planner';
import type {
  PlannerDatesInput,
  PlannerInput,
  PlannerTaskInput,
} from '#domain/inputs/planner-input';
import { client, unwrap, unwrapEmpty } from '../../lib/api';

/** Where a shared planner is reached: its id and the private link's token. */
export interface PlannerLink {
  id: number;
  token: string;
}

const one = client.api.planner[':id'];
const task = one.tasks[':key'];
const address = (link: PlannerLink) => ({
  param: { id: String(link.id) },
  query: { token: link.token },
});
const taskAddress = (link: PlannerLink, key: string) => ({
  param: { id: String(link.id), key },
  query: { token: link.token },
});

export const plannerKeys = {
  one: (link: PlannerLink) => ['planner', link.id, link.token] as const,
};

export const plannerApi = {
  create: (input: PlannerInput) => unwrap(client.api.planner.$post({ json: input })),
  setDates: (link: PlannerLink, input: PlannerDatesInput): Promise<SharedPlanner> =>
    unwrap(one.$put({ ...address(link), json: input })),
  writeTask: (link: PlannerLink, key: string, input: PlannerTaskInput) =>
    unwrap(task.$put({ ...taskAddress(link, key), json: input })),
  deleteTask: (link: PlannerLink, key: string) => unwrapEmpty(task.$delete(taskAddress(link, key))),
};

/** The shared copy as the server has it now (never a cached answer: sync merges it) */
export const sharedPlannerQuery = (link: PlannerLink) =>
  queryOptions({
    queryKey: plannerKeys.one(link),
    queryFn: ({ signal }): Promise<SharedPlanner> =>
      unwrap(one.$get(address(link), { init: { signal } })),
    staleTime: 0,
  });

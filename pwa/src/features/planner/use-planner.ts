/**
 * The planner screen's state: which planner on this device a route opens (the device's own, or
 * a shared one by its link: read from the server on the first open, from this device after),
 * the planner and the person's name, live from IndexedDB, and the shared planner's sync, run
 * on opening, after each change and when the device is online again.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../lib/api-error';
import { offlineDb } from '../../lib/offline-db';
import { queryClient } from '../../lib/query-client';
import { sharedPlannerQuery, type PlannerLink } from './api';
import { ownPlanner, plannerOfServer, readPlannerName, savePlanner } from './local';
import { emptyPlanner, mergeServer } from './model';
import { syncPlanner, type SyncOutcome } from './sync';

export type Opening =
  | { kind: 'loading' }
  | { kind: 'ready'; id: string }
  | { kind: 'notFound' }
  /** A shared planner not yet on this device, without a connection */
  | { kind: 'offline' };

/** The planner on this device a route opens: `link` null is the device's own */
export function useOpenPlanner(link: PlannerLink | null): Opening {
  const [opening, setOpening] = useState<Opening>({ kind: 'loading' });
  const id = link?.id;
  const token = link?.token;
  useEffect(() => {
    let live = true;
    const settle = (next: Opening) => live && setOpening(next);
    void openPlanner(id, token).then(settle);
    return () => {
      live = false;
    };
  }, [id, token]);
  return opening;
}

async function openPlanner(id: number | undefined, token: string | undefined): Promise<Opening> {
  if (id === undefined || token === undefined)
    return { kind: 'ready', id: (await ownPlanner()).id };
  const local = await plannerOfServer(id);
  if (local && local.server?.token === token) return { kind: 'ready', id: local.id };
  const link = { id, token };
  try {
    const server = await queryClient.fetchQuery(sharedPlannerQuery(link));
    const record = mergeServer(
      { ...emptyPlanner(`shared-${id}`, Date.now()), server: link },
      server,
    );
    await savePlanner(record);
    return { kind: 'ready', id: record.id };
  } catch (err) {
    return (err as ApiError).status === 404 ? { kind: 'notFound' } : { kind: 'offline' };
  }
}

/** The planner, live; undefined while it is read */
export const usePlannerRecord = (id: string) =>
  useLiveQuery(() => offlineDb().planners.get(id), [id]);

/** The name this device's person gave, live: null when none yet, undefined while it is read */
export const usePlannerName = () => useLiveQuery(() => readPlannerName(), [], undefined);

const SYNC_DELAY_MS = 400;

/**
 * The sync of a shared planner: `request` after a change (a burst of changes is sent once);
 * the last outcome, for the screen to say where the changes are.
 */
export function usePlannerSync(id: string, shared: boolean) {
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const run = useCallback(() => {
    void syncPlanner(id).then(setOutcome);
  }, [id]);
  const request = useCallback(() => {
    if (!shared) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, SYNC_DELAY_MS);
  }, [run, shared]);
  useEffect(() => {
    if (!shared) return;
    run();
    window.addEventListener('online', run);
    return () => {
      window.removeEventListener('online', run);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [shared, run]);
  return { outcome, request };
}

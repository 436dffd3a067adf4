/**
 * The planners on this device (lib/offline-db.ts, table `planners`): the device's own one
 * ('own', what /projektijuht opens) and the shared ones opened through a link, and the name
 * this device's person gave (shown with their changes). Every change is a read-modify-write in
 * one transaction, so two tabs do not lose each other's changes.
 */
import { type OfflineDb, type PlannerRecord, offlineDb } from '../../lib/offline-db';
import { emptyPlanner } from './model';

export type { PlannerRecord } from '../../lib/offline-db';

export const OWN_PLANNER = 'own';
const NAME_KEY = 'plannerName';

/** The device's own planner, made empty on first use */
export function ownPlanner(db: OfflineDb = offlineDb()): Promise<PlannerRecord> {
  return db.transaction('rw', db.planners, async () => {
    const stored = await db.planners.get(OWN_PLANNER);
    if (stored) return stored;
    const record = emptyPlanner(OWN_PLANNER, Date.now());
    await db.planners.put(record);
    return record;
  });
}

/** The planner on this device that is the shared copy `serverId`, if any */
export function plannerOfServer(
  serverId: number,
  db: OfflineDb = offlineDb(),
): Promise<PlannerRecord | undefined> {
  return db.planners.where('server.id').equals(serverId).first();
}

export async function savePlanner(record: PlannerRecord, db = offlineDb()): Promise<void> {
  await db.planners.put(record);
}

/** Changes a planner in one transaction; nothing when it is not on this device */
export function updatePlanner(
  id: string,
  change: (record: PlannerRecord) => PlannerRecord,
  db: OfflineDb = offlineDb(),
): Promise<PlannerRecord | undefined> {
  return db.transaction('rw', db.planners, async () => {
    const record = await db.planners.get(id);
    if (!record) return undefined;
    const changed = change(record);
    await db.planners.put(changed);
    return changed;
  });
}

export async function readPlannerName(db = offlineDb()): Promise<string | null> {
  const row = await db.meta.get(NAME_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function savePlannerName(name: string, db = offlineDb()): Promise<void> {
  await db.meta.put({ key: NAME_KEY, value: name });
}

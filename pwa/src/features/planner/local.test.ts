// An in-memory IndexedDB, imported before Dexie loads.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from '../../lib/offline-db';
import {
  ownPlanner,
  plannerOfServer,
  readPlannerName,
  savePlannerName,
  updatePlanner,
} from './local';
import { asShared, changeTask } from './model';

let count = 0;
const openDb = () => new OfflineDb(`kyynal-planner-test-${++count}`);

describe('the planners on this device', () => {
  it('keeps the own planner, its changes and its shared link for a second "tab"', async () => {
    const name = `kyynal-planner-test-${++count}`;
    const db = new OfflineDb(name);
    const own = await ownPlanner(db);
    expect(await ownPlanner(db)).toEqual(own);
    await updatePlanner(own.id, (r) => changeTask(r, 'flowers', { done: true }, null, 1), db);
    await updatePlanner(own.id, (r) => asShared(r, { id: 9, token: 't'.repeat(43) }, 'Mari'), db);

    const tab = new OfflineDb(name);
    const found = await plannerOfServer(9, tab);
    expect(found?.id).toBe('own');
    expect(found?.tasks).toMatchObject([{ key: 'flowers', done: true, by: 'Mari' }]);
    expect(await plannerOfServer(10, tab)).toBeUndefined();
    expect(await updatePlanner('shared-10', (r) => r, tab)).toBeUndefined();
  });

  it('remembers the name its person gave', async () => {
    const db = openDb();
    expect(await readPlannerName(db)).toBeNull();
    await savePlannerName('Jaan', db);
    expect(await readPlannerName(db)).toBe('Jaan');
  });
});

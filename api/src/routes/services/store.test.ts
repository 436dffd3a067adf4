/**
 * The service category store's port on a real migrated database (SQLite, or PostgreSQL with
 * KYYNAL_TEST_ADAPTER=pg): categories made at once get slugs and places of their own, the list
 * follows every change, a used category stays.
 */
import { describe, expect, it } from 'vitest';
import { useStoreDatabase } from '#api-test/store-database';
import { insertCompany } from '#api-test/companies';
import { createAuditLog, type AuditActor } from '../../stores/audit';
import { portOf, type Port } from '../../stores/port';
import { createServiceStore, type ServiceStore } from './store';
import { createPgServices } from './store.pg';

const held = useStoreDatabase<Port<ServiceStore>>({
  sqlite: (database) =>
    portOf(createServiceStore(database.sqlite, createAuditLog(database.sqlite))),
  pg: (database) => createPgServices(database.pool),
});

const NOW = Date.parse('2026-11-25T10:00:00Z');
const actor: AuditActor = { id: 0, email: 'haldur@example.ee', role: 10 };
const input = (name: string) => ({ name, description: '', icon: 'urn' as const });

describe('service categories', () => {
  it('gives categories made at once their own slugs and places at the end of the order', async () => {
    const before = (await held.store.list()).length;
    const made = await Promise.all(
      Array.from({ length: 6 }, () => held.store.create(input('Leinasaal'), actor, NOW)),
    );
    expect(made.map((s) => s.slug).sort()).toEqual(
      [
        'leinasaal',
        'leinasaal-2',
        'leinasaal-3',
        'leinasaal-4',
        'leinasaal-5',
        'leinasaal-6',
      ].sort(),
    );
    const listed = await held.store.list();
    expect(listed).toHaveLength(before + 6);
    expect(
      listed
        .slice(before)
        .map((s) => s.id)
        .sort(),
    ).toEqual(made.map((s) => s.id).sort());
    const orders = await held.database.sql.all<{ sort_order: number }>(
      'SELECT DISTINCT sort_order FROM services',
    );
    expect(orders).toHaveLength(before + 6);
    expect(await held.store.allExist(made.map((s) => s.id))).toBe(true);
    expect(await held.store.allExist([987_654])).toBe(false);
  });

  it('reorders, renames and removes, the list following; a used category stays (409)', async () => {
    const ids = (await held.store.list()).map((s) => s.id);
    const reversed = [...ids].reverse();
    expect((await held.store.reorder(reversed, actor, NOW)).map((s) => s.id)).toEqual(reversed);
    expect((await held.store.list()).map((s) => s.id)).toEqual(reversed);
    await expect(held.store.reorder(reversed.slice(1), actor, NOW)).rejects.toMatchObject({
      code: 'service_order',
    });
    const renamed = await held.store.update(reversed[0]!, input('Kirstud'), actor, NOW);
    expect(renamed).toMatchObject({ name: 'Kirstud' });
    expect((await held.store.find(renamed.slug))?.name).toBe('Kirstud');
    expect((await held.store.list())[0]).toMatchObject({ name: 'Kirstud', companyCount: 0 });

    await insertCompany(held.database, { name: 'Kasutaja', serviceIds: [reversed[1]!] });
    expect((await held.store.list())[1]!.companyCount).toBe(1);
    await expect(held.store.remove(reversed[1]!, actor, NOW)).rejects.toMatchObject({
      code: 'service_in_use',
    });
    await held.store.remove(reversed[0]!, actor, NOW);
    expect(await held.store.find(String(reversed[0]))).toBeNull();
    await expect(held.store.remove(reversed[0]!, actor, NOW)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

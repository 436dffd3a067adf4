/**
 * The directory's service categories (Surnuvedu, Tuhastamine, …), with how many companies offer
 * each, and the admin's edits of them (each recorded in the audit log in its transaction).
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { ServiceIcon } from '../../../../db/domain/service-icons';
import type { ServiceInput } from '../../../../db/domain/service-input';
import { slugify, uniqueSlug } from '../../../../db/domain/slugs';
import { DomainError } from '../../lib/errors';
import { type AuditActor, type AuditEntry, type AuditLog, changedFields } from '../../stores/audit';
import { cachedPerDirectoryVersion } from '../companies/directory-version';
import { isNumericId } from '../companies/store';

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: ServiceIcon;
  companyCount: number;
}

export const SERVICE_COLUMNS = `s.id, s.slug, s.name, s.description, s.icon,
  (SELECT count(*) FROM company_services cs WHERE cs.service_id = s.id) AS companyCount`;

/** What the audit log keeps of a category */
type ServiceRecord = Pick<Service, 'name' | 'description' | 'icon'>;

export const notFound = () => new DomainError('not_found', 'not_found', 'errors.notFound');

/** What the audit log keeps of a category */
export const recordOf = ({ name, description, icon }: ServiceRecord): ServiceRecord => ({
  name,
  description,
  icon,
});

/** A new category's slug from its name, unlike every `taken` one */
export const newServiceSlug = (name: string, taken: (slug: string) => boolean) =>
  uniqueSlug(slugify(name) || 'teenus', taken);

/** 409 unless `ids` names every category of `current` once */
export function checkOrder(ids: readonly number[], current: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
    throw new DomainError('conflict', 'service_order', 'services.orderMismatch', 'ids');
  }
}

/** The audit entries of the admin's changes of categories */
export const serviceEntries = {
  create: (id: number, input: ServiceRecord, slug: string, actor: AuditActor, now: number) =>
    ({
      actor,
      action: 'service.create',
      entityId: id,
      after: { ...recordOf(input), slug },
      at: now,
    }) satisfies AuditEntry,
  reorder: (before: number[], ids: readonly number[], actor: AuditActor, now: number) =>
    ({
      actor,
      action: 'service.reorder',
      entityId: 'services',
      before: { order: before },
      after: { order: [...ids] },
      at: now,
    }) satisfies AuditEntry,
  delete: (before: Service, actor: AuditActor, now: number) =>
    ({
      actor,
      action: 'service.delete',
      entityId: before.id,
      before: { ...recordOf(before), slug: before.slug },
      at: now,
    }) satisfies AuditEntry,
};

/** 409 while a company offers the category */
export function checkRemovable(service: Service): void {
  if (service.companyCount > 0) {
    throw new DomainError('conflict', 'service_in_use', 'services.inUse');
  }
}

export function createServiceStore(sqlite: BetterSqlite3.Database, audit: AuditLog) {
  const all = sqlite.prepare(
    `SELECT ${SERVICE_COLUMNS} FROM services s ORDER BY s.sort_order, s.id`,
  );
  const byId = sqlite.prepare(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.id = ?`);
  const bySlug = sqlite.prepare(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.slug = ?`);
  // the list (its counts cost a pass over company_services) is asked on every directory screen:
  // kept until the directory changes
  const list = cachedPerDirectoryVersion(sqlite, () => all.all() as Service[]);
  // every search checks its categories: against the ids last read, read again on a miss (a
  // category deleted since then lets a search through that then matches no company)
  const allIds = sqlite.prepare('SELECT id FROM services ORDER BY sort_order, id').pluck();
  let known = new Set<number>();

  const slugTaken = sqlite.prepare('SELECT 1 FROM services WHERE slug = ?').pluck();
  const insert = sqlite.prepare(
    `INSERT INTO services (name, slug, description, icon, sort_order)
     VALUES (@name, @slug, @description, @icon,
       (SELECT coalesce(max(sort_order), -1) + 1 FROM services))`,
  );
  const update = sqlite.prepare(
    'UPDATE services SET name = @name, description = @description, icon = @icon WHERE id = @id',
  );
  const setOrder = sqlite.prepare('UPDATE services SET sort_order = ? WHERE id = ?');
  const remove = sqlite.prepare('DELETE FROM services WHERE id = ?');

  const find = (idOrSlug: string): Service | null => {
    const row = isNumericId(idOrSlug) ? byId.get(Number(idOrSlug)) : bySlug.get(idOrSlug);
    return (row as Service | undefined) ?? null;
  };
  const existing = (id: number): Service => {
    const row = byId.get(id) as Service | undefined;
    if (!row) throw notFound();
    return row;
  };

  return {
    /** Every category in its display order */
    list,
    /** One category by id or slug, or null */
    find,
    /** Whether every id (distinct) names a category */
    allExist(wanted: readonly number[]): boolean {
      if (wanted.every((id) => known.has(id))) return true;
      known = new Set(allIds.all() as number[]);
      return wanted.every((id) => known.has(id));
    },

    /** A new category, last in the order; its slug from its name (kept when renamed). */
    create: sqlite.transaction(
      (input: Required<ServiceInput>, actor: AuditActor, now: number): Service => {
        const slug = newServiceSlug(input.name, (s) => !!slugTaken.get(s));
        const id = Number(insert.run({ ...input, slug }).lastInsertRowid);
        audit.record(serviceEntries.create(id, input, slug, actor, now));
        return existing(id);
      },
    ),

    /** Renames or redescribes a category, or gives it another icon (its slug stays). */
    update: sqlite.transaction(
      (id: number, input: Required<ServiceInput>, actor: AuditActor, now: number): Service => {
        const before = existing(id);
        update.run({ ...input, id });
        const change = changedFields(recordOf(before), recordOf(input));
        if (Object.keys(change.after).length > 0) {
          audit.record({ actor, action: 'service.update', entityId: id, ...change, at: now });
        }
        return existing(id);
      },
    ),

    /** Puts the categories in the order of `ids`, which names every category once. */
    reorder: sqlite.transaction((ids: readonly number[], actor: AuditActor, now: number) => {
      const before = allIds.all() as number[];
      checkOrder(ids, before);
      ids.forEach((id, i) => setOrder.run(i, id));
      audit.record(serviceEntries.reorder(before, ids, actor, now));
      return all.all() as Service[];
    }),

    /** Deletes a category no company offers; 409 while one does. */
    remove: sqlite.transaction((id: number, actor: AuditActor, now: number): void => {
      const before = existing(id);
      checkRemovable(before);
      remove.run(id);
      audit.record(serviceEntries.delete(before, actor, now));
    }),
  };
}

export type ServiceStore = ReturnType<typeof createServiceStore>;

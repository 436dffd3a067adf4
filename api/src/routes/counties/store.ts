/**
 * The 15 counties (EHAK): read once, when first asked (they change with an administrative
 * reform, not daily), and kept in Estonian alphabetical order.
 */
import { countySlug } from '../../../../db/domain/counties';
import { estonianSortKey } from '../../../../db/domain/estonian-sort';
import type { Database } from '../../../../db/client';
import { counties } from '../../../../db/schema';

/** A county as the API shows it: its id and name */
export type CountyRef = Pick<typeof counties.$inferSelect, 'id' | 'name'>;

export function createCountyStore({ db }: Database) {
  const all = db.select({ id: counties.id, name: counties.name }).from(counties).prepare();
  let sorted: CountyRef[] = [];
  let names = new Map<number, string>();
  const load = () => {
    sorted = all.all().sort((a, b) => (estonianSortKey(a.name) < estonianSortKey(b.name) ? -1 : 1));
    names = new Map(sorted.map((c) => [c.id, c.name]));
  };
  const list = (): CountyRef[] => {
    if (sorted.length === 0) load();
    return sorted;
  };
  return {
    /** The counties in Estonian alphabetical order */
    list,
    /** The county of a list URL's slug ("laane-viru"), or undefined */
    bySlug(slug: string): CountyRef | undefined {
      return list().find(({ name }) => countySlug(name) === slug);
    },
    /** A county's name by id ('' for an unknown id) */
    nameOf(id: number): string {
      if (names.size === 0) load();
      return names.get(id) ?? '';
    },
  };
}

export type CountyStore = ReturnType<typeof createCountyStore>;

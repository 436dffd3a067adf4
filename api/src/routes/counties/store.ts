/**
 * The 15 counties (EHAK): read once, when first asked (they change with an administrative
 * reform, not daily), and kept in Estonian alphabetical order.
 */
import { countySlug } from '#domain/vocabulary/counties';
import { estonianSortKey } from '#domain/rules/estonian-sort';
import type { Database } from '#db/client';
import { counties } from '#db/schema';

/** A county as the API shows it: its id and name */
export type CountyRef = Pick<typeof counties.$inferSelect, 'id' | 'name'>;

/** The counties in Estonian alphabetical order, and their names by id */
export function countyIndex(rows: CountyRef[]) {
  const sorted = rows.sort((a, b) => (estonianSortKey(a.name) < estonianSortKey(b.name) ? -1 : 1));
  return { sorted, names: new Map(sorted.map((c) => [c.id, c.name])) };
}

/** The county of a list URL's slug ("laane-viru"), or undefined */
export const countyBySlug = (sorted: CountyRef[], slug: string): CountyRef | undefined =>
  sorted.find(({ name }) => countySlug(name) === slug);

export function createCountyStore({ db }: Database) {
  const all = db.select({ id: counties.id, name: counties.name }).from(counties).prepare();
  let sorted: CountyRef[] = [];
  let names = new Map<number, string>();
  const load = () => {
    ({ sorted, names } = countyIndex(all.all()));
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
      return countyBySlug(list(), slug);
    },
    /** A county's name by id ('' for an unknown id) */
    nameOf(id: number): string {
      if (names.size === 0) load();
      return names.get(id) ?? '';
    },
  };
}

export type CountyStore = ReturnType<typeof createCountyStore>;

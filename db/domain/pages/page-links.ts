/**
 * Typed links to the site's pages. Kept apart from pages.ts, which the first screen loads:
 * screens loaded later use pagePath, the first screen spells its links as a checked PagePath.
 */
import { PAGE_PATHS, type PageKey } from './pages';

/** The parameters of a path pattern: ":id" is required, ":county?" may be left out. */
type ParamsOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? ParamsOf<Head> & ParamsOf<Tail>
  : P extends `:${infer Name}?`
    ? { [N in Name]?: string | number }
    : P extends `:${infer Name}`
      ? { [N in Name]: string | number }
      : unknown;
type PageParams<K extends PageKey> = ParamsOf<(typeof PAGE_PATHS)[K]>;
type PathArgs<K extends PageKey> = keyof PageParams<K> extends never
  ? []
  : object extends PageParams<K>
    ? [params?: PageParams<K>]
    : [params: PageParams<K>];

/**
 * The path of a page, its parameters filled in: pagePath('funeralCard', { id: 7 }) is
 * "/arasaatmisteade/7", pagePath('notices') is "/surmakuulutused". Links use this instead of
 * typing paths, so a renamed page cannot leave a link behind.
 */
export function pagePath<K extends PageKey>(key: K, ...[params]: PathArgs<K>): string {
  const values: Partial<Record<string, string | number>> = params ?? {};
  const path = PAGE_PATHS[key].replace(/\/:(\w+)\??/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
  return path || '/';
}

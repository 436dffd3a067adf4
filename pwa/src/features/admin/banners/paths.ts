import type { AdminSection } from '../sections';

const SECTION: AdminSection = 'banner';

/**
 * A banner page's address (sections.ts's adminPath, which the section's own screens cannot
 * import: the registry imports them, a cycle)
 */
export const bannerPath = (id?: number | string) =>
  `/admin/${SECTION}${id === undefined ? '' : `/${id}`}`;

/**
 * Who may open the admin area at all: the lowest admin role (the banner manager, role 5; spec
 * §6). The site's header and the route table read this on the first screen; everything else of
 * the admin area (its sections' registry, paths, titles and screens) is in the admin chunk.
 */
import { ROLES } from '#domain/vocabulary/roles';

export const ADMIN_HOME_ROLE = ROLES.bannerManager;

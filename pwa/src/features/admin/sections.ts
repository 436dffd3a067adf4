/**
 * The admin area's registry: one entry per section, keyed by its path segment under /admin
 * (`/admin/<section>/<id?>`, spec §2's admin children). Each entry names the lowest role that may
 * open it (the API checks the same in api/src/routes/admin/index.ts) and loads its screen as a
 * chunk of its own with its texts (a section's namespace), so a heavy screen (the dashboard's
 * chart) costs nothing elsewhere. The admin home draws its navigation from this, the section
 * route (AdminSectionScreen) its screen, role check and title; its title and one line about it
 * are in the admin namespace under `sections.<key>`.
 *
 * A new section: its folder `features/admin/<name>/` (screen, api.ts, texts/), one entry here,
 * its `sections.<key>` texts, its router in api/src/routes/admin/.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ROLES } from '#domain/vocabulary/roles';

interface AdminSectionEntry {
  /** The lowest role that may open it */
  role: number;
  /** Its screen, a chunk of its own (it reads `:id` itself where it has one) */
  Screen: LazyExoticComponent<ComponentType>;
}

/** A section for `role` and up whose screen (with its texts loaded first) `load` brings */
const section = (role: number, load: () => Promise<ComponentType>): AdminSectionEntry => ({
  role,
  Screen: lazy(() => load().then((Component) => ({ default: Component }))),
});

export const ADMIN_SECTIONS = {
  kasutajad: section(ROLES.admin, () => import('./users/UsersScreen').then((m) => m.UsersScreen)),
  ulevaade: section(ROLES.admin, () =>
    Promise.all([
      import('./ulevaade/DashboardScreen'),
      import('./ulevaade/texts').then((m) => m.loadDashboardTexts()),
    ]).then(([m]) => m.DashboardScreen),
  ),
  banner: section(ROLES.bannerManager, async () => {
    const [m, texts] = await Promise.all([
      import('./banners/BannersScreen'),
      import('./banners/texts'),
    ]);
    await texts.loadAdminBannerTexts();
    return m.BannersScreen;
  }),
  teated: section(ROLES.admin, () => import('./notices/NoticesScreen').then((m) => m.loadScreen())),
  logi: section(ROLES.admin, () => import('./log/LogScreen').then((m) => m.loadScreen())),
  orders: section(ROLES.admin, async () => {
    const [{ OrdersScreen }, { loadAdminOrdersTexts }] = await Promise.all([
      import('./orders/OrdersScreen'),
      import('./orders/texts'),
    ]);
    await loadAdminOrdersTexts();
    return OrdersScreen;
  }),
  moderatsioon: section(ROLES.admin, () =>
    Promise.all([
      import('./moderation/ModerationScreen'),
      import('./moderation/texts').then((m) => m.loadAdminModerationTexts()),
      import('../../shared/moderation/texts').then((m) => m.loadModerationTexts()),
    ]).then(([m]) => m.ModerationScreen),
  ),
  teenused: section(ROLES.admin, () =>
    import('./directory/screens').then((m) => m.loadTexts().then(() => m.ServicesScreen)),
  ),
  ettevote: section(ROLES.admin, () =>
    import('./directory/screens').then((m) => m.loadTexts().then(() => m.CompaniesSection)),
  ),
  pildid: section(ROLES.admin, () =>
    Promise.all([import('./gallery/GalleryScreen'), import('./gallery/texts')]).then(
      async ([m, texts]) => (await texts.loadAdminGalleryTexts(), m.GalleryScreen),
    ),
  ),
  artikild: section(ROLES.admin, () =>
    Promise.all([import('./articles/ArticlesScreen'), import('./articles/texts')]).then(
      async ([m, texts]) => (await texts.loadAdminArticlesTexts(), m.ArticlesScreen),
    ),
  ),
  luuletused: section(ROLES.admin, () =>
    Promise.all([import('./poems/PoemsScreen'), import('./poems/texts')]).then(
      async ([m, texts]) => (await texts.loadAdminPoemsTexts(), m.PoemsScreen),
    ),
  ),
} as const satisfies Record<string, AdminSectionEntry>;

export type AdminSection = keyof typeof ADMIN_SECTIONS;

export function adminSection(key: string | undefined): AdminSection | null {
  return key !== undefined && Object.hasOwn(ADMIN_SECTIONS, key) ? (key as AdminSection) : null;
}

/** The sections a role may open, in the registry's order */
export const sectionsFor = (role: number): AdminSection[] =>
  (Object.keys(ADMIN_SECTIONS) as AdminSection[]).filter((key) => role >= ADMIN_SECTIONS[key].role);

/** An admin section's address (`id` for the sections that open one record) */
export const adminPath = (section: AdminSection, id?: string | number) =>
  `/admin/${section}${id === undefined ? '' : `/${id}`}`;

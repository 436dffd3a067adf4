/**
 * The route table, one line a page: the paths are the shared PAGE_PATHS (the server answers
 * the same set) and the titles the shared pageTitle (db/domain/page-meta, which the server's
 * page meta reads too); each route's `handle.meta` is the original site's route meta (docs/pwa.md: auth, role,
 * header, type, title, disableGlobalTitle). Home is part of the first bundle; every other
 * screen is a lazy chunk. A `handle.early` starts the screen's first requests with the
 * document (lib/early-requests). The admin area's sections are the admin chunk's own registry
 * (features/admin/sections.ts) under one nested route.
 */
import type { ComponentType } from 'react';
import { type NonIndexRouteObject, type RouteObject, redirect } from 'react-router-dom';
import { pageTitle } from '#domain/pages/page-meta';
import { ROLES } from '#domain/vocabulary/roles';
import { MOVED_PAGES, PAGE_PATHS, type PageKey } from '#domain/pages/pages';
import { NotFound } from '../components/NotFound';
import { earlyCompanyRequests } from '../features/directory/company/early';
import { earlyCardRequests, earlyHomeRequests, earlyListRequests } from '../features/notices/early';
import { HomeScreen } from '../features/notices/home/HomeScreen';
import { ADMIN_HOME_ROLE } from '../features/admin/access';
import type { EarlyRequests } from '../lib/early-requests';
import type { Language } from '../lib/i18n';
import { type RouteMeta, routeMeta } from '../lib/route-meta';
import { AppLoading } from './AppLoading';
import { Layout } from './Layout';
import { RootError, RouteError } from './RouteError';
import { guarded } from './guarded';

/**
 * Home: the screen is part of the first bundle; its latest notices are a chunk of their own that
 * the route loads before the screen renders (their data is asked for early), so the screen draws
 * them at once and nothing below them moves when they arrive.
 */
const homeScreen = (language?: Language) => async () => {
  const { LatestNotices } = await import('../features/notices/home/LatestNotices');
  return { element: <HomeScreen language={language} latest={<LatestNotices />} /> };
};
const noticeTexts = () => import('../features/notices/texts').then((m) => m.loadNoticeTexts());
const listScreen = async () => {
  const [m] = await Promise.all([import('../features/notices/list/ListScreen'), noticeTexts()]);
  return { Component: m.ListScreen };
};
const pushTexts = () => import('../shared/push/texts').then((m) => m.loadPushTexts());
const cardScreen = async () => {
  const [m] = await Promise.all([
    import('../features/notices/card/CardScreen'),
    noticeTexts(),
    pushTexts(),
  ]);
  return { Component: m.CardScreen };
};
const staticPage = async () => {
  const m = await import('../features/pages/StaticPage');
  await m.loadPageTexts();
  return { Component: m.StaticPage };
};
const errorScreen = () =>
  import('../features/pages/ErrorScreen').then((m) => ({ Component: m.ErrorScreen }));
const noAccessScreen = () =>
  import('../features/pages/NoAccessScreen').then((m) => ({ Component: m.NoAccessScreen }));

type ScreenName<M> = Exclude<keyof M & string, 'loadTexts'>;

/** A route's `lazy` for one screen (by its export's name) of a chunk that brings its texts. */
function screenOf<M extends { loadTexts: () => Promise<void> }>(load: () => Promise<M>) {
  return (name: ScreenName<M>) => async () => {
    const m = await load();
    await m.loadTexts();
    return { Component: m[name] as ComponentType };
  };
}
const auth = screenOf(() => import('../features/auth/screens'));
const admin = screenOf(() => import('../features/admin/screens'));
const wizard = screenOf(() => import('../features/wizard/screens'));
const drafts = screenOf(() => import('../features/wizard/drafts/screens'));
const following = screenOf(() => import('../features/push/screens'));
const directory = screenOf(() => import('../features/directory/screens'));
const requests = screenOf(() => import('../features/requests/screens'));
const provider = screenOf(() => import('../features/provider/screens'));
const planner = screenOf(() => import('../features/planner/screens'));
const help = screenOf(() => import('../features/help/screens'));
const articles = screenOf(() => import('../features/articles/screens'));
// the article editor is a chunk of its own: Tiptap loads only there
const articleEditor = screenOf(() => import('../features/articles/editor/screens'));

type LazyScreen = NonNullable<RouteObject['lazy']>;
type ScreenLoader = Parameters<typeof guarded>[0];
type PageOptions = Partial<Omit<RouteMeta, 'title'>> & { early?: EarlyRequests };

/** A page's route: its path and title from the shared page tables, its screen, its meta. */
function page(key: PageKey, lazy: LazyScreen, { early, ...meta }: PageOptions = {}): RouteObject {
  const handle = { ...routeMeta({ title: pageTitle(key), ...meta }), early };
  return { id: key, path: PAGE_PATHS[key], lazy, handle };
}

/** A page behind the guard: signed in, with at least `role`. */
function guardedPage(
  key: PageKey,
  load: ScreenLoader,
  role = 0,
  meta: Pick<RouteMeta, 'disableGlobalTitle'> = {},
): NonIndexRouteObject {
  return {
    id: key,
    path: PAGE_PATHS[key],
    ...guarded(load, { auth: true, role, title: pageTitle(key), ...meta }),
  };
}

/** An old address of a page (MOVED_PAGES, as the server's 301): on to the page, query kept. */
function movedPage(key: keyof typeof MOVED_PAGES): RouteObject {
  const loader = ({ request }: { request: Request }) =>
    redirect(PAGE_PATHS[MOVED_PAGES[key]] + new URL(request.url).search);
  return { id: key, path: PAGE_PATHS[key], loader, handle: routeMeta({ title: pageTitle(key) }) };
}

/**
 * The admin area: a layout route at /admin (its home draws the navigation) and one nested route
 * for every section, /admin/:section/:id?, whose screen finds the section in the admin chunk's
 * registry, checks its role and sets its title. Both are behind the guard for the lowest admin
 * role, so nobody else downloads the chunk.
 */
function adminArea(): RouteObject {
  const section = guardedPage('adminSection', admin('AdminSectionScreen'), ADMIN_HOME_ROLE, {
    disableGlobalTitle: true,
  });
  return {
    ...guardedPage('admin', admin('AdminLayout'), ADMIN_HOME_ROLE),
    children: [section],
  };
}

/** Any other path: the 404 screen, without the site's header */
const notFound: RouteObject = {
  id: 'notFound',
  path: '*',
  element: <NotFound />,
  handle: routeMeta({ header: false, title: 'notFound' }),
};

const list = { early: earlyListRequests };
// a card sets its title from the notice
const card = { disableGlobalTitle: true, early: earlyCardRequests };

export const screenRoutes: RouteObject[] = [
  page('home', homeScreen(), { early: earlyHomeRequests }),
  page('homeEt', homeScreen('et'), { early: earlyHomeRequests }),
  page('homeEn', homeScreen('en'), { early: earlyHomeRequests }),
  page('notices', listScreen, list),
  movedPage('noticesAlias'),
  page('funeralNotices', listScreen, { type: 1, ...list }),
  page('condolences', listScreen, { type: 2, ...list }),
  page('memorials', listScreen, { type: 3, ...list }),
  page('funeralCard', cardScreen, { type: 1, ...card }),
  page('condolenceCard', cardScreen, { type: 2, ...card }),
  page('memorialCard', cardScreen, { type: 3, ...card }),
  page('privacy', staticPage),
  page('terms', staticPage),
  page('contact', staticPage),
  // "Kasulikku": the guide after a death is its home; the samples start a notice in the wizard
  movedPage('help'),
  page('helpGuide', help('HelpGuideScreen')),
  page('poemSamples', help('PoemSamplesScreen')),
  page('condolenceSamples', help('CondolenceSamplesScreen')),
  page('error', errorScreen),
  page('noAccess', noAccessScreen),
  // the account screens: one chunk, the original site's "login" chunk
  page('login', auth('LoginScreen')),
  page('socialReturn', auth('SocialReturnScreen')),
  page('register', auth('RegisterScreen')),
  page('forgotPassword', auth('ForgotScreen')),
  page('resetPassword', auth('ResetScreen')),
  guardedPage('account', auth('AccountScreen')),
  adminArea(),
  // the add-notice wizard: adding and editing share one chunk and their screens
  page('wizard', wizard('WizardScreen')),
  movedPage('add'),
  page('edit', wizard('EditScreen')),
  // "Minu mustandid": reads only this browser's IndexedDB
  page('drafts', drafts('DraftsScreen')),
  // "Jälgitavad": the follows of this browser's push subscription
  page('following', following('FollowingScreen')),
  // the funeral providers' directory (the map loads in its own chunk when it opens)
  page('directory', directory('DirectoryScreen')),
  movedPage('directoryAlias'),
  page('service', directory('ServiceScreen')),
  // a company page sets its title from the company and asks for it with the document
  page('company', directory('CompanyScreen'), {
    disableGlobalTitle: true,
    early: earlyCompanyRequests,
  }),
  guardedPage('accountCompany', directory('AccountCompanyScreen')),
  guardedPage('claimConfirm', directory('ClaimConfirmScreen')),
  // a family's service request: the form (a draft in IndexedDB) and the private page (?token=)
  page('serviceRequest', requests('RequestScreen')),
  page('serviceRequestPage', requests('RequestPageScreen')),
  // a provider's requests: the inbox (list and map), one request with the offer form, alerts
  guardedPage('providerRequests', provider('InboxScreen'), ROLES.provider),
  guardedPage('providerRequest', provider('RequestDetailScreen'), ROLES.provider),
  guardedPage('providerSettings', provider('SettingsScreen'), ROLES.provider),
  // "Matuse projektijuht": this device's planner (IndexedDB) and a shared one (?token=)
  page('planner', planner('PlannerScreen')),
  page('plannerShared', planner('PlannerScreen')),
  // articles: the list, a post (titled by the article), the site search, the admin's editor
  page('articles', articles('ArticlesScreen')),
  page('article', articles('ArticleScreen'), { disableGlobalTitle: true }),
  page('search', articles('SearchScreen')),
  guardedPage('articleEdit', articleEditor('ArticleEditScreen'), ROLES.admin),
  guardedPage('articleNew', articleEditor('ArticleNewScreen'), ROLES.admin),
  notFound,
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <AppLoading />,
    children: [{ id: 'screens', errorElement: <RouteError />, children: screenRoutes }],
  },
];

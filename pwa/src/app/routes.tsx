/**
 * The route table: the paths are the shared PAGE_PATHS (the server answers the same set), each
 * route's `handle.meta` is the original site's route meta (docs/pwa.md: auth, role, header, type,
 * title, disableGlobalTitle). Home is part of the first bundle; every other screen is a lazy chunk.
 * A `handle.early` starts the screen's first requests with the document (lib/early-requests).
 */
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router-dom';
import { PAGE_PATHS, type PageKey } from '../../../db/domain/pages';
import { NotFound } from '../components/NotFound';
import { earlyCardRequests, earlyHomeRequests, earlyListRequests } from '../features/notices/early';
import { HomeScreen } from '../features/notices/home/HomeScreen';
import { ROLES } from '../../../db/domain/roles';
import type { Language } from '../lib/i18n';
import { type TitleKey, routeMeta } from '../lib/route-meta';
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

/** A route's `lazy` for one screen of a chunk that brings its own texts along. */
function screenOf<M extends { loadTexts: () => Promise<void> }>(load: () => Promise<M>) {
  return (pick: (m: M) => ComponentType) => async () => {
    const m = await load();
    await m.loadTexts();
    return { Component: pick(m) };
  };
}
const auth = screenOf(() => import('../features/auth/screens'));
const admin = screenOf(() => import('../features/admin/screens'));
const wizard = screenOf(() => import('../features/wizard/screens'));
const drafts = screenOf(() => import('../features/wizard/drafts/screens'));
const following = screenOf(() => import('../features/push/screens'));

/** An account screen's route: its page key names both the path and the title. */
function authPage(
  id: string,
  key: PageKey & TitleKey,
  pick: (m: typeof import('../features/auth/screens')) => ComponentType,
): RouteObject {
  return { id, path: PAGE_PATHS[key], lazy: auth(pick), handle: routeMeta({ title: key }) };
}

export const screenRoutes: RouteObject[] = [
  {
    id: 'home',
    path: PAGE_PATHS.home,
    lazy: homeScreen(),
    handle: { ...routeMeta({ title: 'home' }), early: earlyHomeRequests },
  },
  {
    id: 'home-et',
    path: PAGE_PATHS.homeEt,
    lazy: homeScreen('et'),
    handle: { ...routeMeta({ title: 'home' }), early: earlyHomeRequests },
  },
  {
    id: 'home-en',
    path: PAGE_PATHS.homeEn,
    lazy: homeScreen('en'),
    handle: { ...routeMeta({ title: 'home' }), early: earlyHomeRequests },
  },
  {
    id: 'notices',
    path: PAGE_PATHS.notices,
    lazy: listScreen,
    handle: { ...routeMeta({ title: 'notices' }), early: earlyListRequests },
  },
  {
    id: 'notices-alias',
    path: PAGE_PATHS.noticesAlias,
    lazy: listScreen,
    handle: { ...routeMeta({ title: 'notices' }), early: earlyListRequests },
  },
  {
    id: 'funeral-notices',
    path: PAGE_PATHS.funeralNotices,
    lazy: listScreen,
    handle: { ...routeMeta({ type: 1, title: 'funeral' }), early: earlyListRequests },
  },
  {
    id: 'condolences',
    path: PAGE_PATHS.condolences,
    lazy: listScreen,
    handle: { ...routeMeta({ type: 2, title: 'condolences' }), early: earlyListRequests },
  },
  {
    id: 'memorials',
    path: PAGE_PATHS.memorials,
    lazy: listScreen,
    handle: { ...routeMeta({ type: 3, title: 'memorials' }), early: earlyListRequests },
  },
  {
    id: 'funeral-card',
    path: PAGE_PATHS.funeralCard,
    lazy: cardScreen,
    handle: {
      ...routeMeta({ type: 1, title: 'notice', disableGlobalTitle: true }),
      early: earlyCardRequests,
    },
  },
  {
    id: 'condolence-card',
    path: PAGE_PATHS.condolenceCard,
    lazy: cardScreen,
    handle: {
      ...routeMeta({ type: 2, title: 'notice', disableGlobalTitle: true }),
      early: earlyCardRequests,
    },
  },
  {
    id: 'memorial-card',
    path: PAGE_PATHS.memorialCard,
    lazy: cardScreen,
    handle: {
      ...routeMeta({ type: 3, title: 'notice', disableGlobalTitle: true }),
      early: earlyCardRequests,
    },
  },
  {
    id: 'privacy',
    path: PAGE_PATHS.privacy,
    lazy: staticPage,
    handle: routeMeta({ title: 'privacy' }),
  },
  { id: 'terms', path: PAGE_PATHS.terms, lazy: staticPage, handle: routeMeta({ title: 'terms' }) },
  {
    id: 'contact',
    path: PAGE_PATHS.contact,
    lazy: staticPage,
    handle: routeMeta({ title: 'contact' }),
  },
  { id: 'error', path: PAGE_PATHS.error, lazy: errorScreen, handle: routeMeta({ title: 'error' }) },
  {
    id: 'no-access',
    path: PAGE_PATHS.noAccess,
    lazy: noAccessScreen,
    handle: routeMeta({ title: 'noAccess' }),
  },
  // the account screens: one chunk, the original site's "login" chunk
  authPage('login', 'login', (m) => m.LoginScreen),
  authPage('social-return', 'socialReturn', (m) => m.SocialReturnScreen),
  authPage('register', 'register', (m) => m.RegisterScreen),
  authPage('forgot-password', 'forgotPassword', (m) => m.ForgotScreen),
  authPage('reset-password', 'resetPassword', (m) => m.ResetScreen),
  {
    id: 'account',
    path: PAGE_PATHS.account,
    ...guarded(
      auth((m) => m.AccountScreen),
      { auth: true, title: 'account' },
    ),
  },
  {
    id: 'admin',
    path: PAGE_PATHS.admin,
    ...guarded(
      admin((m) => m.AdminScreen),
      // the lowest admin role (banners, docs/pwa.md); each section has its own
      { auth: true, role: ROLES.bannerManager, title: 'admin' },
    ),
  },
  {
    id: 'admin-users',
    path: PAGE_PATHS.adminUsers,
    ...guarded(
      admin((m) => m.UsersScreen),
      { auth: true, role: ROLES.admin, title: 'adminUsers' },
    ),
  },
  // the add-notice wizard: adding and editing share one chunk and their screens
  {
    id: 'wizard',
    path: PAGE_PATHS.wizard,
    lazy: wizard((m) => m.WizardScreen),
    handle: routeMeta({ title: 'wizard' }),
  },
  {
    id: 'add',
    path: PAGE_PATHS.add,
    loader: ({ request }) => redirect(PAGE_PATHS.wizard + new URL(request.url).search),
    handle: routeMeta({ title: 'wizard' }),
  },
  {
    id: 'edit',
    path: PAGE_PATHS.edit,
    lazy: wizard((m) => m.EditScreen),
    handle: routeMeta({ title: 'edit' }),
  },
  // "Minu mustandid": reads only this browser's IndexedDB
  {
    id: 'drafts',
    path: PAGE_PATHS.drafts,
    lazy: drafts((m) => m.DraftsScreen),
    handle: routeMeta({ title: 'drafts' }),
  },
  // "Jälgitavad": the follows of this browser's push subscription
  {
    id: 'following',
    path: PAGE_PATHS.following,
    lazy: following((m) => m.FollowingScreen),
    handle: routeMeta({ title: 'following' }),
  },
  {
    id: 'not-found',
    path: '*',
    element: <NotFound />,
    handle: routeMeta({ header: false, title: 'notFound' }),
  },
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

/**
 * Küünal's service worker (built by vite-plugin-pwa, injectManifest, to /sw.js):
 *  - precaches the app shell (index.html and the built assets) and falls back to the shell
 *    for navigations when the network fails;
 *  - GET /api/counties: stale-while-revalidate; lists and cards (GET /api/notices,
 *    /api/notices/:id, its replies): network first with a 3 s timeout, the cache as fallback;
 *    /uploads/* images: cache first; every runtime cache bounded (entries and age);
 *  - the directory's companies (GET /api/companies*): the same network-first rule as the
 *    notices, in its own cache; its lookups (/api/services*, /api/map, /api/places/:id):
 *    stale-while-revalidate like the counties (they are HTTP-cacheable, so the browser's cache
 *    may answer them offline: they must not clear the "saved copy" note);
 *  - service requests (a family's GET /api/requests/:id?token=, a provider's GET /api/provider/*):
 *    network first like the notices, in their own cache, so both read offline;
 *  - the home page's newest notices: saved at install in Estonian and the reader's language, so
 *    the home page opens offline after one visit, even one made before this worker took control;
 *  - the help pages and the legal pages (GET /api/help/:slug; /privaatsus and /tingimused are
 *    linked from the wizard's consent step): saved at install in Estonian and the reader's
 *    language, then stale-while-revalidate, so they open offline even before they were visited
 *    (their screens' chunk is in the precache like every chunk);
 *  - articles (GET /api/articles, /api/articles/:idOrSlug): network first like the notices, in
 *    their own cache, so a post read once opens offline (its pictures are /uploads/*); what an
 *    editor sees (no-store: drafts) is not kept;
 *  - tells the page when notices or directory data came from its cache (a message, and X-Kyynal-Cache: hit),
 *    and answers notices data it has neither way at once with 503 `not_saved` (X-Kyynal-Cache:
 *    miss);
 *  - takes over from an older worker only when the page asks (the visitor pressed "Värskenda");
 *  - replays the offline queue (candles, replies, offers) on the 'sync' event (tag
 *    'kyynal-outbox', shared/outbox/replay.ts);
 *  - shows push notifications and opens their card (features/push/sw-push.ts).
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHE_HEADER,
  CACHE_LIMITS,
  CACHE_NAMES,
  NAVIGATION_TIMEOUT_MS,
  NOTICES_NETWORK_TIMEOUT_SECONDS,
  SHELL_URL,
  apiUrl,
  dataSourceMessage,
  isSkipWaitingMessage,
  notSavedResponse,
  runtimeRule,
} from './lib/sw-rules';
import { onNotificationClick, onPush } from './features/push/sw-push';
import { replayOutboxForSync } from './shared/outbox/replay';
import { OUTBOX_SYNC_TAG } from './shared/outbox/keys';
import { withTimeout } from './lib/timeout';
import { helpLanguages, helpPageUrls } from './lib/help-cache';
import { noticeRequests } from './features/notices/requests';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The shell is not served for "/" from the precache: pages come from the server (their meta and
// CSRF token) whenever it answers.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker controls the open page at once (no reload); later ones wait (SKIP_WAITING).
clientsClaim();

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// ---------------------------------------------------------------- navigations → shell offline

// Pages only: API navigations (social sign-in, PayPal's return) and form posts go to the server as
// they are.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && request.method === 'GET' && !url.pathname.startsWith('/api/'),
  async ({ request }) => {
    try {
      return await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
    } catch (err) {
      const shell = await matchPrecache(SHELL_URL);
      if (shell) return shell;
      throw err;
    }
  },
);

// ---------------------------------------------------------------- API data and images

const origin = self.location.origin;

async function tellClient(event: ExtendableEvent | undefined, cached: boolean, url: string) {
  const clientId = event && 'clientId' in event ? (event as FetchEvent).clientId : '';
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(dataSourceMessage(cached, url));
}

/**
 * Marks the notices or directory data the network could not give as a saved copy: a header on the cached
 * response and a message to the page (features/pwa/early.ts). A fresh answer clears the note.
 */
const savedCopyPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event, request, state }) => {
    if (!cachedResponse) return cachedResponse;
    if (state) state.fromCache = true;
    await tellClient(event, true, request.url);
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHE_HEADER, 'hit');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
  fetchDidSucceed: async ({ response, event, request, state }) => {
    // after a timeout the page already got the saved copy: the late answer only updates the cache
    if (response.ok && !state?.fromCache) await tellClient(event, false, request.url);
    return response;
  },
  // neither the network nor the cache has it: say so at once (the page shows "not saved on
  // this device" rather than retrying into a generic error)
  handlerDidError: async () => notSavedResponse(),
};

const cacheOk = new CacheableResponsePlugin({ statuses: [200] });

/** An answer the server marks no-store (what an editor sees of a post, a draft) is not kept. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /\bno-store\b/.test(response.headers.get('Cache-Control') ?? '') ? null : response,
};

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'counties',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.counties,
    plugins: [cacheOk, new ExpirationPlugin({ ...CACHE_LIMITS.counties })],
  }),
);

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'notices',
  new NetworkFirst({
    cacheName: CACHE_NAMES.notices,
    networkTimeoutSeconds: NOTICES_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      cacheOk,
      new ExpirationPlugin({ ...CACHE_LIMITS.notices, purgeOnQuotaError: true }),
      savedCopyPlugin,
    ],
  }),
);

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'directory',
  new NetworkFirst({
    cacheName: CACHE_NAMES.directory,
    networkTimeoutSeconds: NOTICES_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      cacheOk,
      new ExpirationPlugin({ ...CACHE_LIMITS.directory, purgeOnQuotaError: true }),
      savedCopyPlugin,
    ],
  }),
);

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'requests',
  new NetworkFirst({
    cacheName: CACHE_NAMES.requests,
    networkTimeoutSeconds: NOTICES_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      cacheOk,
      new ExpirationPlugin({ ...CACHE_LIMITS.requests, purgeOnQuotaError: true }),
      savedCopyPlugin,
    ],
  }),
);

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'articles',
  new NetworkFirst({
    cacheName: CACHE_NAMES.articles,
    networkTimeoutSeconds: NOTICES_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      cacheOk,
      storableOnly,
      new ExpirationPlugin({ ...CACHE_LIMITS.articles, purgeOnQuotaError: true }),
      savedCopyPlugin,
    ],
  }),
);

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'directoryLookups',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.directoryLookups,
    plugins: [cacheOk, new ExpirationPlugin({ ...CACHE_LIMITS.directoryLookups })],
  }),
);

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'help',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.help,
    matchOptions: { ignoreVary: true },
    plugins: [
      cacheOk,
      new ExpirationPlugin({ ...CACHE_LIMITS.help }),
      // offline and never saved here: the page says so rather than retrying
      { handlerDidError: async () => notSavedResponse() },
    ],
  }),
);

/** Fetches these addresses into a cache now (best effort: offline, each is saved when first read). */
async function saveAtInstall(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // offline at install
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  const languages = helpLanguages(self.navigator.languages);
  const latest = noticeRequests.latest();
  event.waitUntil(
    Promise.all([
      // the help and legal pages matter most with a weak signal
      saveAtInstall(CACHE_NAMES.help, helpPageUrls(languages)),
      // the home page's data: the first visit's own request went past this worker
      saveAtInstall(
        CACHE_NAMES.notices,
        languages.map((language) => apiUrl(latest.path, latest.params, language)),
      ),
    ]),
  );
});

registerRoute(
  ({ url, request }) => runtimeRule(url, origin, request.method) === 'uploads',
  new CacheFirst({
    cacheName: CACHE_NAMES.uploads,
    plugins: [cacheOk, new ExpirationPlugin({ ...CACHE_LIMITS.uploads, purgeOnQuotaError: true })],
  }),
);

// ---------------------------------------------------------------- offline queue and push

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayOutboxForSync());
}) as EventListener);

self.addEventListener('push', (event) => onPush(event));
self.addEventListener('notificationclick', (event) => onNotificationClick(event));

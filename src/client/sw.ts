// The service worker (decision 034), built by vite-plugin-pwa (injectManifest) into
// dist/client/sw.js. It precaches the built app a hire's journey needs, so that after the first
// visit every screen's code opens with no connection. It never touches /api: those requests are
// not routed here, so the browser sends them to the network as if there were no worker, and no
// answer (personal data) is ever cached by it.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** What this file uses of the worker's global scope (the DOM lib types the app's `self`). */
interface WorkerScope {
  /** Replaced at build time by the precache list: scripts/offline-precache.ts. */
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
declare const self: WorkerScope;

/** The generic shell (the built index.html): what a navigation gets when the network fails. */
const OFFLINE_SHELL = '/index.html';
/** A navigation that has had no answer for this long gets the shell (one bar of signal). */
const NAVIGATION_TIMEOUT_SECONDS = 6;

// /api and /healthz skip the worker altogether where the browser has static routing (Chromium
// 123+): no worker start-up before an API call, and a keepalive save sent as a tab is hidden
// or reloaded goes straight out, ahead of the next page's reads, as without a worker. Elsewhere
// the fetch handler below routes none of them, so the browser sends them to the network as is.
interface RouterInstallEvent {
  addRoutes?: (rules: Array<{ condition: { urlPattern: string }; source: 'network' }>) => Promise<void>;
  waitUntil: (promise: Promise<unknown>) => void;
}
(self as unknown as EventTarget).addEventListener('install', (event) => {
  const install = event as unknown as RouterInstallEvent;
  if (!install.addRoutes) return;
  install.waitUntil(
    install
      .addRoutes([
        { condition: { urlPattern: '/api/*' }, source: 'network' },
        { condition: { urlPattern: '/healthz' }, source: 'network' },
      ])
      .catch(() => undefined),
  );
});

// The first visit's page is taken over as soon as the worker is active, so a lazy screen fetched
// later in that same visit comes from the precache. A new version waits for the open tabs to
// close (no skipWaiting): a page never loads chunks of two builds.
clientsClaim();
cleanupOutdatedCaches();
// Only the exact files: '/' is not the precached index.html (the server's page for each route,
// with its prerendered screen and preloads, is what an online visit gets).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Navigations go to the server (its preload started with the worker); without an answer, the
// precached shell starts the app, which routes on the client.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_SHELL)) ?? undefined }],
    }),
    { denylist: [/^\/api(\/|$)/, /^\/healthz$/] },
  ),
);

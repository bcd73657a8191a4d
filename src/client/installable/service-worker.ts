// The service worker, /sw.js (docs/decisions/0018-installable.md). Built on its own by
// scripts/service-worker-build.ts, which puts in this build's version and the files every page
// needs. It keeps: hashed assets (cache first), pages the server drew whole (network first, for
// reading offline) and the offline page; never an API answer (cache-rules.ts).
import {
  OFFLINE_PAGE,
  PAGES_KEPT,
  cacheNameFor,
  isKeepable,
  isKeepablePage,
  isOwnCache,
  strategyFor,
} from './cache-rules.ts';
import { sameOriginUrl, shownPush } from './push-message.ts';

declare const __SW_BUILD__: { version: string; precache: string[] };

// The worker's own types (TypeScript's WebWorker library cannot sit beside the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const { version, precache } = __SW_BUILD__;
const CACHE = cacheNameFor(version);
const precached = new Set(precache);

// A new build's worker takes over at once: pages load their HTML from the server anyway, and
// the old build's cache (its kept pages with their assets) goes as one.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precache))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isOwnCache(name) && name !== CACHE).map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker wakes up (slow on a cheap phone).
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      authorized: request.headers.has('authorization'),
    },
    worker.location.origin,
    precached,
  );
  if (strategy === 'asset') event.respondWith(cacheFirst(event));
  else if (strategy) event.respondWith(networkFirst(event, strategy === 'page'));
  // Otherwise the browser fetches it as if there were no worker.
});

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (isKeepable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent, keep: boolean): Promise<Response> {
  const url = event.request.url;
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (keep && isKeepable(response)) event.waitUntil(keepPage(url, response.clone()));
    return response;
  } catch {
    // No network: the page as last drawn by this build, or the offline page.
    const cache = await caches.open(CACHE);
    const kept = keep ? await cache.match(url, { ignoreVary: true }) : undefined;
    return kept ?? (await cache.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function keepPage(url: string, response: Response): Promise<void> {
  const html = await response.text();
  if (!isKeepablePage(response, html)) return;
  const cache = await caches.open(CACHE);
  const { status, statusText } = response;
  // The text is decoded: its length and encoding on the wire no longer describe it.
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  await cache.put(url, new Response(html, { status, statusText, headers }));
  const pages = (await cache.keys()).filter((key) => {
    const { pathname } = new URL(key.url);
    return !pathname.startsWith('/assets/') && !precached.has(pathname);
  });
  // Keys come in the order they were stored: the first are the oldest.
  await Promise.all(pages.slice(0, Math.max(0, pages.length - PAGES_KEPT)).map((key) => cache.delete(key)));
}

// Match alerts (issue 28): a push message is shown at once (browsers require it), and a tap
// brings the site's open tab to the message's page, or opens one.
worker.addEventListener('push', (event) => {
  const { title, options } = shownPush(event.data?.text() ?? null, worker.location.origin);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(data?.url, worker.location.origin);
  event.waitUntil(openPage(url));
});

async function openPage(url: string): Promise<void> {
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === worker.location.origin);
  if (!tab) {
    await worker.clients.openWindow(url);
    return;
  }
  // Navigating first: focusing may be refused (no tap to allow it), the page should still change.
  const shown = tab.url === url ? tab : ((await tab.navigate(url)) ?? tab);
  await shown.focus().catch(() => undefined);
}

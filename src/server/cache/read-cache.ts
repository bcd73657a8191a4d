import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An in-process cache for public reads that every open tab polls (blog, footer, hero, pages).
 * Admin writes invalidate a topic right after their transaction commits, so the next read is
 * fresh. With several instances an invalidation bus (Redis pub/sub, see cache/redis.ts)
 * carries it to the others; entries also expire after a short time, so instances without a bus
 * converge too.
 *
 * One store per database (keyed by the ORM driver, shared by every fork of its EntityManager), so
 * test apps on different databases in one process never see each other's data.
 */
export const CACHE_TOPICS = [
  'blog',
  'footer',
  'games',
  'hero',
  'pages',
  'settings',
  'standings',
  // Signed-in identities (auth/session-cache.ts): carried by the same bus, cached apart.
  'sessions',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** Carries invalidations to the other instances on the same database. */
export interface InvalidationBus {
  publish(topics: CacheTopic[]): void;
}

type Listener = (topics: readonly CacheTopic[]) => void;

interface Store {
  generations: Map<CacheTopic, number>;
  entries: Map<string, Entry>;
  loading: Map<string, Promise<unknown>>;
  listeners: Set<Listener>;
  bus: InvalidationBus | null;
}

const stores = new WeakMap<object, Store>();

function storeOf(em: EntityManager): Store {
  const key = em.getDriver();
  let store = stores.get(key);
  if (!store) {
    store = {
      generations: new Map(),
      entries: new Map(),
      loading: new Map(),
      listeners: new Set(),
      bus: null,
    };
    stores.set(key, store);
  }
  return store;
}

/**
 * The cached value of `topic`/`key`, loading it once (concurrent callers share the load) on a
 * fresh fork when missing or expired. Values are shared between requests: treat them as frozen.
 */
export async function cachedRead<T>(
  em: EntityManager,
  topic: CacheTopic,
  key: string,
  load: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const store = storeOf(em);
  const id = `${topic}:${key}`;
  const hit = store.entries.get(id);
  if (hit && hit.expiresAt > Date.now()) return hit.value as T;

  const pending = store.loading.get(id);
  if (pending) return pending as Promise<T>;

  const generation = store.generations.get(topic) ?? 0;
  const loading: Promise<T> = load(em.fork())
    .then((value) => {
      // A write that committed while we were loading may not be in `value`: do not keep it.
      if ((store.generations.get(topic) ?? 0) === generation) {
        store.entries.delete(id);
        store.entries.set(id, { value, expiresAt: Date.now() + TTL_MS });
        evictOldest(store);
      }
      return value;
    })
    .finally(() => {
      if (store.loading.get(id) === loading) store.loading.delete(id);
    });
  store.loading.set(id, loading);
  return loading;
}

/**
 * Drops every entry of the topics here and, through the bus, on the other instances; call it after
 * the write's transaction has committed.
 */
export function invalidate(em: EntityManager, ...topics: CacheTopic[]): void {
  const store = storeOf(em);
  invalidateHere(store, topics);
  store.bus?.publish(topics);
}

/** What the bus calls for an invalidation published by another instance. */
export function invalidateLocally(em: EntityManager, topics: readonly CacheTopic[]): void {
  invalidateHere(storeOf(em), topics);
}

/** Calls `listener` after every invalidation of this database's cache; returns the unsubscribe. */
export function onInvalidate(em: EntityManager, listener: Listener): () => void {
  const store = storeOf(em);
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/** Sends this database's invalidations to the other instances too (null: this instance only). */
export function useInvalidationBus(em: EntityManager, bus: InvalidationBus | null): void {
  storeOf(em).bus = bus;
}

function invalidateHere(store: Store, topics: readonly CacheTopic[]): void {
  for (const topic of topics) {
    store.generations.set(topic, (store.generations.get(topic) ?? 0) + 1);
    for (const id of store.entries.keys()) if (id.startsWith(`${topic}:`)) store.entries.delete(id);
    for (const id of store.loading.keys()) if (id.startsWith(`${topic}:`)) store.loading.delete(id);
  }
  for (const listener of store.listeners) listener(topics);
}

/** An admin write in a transaction of its own; once it has committed, the topic's reads are fresh. */
export async function writeThenInvalidate<T>(
  em: EntityManager,
  topic: CacheTopic,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const result = await em.transactional(work);
  invalidate(em, topic);
  return result;
}

function evictOldest(store: Store): void {
  while (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next();
    if (oldest.done) return;
    store.entries.delete(oldest.value);
  }
}

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BetterAuthOptions } from 'better-auth';
import { CACHE_TOPICS, type CacheTopic, type InvalidationBus } from './read-cache.ts';

/**
 * What several instances of the app share through Redis (REDIS_URL): the read cache's
 * invalidations (pub/sub) and Better Auth's rate limits. Without REDIS_URL one instance keeps the
 * first in memory and the second in its database, as before.
 *
 * Every key and channel starts with `prefix` (one per database), so two deployments, or the test
 * suites, on one Redis never see each other's counts or invalidations.
 */
export type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

export interface SharedRedis {
  bus: InvalidationBus;
  rateLimits: RateLimitStorage;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * One fixed window per key: the first request starts it, requests past `max` in it are refused
 * (and say how long until it ends). Atomic in Redis, so concurrent requests on any instance count.
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then return redis.call('PTTL', KEYS[1]) end
return -1`;

interface Log {
  info(message: string): void;
  warn(obj: object, message: string): void;
}

export async function connectRedis(options: {
  url: string;
  prefix: string;
  /** An invalidation published by another instance; also every topic after a lost connection. */
  onInvalidate: (topics: readonly CacheTopic[]) => void;
  /** Where the rate limits are counted while Redis cannot be reached (the database's table). */
  rateLimitsWhileDown: RateLimitStorage;
  log: Log;
}): Promise<SharedRedis> {
  const { url, prefix, log } = options;
  const settings = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A request waits for at most one reconnection, never for Redis to come back.
    maxRetriesPerRequest: 1,
  };
  const client = new Redis(url, settings);
  const subscriber = new Redis(url, settings);
  const shown = redactedUrl(url);
  let lastError: Error | undefined;
  // An outage is said once when it begins and once when it ends, not on every reconnection try or
  // every request meanwhile (issue 30).
  let down = false;
  const wentDown = (error: Error) => {
    lastError = error;
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      `Redis at ${shown} cannot be reached (${error.message}): rate limits are counted in the database and cache invalidations stay on this instance until it is back`,
    );
  };
  for (const connection of [client, subscriber]) {
    connection.on('error', wentDown);
    connection.on('ready', () => {
      if (!down || client.status !== 'ready' || subscriber.status !== 'ready') return;
      down = false;
      log.info(`Redis at ${shown} is back: rate limits and cache invalidations shared again`);
    });
  }
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new RedisUnavailableError(
      `REDIS_URL: Redis at ${shown} is not reachable (${(lastError ?? (error as Error)).message})`,
    );
  }

  const instance = randomUUID();
  const channel = `${prefix}invalidate`;
  subscriber.on('message', (_channel: string, message: string) => {
    const parsed = parseInvalidation(message);
    if (parsed && parsed.from !== instance) options.onInvalidate(parsed.topics);
  });
  await subscriber.subscribe(channel);
  // Invalidations published while we were disconnected are lost: start afresh when back. (The
  // first 'ready' has passed: this one is a reconnection's.)
  subscriber.on('ready', () => options.onInvalidate(CACHE_TOPICS));
  log.info(`shared state: Redis at ${shown}`);

  return {
    bus: {
      publish(topics) {
        if (down) return;
        // Lost while Redis is away: the others drop their whole cache when it is back, and meanwhile
        // keep public content no longer than its lifetime.
        client.publish(channel, JSON.stringify({ from: instance, topics })).catch(wentDown);
      },
    },
    rateLimits: {
      async consume(key, rule) {
        // Known to be away: straight to the database, not waiting on a reconnection each time.
        if (down) return options.rateLimitsWhileDown.consume(key, rule);
        try {
          const waitMs = Number(
            await client.eval(CONSUME, 1, `${prefix}rate:${key}`, rule.window * 1000, rule.max),
          );
          return waitMs < 0
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
        } catch (error) {
          // Still counted, in the database, by every instance alike.
          wentDown(error as Error);
          return options.rateLimitsWhileDown.consume(key, rule);
        }
      },
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), client.quit()]);
    },
  };
}

function parseInvalidation(message: string): { from: string; topics: CacheTopic[] } | null {
  try {
    const value = JSON.parse(message) as { from?: unknown; topics?: unknown };
    if (typeof value.from !== 'string' || !Array.isArray(value.topics)) return null;
    const topics = value.topics.filter((t): t is CacheTopic => CACHE_TOPICS.includes(t as CacheTopic));
    return { from: value.from, topics };
  } catch {
    return null;
  }
}

/** The URL without its password, for messages and logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      SEED_DEMO: true,
      TRUST_PROXY: false,
      UNPAID_REGISTRATION_TTL_MINUTES: 60,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('.data'));
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://arena.example.in',
      DATABASE_URL: 'postgres://u@db:5432/arena',
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      UNPAID_REGISTRATION_TTL_MINUTES: '15',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@db:5432/arena',
      SEED_DEMO: false,
      UNPAID_REGISTRATION_TTL_MINUTES: 15,
    });
    expect(() => loadConfig({ UNPAID_REGISTRATION_TTL_MINUTES: '0' })).toThrow(
      'UNPAID_REGISTRATION_TTL_MINUTES must be between 1 and 10080 (a week) (got "0")',
    );
    // One hop: the address of the proxy in front of us is trusted, none before it.
    const trust = config.TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('seeds the demo only on the embedded database unless SEED_DEMO says otherwise', () => {
    const url = 'postgres://u@db:5432/arena';
    const PUBLIC_URL = 'https://arena.example.in';
    expect(loadConfig({ DATABASE_URL: url, PUBLIC_URL }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, PUBLIC_URL, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('names each bad variable on a line of its own', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
    expect(lines).toEqual([
      'PORT must be a number (got "eighty")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user@127.0.0.1:5432/arena (got "mysql://x")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 0 and 65535 (got "70000")');
  });

  it('takes a Redis URL and a number of API calls at once, and says what is wrong with bad ones', () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', API_CONCURRENCY: '64' });
    expect([config.REDIS_URL, config.API_CONCURRENCY]).toEqual(['redis://127.0.0.1:6379', 64]);
    expect(loadConfig({}).API_CONCURRENCY).toBe(32);
    expect(() => loadConfig({ API_CONCURRENCY: '0' })).toThrow(
      'API_CONCURRENCY must be between 1 and 1000 (got "0")',
    );
    // The URL may carry a password: it is never echoed.
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379 (got 14 characters)',
    );
  });

  it('takes the slow-client timeouts and the queue bound, with defaults', () => {
    const defaults = loadConfig({});
    expect([
      defaults.HTTP_HEADERS_TIMEOUT_MS,
      defaults.HTTP_REQUEST_TIMEOUT_MS,
      defaults.HTTP_IDLE_TIMEOUT_MS,
      defaults.API_QUEUE_LIMIT,
    ]).toEqual([10_000, 30_000, 60_000, 512]);
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', API_QUEUE_LIMIT: '0' })).toMatchObject({
      HTTP_REQUEST_TIMEOUT_MS: 5000,
      API_QUEUE_LIMIT: 0,
    });
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(
      'HTTP_IDLE_TIMEOUT_MS must be between 100 and 600000 milliseconds (got "0")',
    );
  });

  it('never echoes a secret it refuses', () => {
    expect(() => loadConfig({ APP_SECRET: 'hunter2-too-short' })).toThrow(
      'APP_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`) (got 17 characters)',
    );
    expect(() => loadConfig({ SEED_ADMIN_PASSWORD: 'short' })).toThrow(
      'SEED_ADMIN_PASSWORD must be at least 12 characters (got 5 characters)',
    );
  });

  it('reads previous secrets as a comma-separated list', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(loadConfig({}).APP_SECRET_PREVIOUS).toEqual([]);
    expect(loadConfig({ APP_SECRET_PREVIOUS: ` ${a}, ${b},` }).APP_SECRET_PREVIOUS).toEqual([a, b]);
    expect(() => loadConfig({ APP_SECRET_PREVIOUS: `${a},tooshort` })).toThrow(
      'APP_SECRET_PREVIOUS must list secrets of at least 32 characters, separated by commas (got 41 characters)',
    );
  });

  it('accepts a list of proxies to trust', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1', PUBLIC_URL: 'https://arena.example.in' }).TRUST_PROXY,
    ).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('needs PUBLIC_URL in a real deployment, and not for the embedded demo', () => {
    const missing =
      'PUBLIC_URL must be set when NODE_ENV is production and DATABASE_URL or TRUST_PROXY is set: secure cookies and every absolute link are built from it, never from the Host header a request brings (e.g. https://arena.example.in; without DATABASE_URL and TRUST_PROXY the embedded demo runs on http://localhost:PORT) (got "")';
    const url = 'postgres://u@db:5432/arena';
    // NODE_ENV is production unless set otherwise.
    for (const env of [
      { DATABASE_URL: url },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: '1' },
      { NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(missing);
    // `npm install && npm start` with no environment: the embedded demo, on its own address.
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: url, TRUST_PROXY: '1' }).PUBLIC_URL).toBe(
      undefined,
    );
    expect(loadConfig({ DATABASE_URL: url, PUBLIC_URL: 'https://arena.example.in' }).PUBLIC_URL).toBe(
      'https://arena.example.in',
    );
  });
});

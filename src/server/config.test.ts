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

  it('accepts a list of proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
  });
});

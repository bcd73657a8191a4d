import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret.ts';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const DATABASE_URL = 'postgres://u@db:5432/arena';
// Production on PostgreSQL also needs its public address (config.ts).
const PUBLIC_URL = 'https://arena.example.in';

describe('resolveAppSecret', () => {
  it('refuses production on a shared database without APP_SECRET, naming the variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL, PUBLIC_URL, DATA_DIR: dataDir });
    let error: unknown;
    try {
      resolveAppSecret(config, () => {});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      'APP_SECRET must be set when NODE_ENV is production and DATABASE_URL is set: every instance on ' +
        'that database must sign and seal with the same secret (make one with `openssl rand -base64 48`).',
    );
    // Nothing generated that a second start would then pick up.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('uses APP_SECRET when it is set', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ DATABASE_URL, PUBLIC_URL, APP_SECRET: secret, DATA_DIR: tempDir() });
    expect(resolveAppSecret(config, () => {})).toBe(secret);
  });

  it('generates one in DATA_DIR on the embedded database, and keeps it', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    const warnings: string[] = [];
    const first = resolveAppSecret(config, (line) => warnings.push(line));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAppSecret(config, (line) => warnings.push(line))).toBe(first);
    expect(warnings).toHaveLength(1);
  });

  it('generates one for development on PostgreSQL too', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL, DATA_DIR: tempDir() });
    expect(resolveAppSecret(config, () => {}).length).toBeGreaterThanOrEqual(32);
  });
});

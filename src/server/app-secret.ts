import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config.ts';
import type { Keyring } from './crypto/secret-box.ts';

/**
 * The secret that signs sessions and derives encryption keys. Production sets APP_SECRET; the
 * zero-configuration default makes one on first start and keeps it in DATA_DIR (readable by the
 * owner only), so sessions and encrypted values survive restarts on the same machine.
 * On PostgreSQL in production a generated secret is refused: a second instance on the same
 * database would generate another and could read neither the first one's sessions nor its
 * sealed values.
 */
export function resolveAppSecret(config: Config, warn: (line: string) => void): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new ConfigError(
      'APP_SECRET must be set when NODE_ENV is production and DATABASE_URL is set: every instance on ' +
        'that database must sign and seal with the same secret (make one with `openssl rand -base64 48`).',
    );
  }
  const file = path.join(config.dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  warn(`APP_SECRET is not set: generated one in ${file}. Set APP_SECRET in production.`);
  return secret;
}

/** The current secret and the previous ones (APP_SECRET_PREVIOUS) that still open sealed values. */
export function resolveKeyring(config: Config, warn: (line: string) => void): Keyring {
  return { current: resolveAppSecret(config, warn), previous: config.APP_SECRET_PREVIOUS };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SeedRun } from '../db/seed-run.ts';
import type { AppServices } from '../services.ts';
import { AppUser } from './entities.ts';
import { ensureLocalUser } from './service.ts';

/** Where a generated admin password is left, in DATA_DIR. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/**
 * The first admin of a local-mode site, made once. Its password is SEED_ADMIN_PASSWORD, or a
 * random one written to DATA_DIR/admin-password.txt (mode 0600): printing it would put it in the
 * container's logs, which more people and systems read than the data folder (issue 24).
 */
export async function seedAdmin(
  em: EntityManager,
  services: AppServices,
  options: {
    email: string;
    password?: string | undefined;
    dataDir: string;
    print: (line: string) => void;
  },
): Promise<void> {
  const auth = services.localAuth;
  if (!auth || (await em.findOne(SeedRun, 'admin'))) return;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const existing = await em.findOne(AppUser, {
    email: options.email.toLowerCase(),
    authUserId: { $ne: null },
  });
  const file = path.join(options.dataDir, ADMIN_PASSWORD_FILE);
  // Written before the account exists: a password that could not be kept is never in force.
  if (!existing && !options.password) writePrivateFile(file, `${password}\n`);
  if (!existing) {
    const { user } = await auth.api.signUpEmail({
      body: { email: options.email, password, name: 'Site Admin' },
    });
    const appUser = await ensureLocalUser(em, user);
    appUser.role = 'admin';
  } else {
    existing.role = 'admin';
  }
  em.create(SeedRun, { name: 'admin' });
  await em.flush();
  if (!existing) {
    options.print(
      options.password
        ? `Admin account: ${options.email} (password from SEED_ADMIN_PASSWORD)`
        : `Admin account: ${options.email}; its password is in ${file} (readable by this user only). Sign in, change the password, then delete the file.`,
    );
  }
}

function writePrivateFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, content, { mode: 0o600 });
  // The mode above applies to a new file only; one left by an earlier install keeps its own.
  fs.chmodSync(file, 0o600);
}

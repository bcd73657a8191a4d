import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SeedRun } from '../db/seed-run.ts';
import type { AppServices } from '../services.ts';
import { AppUser } from './entities.ts';
import { ensureLocalUser } from './service.ts';

/**
 * The first admin of a local-mode site, made once. Its password is SEED_ADMIN_PASSWORD, or a
 * random one that is printed this one time only.
 */
export async function seedAdmin(
  em: EntityManager,
  services: AppServices,
  options: { email: string; password?: string | undefined; print: (line: string) => void },
): Promise<void> {
  const auth = services.localAuth;
  if (!auth || (await em.findOne(SeedRun, 'admin'))) return;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const existing = await em.findOne(AppUser, {
    email: options.email.toLowerCase(),
    authUserId: { $ne: null },
  });
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
        : `Admin account: ${options.email} / ${password} (shown once: sign in and change it)`,
    );
  }
}

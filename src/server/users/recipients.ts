import type { EntityManager } from '@mikro-orm/postgresql';
import { displayFirstName } from '../../shared/users.ts';
import { AppUser } from './entities.ts';

// Who messages go to (issue 28): what the notifications feature needs of each recipient, read in
// one query.

export interface Recipient {
  id: string;
  role: 'user' | 'admin';
  language: 'en' | 'hi';
  email: string | null;
  phone: string | null;
  name: string;
  notificationPreferences: AppUser['notificationPreferences'];
  emailPreferences: AppUser['emailPreferences'];
}

export async function findRecipients(em: EntityManager, userIds: readonly string[]): Promise<Recipient[]> {
  if (!userIds.length) return [];
  const users = await em.find(AppUser, { id: { $in: [...userIds] } });
  return users.map((user) => ({
    id: user.id,
    role: user.role,
    language: user.language,
    email: user.email ?? null,
    phone: user.phone ?? null,
    name: displayFirstName(user),
    notificationPreferences: user.notificationPreferences ?? null,
    emailPreferences: user.emailPreferences,
  }));
}

/** Every organiser (admin), for events they must act on. */
export async function organiserIds(em: EntityManager): Promise<string[]> {
  const admins = await em.find(AppUser, { role: 'admin' }, { fields: ['id'] });
  return admins.map((admin) => admin.id);
}

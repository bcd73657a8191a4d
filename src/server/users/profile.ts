import type { EntityManager } from '@mikro-orm/postgresql';
import { ageOn } from '../../shared/field-rules.ts';
import { defaultPublicName } from '../../shared/users.ts';
import type { PlayerProfile } from '../../shared/users.ts';
import { invalidate } from '../cache/read-cache.ts';
import type { AppUser } from './entities.ts';
import { requireUser, updatePlayerDetails } from './service.ts';

export type ProfileView = PlayerProfile & {
  email: string | null;
  age: number | null;
  publicName: string | null;
  /** Empty when not given. */
  address: string;
  pinCode: string;
  /** What public leaderboards show: the chosen public name, else the default from the full name. */
  publicNameShown: string;
};

export async function profileOf(em: EntityManager, userId: string): Promise<ProfileView> {
  return toProfile(await requireUser(em, userId));
}

/** The Profile tab keeps one full name; our record keeps a first name and the rest. */
export async function updateProfile(
  em: EntityManager,
  userId: string,
  input: PlayerProfile,
): Promise<ProfileView> {
  const [firstName, ...rest] = input.name.split(/\s+/);
  const user = await updatePlayerDetails(em, userId, {
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    phone: input.phone || null,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    city: input.city || null,
    state: input.state || null,
    // Not sent keeps it; empty clears it, so the default shows.
    ...(input.publicName !== undefined && { publicName: input.publicName || null }),
    ...(input.address !== undefined && { address: input.address || null }),
    ...(input.pinCode !== undefined && { pinCode: input.pinCode || null }),
  });
  // Public leaderboards show the public name (or the default from the full name): read them again.
  invalidate(em, 'standings');
  return toProfile(user);
}

function toProfile(user: AppUser): ProfileView {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    name,
    phone: user.phone ?? '',
    gender: user.gender ?? null,
    dateOfBirth: user.dateOfBirth ?? null,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth) : (user.age ?? null),
    city: user.city ?? '',
    state: user.state ?? '',
    address: user.address ?? '',
    pinCode: user.pinCode ?? '',
    email: user.email ?? null,
    publicName: user.publicName ?? null,
    publicNameShown: user.publicName ?? defaultPublicName(name),
  };
}

/**
 * What the player typed in the registration wizard's personal step becomes their profile, so the
 * next registration, the Profile tab and /profile all show it. Gender is not asked there: kept.
 */
export async function saveProfileFromRegistration(
  em: EntityManager,
  userId: string,
  input: { name: string; phone: string; state: string; city: string; dateOfBirth: string },
): Promise<ProfileView> {
  const user = await requireUser(em, userId);
  const [firstName, ...rest] = input.name.trim().split(/\s+/);
  const updated = await updatePlayerDetails(em, userId, {
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    phone: input.phone,
    gender: user.gender ?? null,
    dateOfBirth: input.dateOfBirth,
    city: input.city,
    state: input.state,
  });
  return toProfile(updated);
}

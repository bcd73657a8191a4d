import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_EXPORT_PATH, type UserExportLink } from '../../shared/user-export.ts';
import { AUTH_MESSAGES } from '../auth/index.ts';
import { SIGNED_LINK_PARAM, type LinkSigner } from '../crypto/signed-links.ts';
import { AppError } from '../errors.ts';
import { findUser } from './service.ts';

/** The purpose the export links' signing key is derived for (crypto/signed-links.ts). */
export const USER_EXPORT_LINK_PURPOSE = 'user-export';

/** Long enough to start a download, short enough that a link seen later is of no use. */
export const USER_EXPORT_LINK_TTL_MS = 5 * 60_000;

/** The query parameter that carries the link's proof (kept out of the request log). */
export const USER_EXPORT_LINK_PARAM = SIGNED_LINK_PARAM;

export const EXPORT_LINK_MESSAGES = {
  invalid: 'This download link is not valid. Start the export again.',
  expired: 'This download link has expired. Start the export again.',
} as const;

/** A link to the export for this admin, valid for a few minutes. */
export function mintExportLink(signer: LinkSigner, adminId: string, now: Date): UserExportLink {
  const expiresAt = new Date(now.getTime() + USER_EXPORT_LINK_TTL_MS);
  const proof = signer.sign(adminId, expiresAt);
  return {
    url: `${USER_EXPORT_PATH}?${USER_EXPORT_LINK_PARAM}=${encodeURIComponent(proof)}`,
    // What the proof says: it keeps whole seconds.
    expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
  };
}

/**
 * The admin a link was made for, when the link is whole and unexpired and they are still an admin
 * now (a role taken away, or the account deleted, in the meantime closes the link): 401 for a bad
 * or expired link, 403 for someone who is no longer an admin. The role is our record's: in Clerk
 * mode the one Clerk's token carried at the admin's latest request.
 */
export async function adminOfExportLink(
  em: EntityManager,
  signer: LinkSigner,
  proof: unknown,
  now: Date,
): Promise<string> {
  const check = typeof proof === 'string' ? signer.verify(proof, now) : null;
  if (!check?.ok)
    throw new AppError('UNAUTHORIZED', EXPORT_LINK_MESSAGES[check?.reason ?? 'invalid'], {
      reason: check?.reason === 'expired' ? 'export.link_expired' : 'export.link_invalid',
    });
  const user = await findUser(em, check.subject);
  if (!user)
    throw new AppError('UNAUTHORIZED', EXPORT_LINK_MESSAGES.invalid, { reason: 'export.link_invalid' });
  if (user.role !== 'admin')
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAdmin, { reason: 'auth.not_admin' });
  return user.id;
}

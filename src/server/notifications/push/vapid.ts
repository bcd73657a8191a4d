import type { EntityManager } from '@mikro-orm/postgresql';
import webPush from 'web-push';
import type { Config } from '../../config.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { VapidKeyPair } from '../entities.ts';

// The key pair push services know this server by (VAPID, RFC 8292). A subscription is made
// against the public key, so the pair must outlive restarts: from the environment when set there,
// else made once and kept in the database, the private key sealed (SEAL_PURPOSE.settings).

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** How a push service reaches the operator: a mailto: or https: address. */
  subject: string;
}

export type VapidKeySource = (em: EntityManager) => Promise<VapidKeys>;

const PAIR_ID = 'default';

/** The contact push services are given: VAPID_SUBJECT, else the address mail is sent from. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

export function vapidKeySource(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM'>,
  box: SecretBox,
): VapidKeySource {
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
    return () => Promise.resolve(keys);
  }
  let kept: Promise<VapidKeys> | null = null;
  return (em) => {
    kept ??= storedPair(em, box).then((pair) => ({ ...pair, subject }));
    // A failed read is tried again next time rather than remembered.
    void kept.catch(() => (kept = null));
    return kept;
  };
}

/** The stored pair, made now if there is none; two servers starting at once keep the first. */
async function storedPair(em: EntityManager, box: SecretBox) {
  const fork = em.fork();
  let row = await fork.findOne(VapidKeyPair, { id: PAIR_ID });
  if (!row) {
    const made = webPush.generateVAPIDKeys();
    await fork
      .createQueryBuilder(VapidKeyPair)
      .insert({
        id: PAIR_ID,
        publicKey: made.publicKey,
        privateKeySealed: box.seal(made.privateKey),
        createdAt: new Date(),
      })
      .onConflict('id')
      .ignore()
      .execute();
    row = await fork.findOneOrFail(VapidKeyPair, { id: PAIR_ID });
  }
  return { publicKey: row.publicKey, privateKey: box.open(row.privateKeySealed) };
}

import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';

/** A key pair standing in for a Clerk instance's: the public half is CLERK_JWT_KEY. */
export function clerkKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    jwtKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    /** A session token like Clerk's, signed RS256; `metadata` is the public-metadata claim. */
    sign(
      claims: {
        sub: string;
        metadata?: Record<string, unknown>;
        expiresIn?: number;
        azp?: string;
        /** Minutes since a first and a second factor were verified (-1: never). */
        fva?: [number, number];
      },
      key = privateKey,
    ) {
      const now = Math.floor(Date.now() / 1000);
      const header = { alg: 'RS256', typ: 'JWT', kid: 'ins_test' };
      const payload = {
        sub: claims.sub,
        sid: `sess_${randomUUID()}`,
        iss: 'https://clerk.arena.test',
        azp: claims.azp ?? 'http://localhost:3000',
        iat: now - 5,
        nbf: now - 5,
        exp: now + (claims.expiresIn ?? 60),
        ...(claims.metadata ? { metadata: claims.metadata } : {}),
        ...(claims.fva ? { fva: claims.fva } : {}),
      };
      const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
      const body = `${encode(header)}.${encode(payload)}`;
      const signature = createSign('RSA-SHA256').update(body).sign(key).toString('base64url');
      return `${body}.${signature}`;
    },
    otherKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
  };
}

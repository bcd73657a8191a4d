import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// A stand-in for a browser's push service (FCM, Mozilla autopush, Apple's: none is reachable from
// here), speaking the protocol web-push talks (RFC 8030 delivery, RFC 8291 aes128gcm payloads,
// RFC 8292 VAPID). It makes subscriptions as a browser would, with its own P-256 key pair and
// auth secret, so it can decrypt what it receives; it checks each request's
// `Authorization: vapid t=<JWT>, k=<public key>` (ES256, aud = its origin, exp within 24 h);
// it keeps the messages, and answers 410 for a subscription a test says is gone or a status a test
// asks for. It listens on https with a self-signed certificate that only `standInAgent` trusts
// (web-push sends over https only).

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A test-only certificate for 127.0.0.1 and localhost (EC P-256, valid a century). */
export const PUSH_STAND_IN_CERT = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUJrwPDF+F4MLln/IrbhwJZedczw0wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyODA4MzU0NVoYDzIxMjYxMTA0
MDgzNTQ1WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATfFPHeaeKpWUlAXRKpYLIpGQStBBVTOK1O5/V4IEuQJlsboGC35w0m
LqJaZEok6JPJ8n7681XCGe14+q84U4Qmo28wbTAdBgNVHQ4EFgQUuMRx79yBrUWk
fr13e3mAf5J6hV4wHwYDVR0jBBgwFoAUuMRx79yBrUWkfr13e3mAf5J6hV4wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSQAwRgIhAOHH2pUij/comuCMLaHI09+0BOVqau5CGNDnCL5R2A51AiEA
haeeGjfmka7S5j6D/OptkcNPzRQ9hPLzBANoxWI7xb4=
-----END CERTIFICATE-----
`;
const PUSH_STAND_IN_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbvYBiwTU5qwfhlnO
gmdqssB5xaRtxNLstrodNqgXD5OhRANCAATfFPHeaeKpWUlAXRKpYLIpGQStBBVT
OK1O5/V4IEuQJlsboGC35w0mLqJaZEok6JPJ8n7681XCGe14+q84U4Qm
-----END PRIVATE KEY-----
`;

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed when it is JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID public key the sender signed with. */
  vapidKey: string;
}

interface Held {
  ecdh: ECDH;
  auth: string;
  gone: boolean;
}

export interface PushStandIn {
  origin: string;
  /** An https agent that trusts the stand-in's certificate, for web-push's `agent` option. */
  agent: Agent;
  /** A subscription as PushManager.subscribe would give it, for this push service. */
  subscribe(): BrowserSubscription;
  /** Requests for this subscription answer 410 Gone from now on, as after the player unsubscribed. */
  unsubscribe(endpoint: string): void;
  /** The next `times` requests answer this status (e.g. 503, 429). */
  failNext(status: number, times?: number): void;
  /** Messages received so far (decrypted), oldest first. */
  received: ReceivedPush[];
  /** Requests refused, with why (a bad VAPID header, a wrong audience...). */
  refused: { status: number; reason: string }[];
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const refused: { status: number; reason: string }[] = [];
  const failures: number[] = [];
  let origin = '';

  const server: Server = createServer({ cert: PUSH_STAND_IN_CERT, key: PUSH_STAND_IN_KEY }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, reason?: string) => {
        if (reason) refused.push({ status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason ?? '');
      };
      const id = /^\/push\/([0-9a-f-]+)$/.exec(req.url ?? '')?.[1];
      const subscription = id ? held.get(id) : undefined;
      if (req.method !== 'POST' || !id || !subscription) return answer(404, 'no such subscription');
      if (subscription.gone) return answer(410, 'push subscription has unsubscribed or expired');
      const failure = failures.shift();
      if (failure) return answer(failure, `failing on demand with ${failure}`);
      const vapid = checkVapid(req.headers.authorization, origin);
      if ('error' in vapid) return answer(401, vapid.error);
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header is required');
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'aes128gcm only');
      let text: string;
      try {
        text = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth,
          })
          .toString('utf8');
      } catch (error) {
        return answer(400, `payload does not decrypt: ${String(error)}`);
      }
      received.push({
        subscriptionId: id,
        payload: parsed(text),
        ttl,
        urgency: header(req.headers.urgency),
        topic: header(req.headers.topic),
        vapidKey: vapid.key,
      });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: PUSH_STAND_IN_CERT, keepAlive: false });

  return {
    origin,
    agent,
    received,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      held.set(id, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    unsubscribe(endpoint) {
      const subscription = held.get(endpoint.split('/').pop() ?? '');
      if (subscription) subscription.gone = true;
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('The push stand-in received no such message in time.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<uncompressed P-256 public key>`, the JWT's aud our origin. */
function checkVapid(authorization: string | undefined, origin: string): { key: string } | { error: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { error: 'Authorization must be "vapid t=<JWT>, k=<key>"' };
  const [, token = '', key = ''] = match;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { error: 'k is not an uncompressed P-256 point' };
  const [head = '', body = '', signature = ''] = token.split('.');
  if (!signedBy(point, `${head}.${body}`, signature)) return { error: 'the JWT is not signed by k' };
  const error = claimsError(decoded(head), decoded(body), origin);
  return error ? { error } : { key };
}

function signedBy(point: Buffer, data: string, signature: string): boolean {
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  return verify(
    'sha256',
    Buffer.from(data),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}

const decoded = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

function claimsError(head: Record<string, unknown>, claims: Record<string, unknown>, origin: string) {
  if (head.alg !== 'ES256') return 'the JWT must be ES256';
  if (claims.aud !== origin) return `aud must be ${origin}`;
  const now = Date.now() / 1000;
  const exp = typeof claims.exp === 'number' ? claims.exp : 0;
  if (exp < now || exp > now + 24 * 3600) return 'exp must be within the next 24 hours';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return 'sub must be mailto: or https:';
  return null;
}

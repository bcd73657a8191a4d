import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '../auth/index.ts';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

declare module 'fastify' {
  interface FastifyRequest {
    /** A cookie-authenticated write that the browser says comes from another site. */
    crossSiteWrite: boolean;
  }
}

/** Which origins are the site itself. */
export interface SitePolicy {
  /** PUBLIC_URL: when set, the site's one address. Unset: wherever a request reached us. */
  publicUrl: string | undefined;
  /** Other origins of ours (the Vite dev server). */
  extraOrigins: string[];
}

/** The origin a request reached us at: its protocol and Host (honouring TRUST_PROXY), or null. */
export function requestOrigin(req: FastifyRequest): string | null {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return null;
  }
}

/** The site's origins for a request that reached us at `own`. */
export function siteOrigins(policy: SitePolicy, own: string | null): string[] {
  const main = policy.publicUrl ? new URL(policy.publicUrl).origin : own;
  return [...(main ? [main] : []), ...policy.extraOrigins];
}

/**
 * Whether the browser says a request comes from the site itself: `Sec-Fetch-Site: same-origin`,
 * or an `Origin` that is one of the site's origins. A caller that sends neither header is no
 * browser (curl, another server): it holds the cookie itself, so there is no forgery to stop.
 */
export function fromSite(
  headers: { origin?: string | null | undefined; fetchSite?: string | null | undefined },
  origins: string[],
): boolean {
  if (headers.fetchSite === 'same-origin') return true;
  if (headers.origin) return headers.origin !== 'null' && origins.includes(headers.origin);
  return !headers.fetchSite;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write that a browser sent with our session cookie from a page of another site (cross-site
 * request forgery). Reads, bearer-token calls and requests without a session cookie (a payment
 * gateway's callback) are never one.
 */
export function isCrossSiteWrite(req: FastifyRequest, policy: SitePolicy): boolean {
  if (!WRITES.has(req.method)) return false;
  // Razorpay posts the player's browser back here from its own site; its signature is the proof.
  if (req.url.startsWith('/api/payments/razorpay/')) return false;
  // An e-mail's unsubscribe link: its signed token is the proof, not the session (decision 28).
  if (req.url.startsWith('/unsubscribe?')) return false;
  if (/^bearer /i.test(req.headers.authorization ?? '')) return false;
  if (!SESSION_COOKIES.some((name) => req.cookies[name])) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  return !fromSite(
    { origin: req.headers.origin, fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined },
    siteOrigins(policy, requestOrigin(req)),
  );
}

/**
 * Refuses cross-site writes with 403 before anything else runs. tRPC's endpoint answers in its
 * own error shape, so there its mutations refuse (trpc/trpc.ts) on the verdict kept here.
 */
export function registerSameOriginGuard(app: FastifyInstance, policy: SitePolicy): void {
  app.decorateRequest('crossSiteWrite', false);
  app.addHook('onRequest', async (req, reply) => {
    req.crossSiteWrite = isCrossSiteWrite(req, policy);
    if (req.crossSiteWrite && !req.url.startsWith('/trpc/')) {
      return reply.status(403).send({
        error: CROSS_SITE_MESSAGE,
        code: 'FORBIDDEN',
        requestId: req.id,
        reason: 'request.cross_site',
      });
    }
  });
}

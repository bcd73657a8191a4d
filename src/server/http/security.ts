import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Security headers from day one: a CSP without inline scripts, no framing, HSTS on https. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; clerkPublishableKey?: string | undefined },
): Promise<void> {
  const clerk = options.clerkPublishableKey ? clerkOrigins(options.clerkPublishableKey) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...clerk],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...clerk],
        frameSrc: ["'self'", ...clerk],
        // Clerk's blob workers, the service worker (/sw.js); the web app manifest.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // An answer that sets a cookie belongs to one person: no cache keeps it, the service worker's
  // included (src/client/installable/cache-rules.ts; it cannot see Set-Cookie itself).
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.hasHeader('set-cookie')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Clerk mode loads Clerk's script from the instance's Frontend API, whose host the publishable key
 * carries (base64 of `host$`), and talks to it and Clerk's image host.
 */
function clerkOrigins(publishableKey: string): string[] {
  const encoded = publishableKey.replace(/^pk_(test|live)_/, '');
  const host = Buffer.from(encoded, 'base64').toString('utf8').replace(/\$$/, '');
  return /^[a-z0-9.-]+$/i.test(host) ? [`https://${host}`, 'https://img.clerk.com'] : [];
}

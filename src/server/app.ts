import { createHash, randomUUID } from 'node:crypto';
import type http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { mountGameCredentialsRoute, mountLocalAuthRoutes } from './auth/auth-routes.ts';
import { registerAuthPathGuard } from './auth/auth-path.ts';
import { setupIdentity, sitePolicy, siteUrl } from './auth/setup.ts';
import { SESSION_COOKIES } from './auth/identity.ts';
import { isApiPath, isClientRoute } from '../shared/client-routes.ts';
import { LOCALE_COOKIE } from '../shared/locale.ts';
import type { Config } from './config.ts';
import { createSecretBox, type Keyring } from './crypto/secret-box.ts';
import { keyedServices } from './crypto/keyed.ts';
import type { Database } from './db/database.ts';
import { registerClientApp, requestLocale } from './http/client-app.ts';
import type { RenderPage } from '../shared/page-render.ts';
import { registerErrorHandler } from './http/errors.ts';
import { HotReads } from './http/hot-reads.ts';
import { registerAdmission } from './http/admission.ts';
import { answerClientError, createHttpServer } from './http/slow-clients.ts';
import { registerNulGuard } from './http/nul-bytes.ts';
import { REQUEST_ID } from './http/request-id.ts';
import { requestForLog } from './http/request-log.ts';
import { invalidateLocally, onInvalidate, useInvalidationBus } from './cache/read-cache.ts';
import { connectRedis, type SharedRedis } from './cache/redis.ts';
import { registerSameOriginGuard } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { createMailer } from './mail/mailer.ts';
import { gatewayResolver, paymentCredentialsService } from './payments/razorpay-credentials.ts';
import { SEAL_PURPOSE } from './crypto/sealed-columns.ts';
import { mountRazorpayRoutes } from './payments/razorpay/routes.ts';
import { payoutGatewayResolver } from './prizes/razorpayx/credentials.ts';
import { mountRazorpayXRoutes } from './prizes/razorpayx/routes.ts';
import { mountPhoneWebhooks } from './notifications/phone/webhooks.ts';
import { phoneChannelsOf } from './notifications/phone/configured.ts';
import type { AppServices } from './services.ts';
import { mountUserExportRoute } from './users/export-route.ts';
import { mountUnsubscribeRoutes } from './notifications/unsubscribe-route.ts';
import { mountReportRoutes } from './matches/report-routes.ts';
import { mountTaxRoutes } from './prizes/tax-routes.ts';
import { mountInvoiceRoutes } from './invoices/routes.ts';
import { notificationChannels } from './notification-channels.ts';
import { mountMyDataRoutes } from './privacy/routes.ts';
import { appRouter, type AppRouter } from './trpc/app-router.ts';
import { contextFactory } from './trpc/context.ts';
import { openApiDocument } from './trpc/openapi.ts';
import { mountRestRoutes, pageReader } from './trpc/rest.ts';
import { DATABASE_RETRY_AFTER_SECONDS, warnOfOutage } from './db/unavailable.ts';
import { refuseWhileClosing } from './http/closing.ts';
import { databaseRateLimits } from './auth/database-rate-limits.ts';
import { publicReadUrl } from './trpc/public-read-url.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** The app secret (signs sessions, derives encryption keys) and previous ones (see app-secret.ts). */
  keyring: Keyring;
  /** The built client to serve, or null for an API-only app (tests, `npm run dev`). */
  clientDir: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Renders public pages instead of the built dist/ssr (tests: src/client/entry-server.tsx itself). */
  pageRenderer?: RenderPage;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** How long a hot read is served before it is fetched through the app again (see hot-reads.ts). */
const HOT_READ_TTL_MS = 5_000;

/** Builds the whole HTTP application from its dependencies. It never listens (see server.ts). */
export async function buildApp({
  config,
  db,
  keyring,
  clientDir,
  logger,
  pageRenderer,
}: AppDependencies): Promise<App> {
  /** Set once the server starts to close (http/closing.ts). */
  let closing = false;
  const hotReads: HotReads = new HotReads({
    hotUrl: publicReadUrl(appRouter),
    isPage: (pathname) => isClientRoute(pathname) && !isApiPath(pathname),
    hasSession: (req) => SESSION_COOKIES.some((name) => req.headers.cookie?.includes(`${name}=`)),
    // A page's version is its language: a page is kept once per language it was asked in.
    pageVersion: (req) => requestLocale(req),
    fill: async (url, locale) => {
      const headers = locale ? { cookie: `${LOCALE_COOKIE}=${locale}` } : {};
      const answer: Awaited<ReturnType<App['inject']>> = await app.inject({ method: 'GET', url, headers });
      return { statusCode: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
    },
    ttlMs: HOT_READ_TTL_MS,
    log: { warn: (obj, message) => app.log.warn(obj, message) },
  });
  const app = Fastify({
    // Public reads are answered in front of Fastify once they are hot (see http/hot-reads.ts).
    serverFactory: (handler): http.Server =>
      createHttpServer(
        refuseWhileClosing(hotReads.listener(handler), () => closing),
        {
          headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
          requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
          idleMs: config.HTTP_IDLE_TIMEOUT_MS,
        },
      ),
    clientErrorHandler: answerClientError,
    logger: logger ?? { level: config.LOG_LEVEL, serializers: { req: requestForLog } },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    // A caller's request id is kept only when it looks like one; otherwise we make our own.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('preClose', async () => void (closing = true));
  app.addHook('onSend', async (req, reply) => {
    void reply.header('x-request-id', req.id);
    // Every 503 says when to try again; tRPC's answers cannot name headers of their own.
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  });

  // Public content changed (a session ending changes none of it).
  const stopClearingHotReads = onInvalidate(db.orm.em, (topics) => {
    if (topics.some((topic) => topic !== 'sessions')) hotReads.clear();
  });
  app.addHook('onClose', async () => void stopClearingHotReads());
  const redis = config.REDIS_URL ? await shareThroughRedis(app, db, config.REDIS_URL) : null;

  registerAuthPathGuard(app);
  registerNulGuard(app); // before admission: a refused call never waits for a slot
  const admission = registerAdmission(app, {
    limit: config.API_CONCURRENCY,
    queueLimit: config.API_QUEUE_LIMIT,
    applies: (url) => /^\/(api|trpc|admin)\//.test(url),
  });
  registerErrorHandler(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, {
    https: config.PUBLIC_URL?.startsWith('https:') ?? false,
    clerkPublishableKey: config.CLERK_SECRET_KEY ? config.CLERK_PUBLISHABLE_KEY : undefined,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerSameOriginGuard(app, sitePolicy(config));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    const busy = admission.notReady();
    if (busy) {
      req.log.warn({ reason: busy }, 'not ready: the API is saturated');
      return reply.status(503).send({ error: busy, code: 'SERVICE_UNAVAILABLE', requestId: req.id });
    }
    try {
      await db.ping();
      return { status: 'ready' };
    } catch (error) {
      if (!warnOfOutage(req.log, error)) req.log.warn({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .send({ error: 'The database is not reachable.', code: 'SERVICE_UNAVAILABLE', requestId: req.id });
    }
  });

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: (line) => app.log.info(line),
    // Development only: the terminal, never the structured log, which may be shipped elsewhere.
    terminal: config.NODE_ENV === 'development' ? (line) => console.log(line) : undefined,
    box: createSecretBox(keyring, SEAL_PURPOSE.mail),
  });
  const identity = setupIdentity({
    config,
    db,
    appSecret: keyring.current,
    mailer,
    log: app.log,
    rateLimitStorage: redis?.rateLimits,
  });
  app.addHook('onClose', () => identity.close());
  app.addHook('onClose', async () => mailer.close());
  const notifications = notificationChannels(config, keyring, mailer);
  const services: AppServices = {
    identityMode: identity.mode,
    localAuth: identity.localAuth,
    mailer,
    secureCookies: siteUrl(config).startsWith('https:'),
    paymentGateway: gatewayResolver(config, createSecretBox(keyring, SEAL_PURPOSE.settings)),
    paymentCredentials: paymentCredentialsService(config, createSecretBox(keyring, SEAL_PURPOSE.settings)),
    payoutGateway: payoutGatewayResolver(config, createSecretBox(keyring, SEAL_PURPOSE.settings)),
    ...keyedServices(keyring),
    siteUrl: siteUrl(config),
    notificationChannels: notifications.channels,
    unpaidRegistrationTtlMinutes: config.UNPAID_REGISTRATION_TTL_MINUTES,
    disputeWindowHours: config.DISPUTE_WINDOW_HOURS,
    phoneChannels: phoneChannelsOf(config),
    vapidKeys: notifications.vapidKeys,
  };
  app.decorate('services', services);
  if (identity.localAuth)
    mountLocalAuthRoutes(app, {
      auth: identity.localAuth,
      db,
      services,
      resolve: identity.resolve,
      baseURL: siteUrl(config),
    });
  mountGameCredentialsRoute(app, db, services);
  mountRazorpayRoutes(app, { db, services, resolve: identity.resolve, siteUrl: siteUrl(config) });
  mountRazorpayXRoutes(app, { db, services });
  mountPhoneWebhooks(app, { db, config });
  mountUserExportRoute(app, { db, services, resolve: identity.resolve });
  await mountReportRoutes(app, { db, services, resolve: identity.resolve });
  mountTaxRoutes(app, { db, services, resolve: identity.resolve });
  mountInvoiceRoutes(app, { db, resolve: identity.resolve });
  mountUnsubscribeRoutes(app, { db, services });
  mountMyDataRoutes(app, { db, services, resolve: identity.resolve });

  const createContext = contextFactory(db, identity.resolve, services);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext({ req, reply: res }),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  mountRestRoutes(app, appRouter, createContext);

  const document = openApiDocument(config.PUBLIC_URL ?? '/');
  app.get('/api/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerClientApp(
    app,
    clientDir,
    {
      identityMode: identity.mode,
      clerkPublishableKey: identity.mode === 'clerk' ? config.CLERK_PUBLISHABLE_KEY : undefined,
    },
    pageReader(appRouter, createContext),
    pageRenderer,
  );
  return app;
}

/**
 * Several instances on one database: invalidations of the read cache (and so the hot reads) reach
 * every instance, and the sign-in rate limits are counted once for all (see cache/redis.ts).
 */
async function shareThroughRedis(app: App, db: Database, url: string): Promise<SharedRedis> {
  const em = db.orm.em;
  const redis = await connectRedis({
    url,
    prefix: redisPrefix(db),
    onInvalidate: (topics) => invalidateLocally(em, topics),
    rateLimitsWhileDown: databaseRateLimits(db),
    log: { info: (message) => app.log.info(message), warn: (obj, message) => app.log.warn(obj, message) },
  });
  useInvalidationBus(em, redis.bus);
  app.addHook('onClose', async () => {
    useInvalidationBus(em, null);
    await redis.close();
  });
  return redis;
}

/** One prefix per database (its address without credentials), so deployments on one Redis never mix. */
function redisPrefix(db: Database): string {
  const c = db.connection;
  let where = `embedded:${'host' in c ? c.host : ''}`;
  if ('url' in c) {
    const url = new URL(c.url);
    where = `${url.hostname}:${url.port}${url.pathname}`;
  }
  return `arena:${createHash('sha256').update(where).digest('base64url').slice(0, 12)}:`;
}

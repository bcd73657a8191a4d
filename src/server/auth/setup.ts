import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.ts';
import { EMBEDDED_POOL_SIZE, type Database } from '../db/database.ts';
import type { SitePolicy } from '../http/same-origin.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ensureLocalUser } from '../users/service.ts';
import { eraseLocalAccount } from '../privacy/service.ts';
import type { IdentityResolver } from './identity.ts';
import { clerkIdentity, localIdentity } from './identity-modes.ts';
import type { IdentityMode } from './identity.ts';
import { backgroundTasks } from './background-tasks.ts';
import { createLocalAuth, ONE_TIME_CODE_MS, type LocalAuth } from './local-auth.ts';
import { withPassSessions } from './pass-sessions.ts';
import { forgetSessions } from './session-cache.ts';
import type { RateLimitStorage } from '../cache/redis.ts';
import { warnOfOutage } from '../db/unavailable.ts';

export interface IdentitySetup {
  mode: IdentityMode;
  resolve: IdentityResolver;
  localAuth: LocalAuth | null;
  close(): Promise<void>;
}

/**
 * Clerk when its keys are configured, otherwise the local provider on our own database; game-
 * credential sessions (pass-sessions.ts) in either mode.
 */
export function setupIdentity(deps: {
  config: Config;
  db: Database;
  appSecret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Rate limits shared by several instances (Redis); otherwise they are counted in the database. */
  rateLimitStorage?: RateLimitStorage | undefined;
}): IdentitySetup {
  const { config, db } = deps;
  if (config.CLERK_PUBLISHABLE_KEY && config.CLERK_SECRET_KEY) {
    if (!config.CLERK_JWT_KEY)
      throw new Error(
        'CLERK_JWT_KEY is required in Clerk mode (the PEM public key from the Clerk dashboard).',
      );
    const authorizedParties = config.CLERK_AUTHORIZED_PARTIES?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      mode: 'clerk',
      resolve: withPassSessions(
        db,
        clerkIdentity(
          { jwtKey: config.CLERK_JWT_KEY, ...(authorizedParties ? { authorizedParties } : {}) },
          db,
        ),
      ),
      localAuth: null,
      close: async () => {},
    };
  }

  // On the embedded database one connection (see EMBEDDED_POOL_SIZE).
  const pool = new pg.Pool({ ...poolConfig(db), max: 'url' in db.connection ? 5 : EMBEDDED_POOL_SIZE });
  // An idle connection the database closes (a restart, a failover, an administrator) is dropped
  // from the pool and reported, as MikroORM does for its own pool; unheard, it would end the process.
  pool.on(
    'error',
    (error) =>
      warnOfOutage(deps.log, error) ||
      deps.log.warn({ err: error }, 'identity provider: database connection lost'),
  );
  const background = backgroundTasks();
  const localAuth = createLocalAuth({
    pool,
    secret: deps.appSecret,
    baseURL: siteUrl(config),
    site: sitePolicy(config),
    sendOtp: async (email, otp) => {
      await deps.mailer.send(db.orm.em.fork(), {
        to: email,
        subject: `${otp} is your Arena Championships code`,
        text: `Your one-time code is ${otp}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
        secrets: [otp],
        validForMs: ONE_TIME_CODE_MS,
      });
    },
    sendSignUpNotice: async (email) => {
      await deps.mailer.send(db.orm.em.fork(), {
        to: email,
        subject: 'Someone tried to sign up with your e-mail',
        text:
          'Someone tried to create an account with this e-mail address, which already has an Arena ' +
          'Championships account. If it was you, sign in with your password, or with a code e-mailed ' +
          'to you if you have forgotten it. If it was not you, ignore this e-mail: your account is unchanged.',
      });
    },
    runInBackground: (task) => background.run(task),
    log: deps.log,
    rateLimitStorage: deps.rateLimitStorage,
    onUserCreated: async (user, consent) => {
      await ensureLocalUser(db.orm.em.fork(), user, consent);
    },
    onUserDeleted: (authUserId) => eraseLocalAccount(db.orm.em.fork(), authUserId),
    onSessionsEnded: () => forgetSessions(db.orm.em),
  });
  const sessions = localIdentity(localAuth, db);
  return {
    mode: 'local',
    resolve: withPassSessions(db, sessions),
    localAuth,
    close: async () => {
      sessions.close();
      await background.settled();
      await pool.end();
    },
  };
}

/** Which origins are the site itself: PUBLIC_URL, else the request's own; the Vite dev server. */
export function sitePolicy(config: Config): SitePolicy {
  return {
    publicUrl: config.PUBLIC_URL,
    extraOrigins: config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
  };
}

/** The address links and cookies are made for: PUBLIC_URL, else the local port. */
export function siteUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

function poolConfig(db: Database): pg.PoolConfig {
  const c = db.connection;
  return 'url' in c
    ? { connectionString: c.url }
    : { host: c.host, port: c.port, user: c.user ?? 'postgres', database: c.dbName ?? 'postgres' };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '../audit/service.ts';
import { sql } from '../db/sql.ts';
import { tooManyAttempts } from './sign-in-delays.ts';

/**
 * Game usernames are a dense five-digit space and passwords six digits, so one common password
 * tried over many usernames is a guess at a different account each time, which the per-username
 * delays never see. Failed game sign-ins are therefore also counted for everyone together: past
 * `maxFailures` a minute, which normal play (a few typos) never comes near, every game sign-in
 * waits out the rest of the window, and the audit log gets one alert per trip for the admins.
 * Raw SQL on the throttle table, as in login-throttle.ts.
 */
export const GAME_SPRAY = { maxFailures: 60, windowSeconds: 60 };
export const GAME_SPRAY_AUDIT_ACTION = 'auth.game-sign-in-spray';
const KEY = 'game-failures:all';

/** Refuses (429) any game sign-in while failed ones are over the global limit. */
export async function holdWhileSprayed(em: EntityManager): Promise<void> {
  const [row] = await sql<{ wait: number | string }[]>(
    em,
    `select ceil(extract(epoch from window_started_at + make_interval(secs => ?) - now())) as wait
     from login_throttle where key = ? and failures >= ?
       and window_started_at > now() - make_interval(secs => ?)`,
    [GAME_SPRAY.windowSeconds, KEY, GAME_SPRAY.maxFailures, GAME_SPRAY.windowSeconds],
  );
  if (row) throw tooManyAttempts('Too many sign-in attempts', Math.max(1, Number(row.wait)));
}

/** Counts one failed game sign-in; the one that reaches the limit writes the alert. */
export async function countFailedGameSignIn(em: EntityManager, requestId: string): Promise<void> {
  const [row] = await sql<{ failures: number }[]>(
    em,
    `insert into login_throttle as t (key, failures, window_started_at) values (?, 1, now())
     on conflict (key) do update set
       failures = case when t.window_started_at <= now() - make_interval(secs => ?) then 1 else t.failures + 1 end,
       window_started_at = case when t.window_started_at <= now() - make_interval(secs => ?) then now()
         else t.window_started_at end
     returning failures`,
    [KEY, GAME_SPRAY.windowSeconds, GAME_SPRAY.windowSeconds],
  );
  if (row?.failures !== GAME_SPRAY.maxFailures) return;
  recordAudit(em, { userId: 'system', requestId }, GAME_SPRAY_AUDIT_ACTION, {
    entity: 'GameSignIn',
    entityId: 'all',
    before: null,
    after: { failedSignIns: row.failures, withinSeconds: GAME_SPRAY.windowSeconds },
  });
  await em.flush();
}

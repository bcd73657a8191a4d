import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
/** What a caller turned away is told to wait, in seconds. */
const RETRY_AFTER_SECONDS = 5;
/** A queue that was full, or whose oldest call has waited, this long ago means "not ready". */
const STALLED_AFTER_MS = 10_000;

export interface AdmissionOptions {
  /** Calls worked on at once. */
  limit: number;
  /** Calls that may wait for a slot; past it they get 503 with Retry-After. */
  queueLimit: number;
  applies: (url: string) => boolean;
}

export interface Admission {
  /** Why the API cannot serve now (every slot taken and the queue stalled or full), or null. */
  notReady(): string | null;
}

/**
 * Admission control for API calls: at most `limit` are worked on at once, up to `queueLimit` more
 * wait in arrival order, and the rest are turned away with 503 and Retry-After. The database pool
 * is the bottleneck of a rush anyway, so waiting here costs no throughput, and memory holds `limit`
 * calls' work instead of a whole crowd's (the registration rush of `npm run bench:load`).
 *
 * A call takes its place only once its body is in (`preValidation`, after every content parser,
 * the routes' own included): a client that sends its body slowly holds a socket until the request
 * timeout (slow-clients.ts), never a slot. A slot is given back when the response closes, finished
 * or aborted; a caller who hangs up while waiting leaves the queue.
 */
export function registerAdmission(app: FastifyInstance, options: AdmissionOptions): Admission {
  let active = 0;
  const waiting: { since: number; admit: () => void }[] = [];
  let lastTurnedAway = -Infinity;

  const release = () => {
    active--;
    waiting.shift()?.admit();
  };

  app.addHook('preValidation', (req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!options.applies(req.url)) return done();
    const admit = () => {
      // A caller gone before its turn: its 'close' has fired already and would never free a slot.
      if (reply.raw.closed) return done();
      active++;
      reply.raw.once('close', release);
      done();
    };
    if (active < options.limit) return admit();
    if (waiting.length >= options.queueLimit) {
      lastTurnedAway = Date.now();
      void reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE', requestId: req.id });
      return;
    }
    const place = { since: Date.now(), admit };
    waiting.push(place);
    reply.raw.once('close', () => {
      const at = waiting.indexOf(place);
      if (at >= 0) waiting.splice(at, 1);
    });
  });

  return {
    notReady() {
      if (active < options.limit) return null;
      const now = Date.now();
      if (now - lastTurnedAway < STALLED_AFTER_MS)
        return 'API calls are being turned away: the queue is full.';
      const oldest = waiting[0];
      if (oldest && now - oldest.since > STALLED_AFTER_MS)
        return `An API call has waited ${Math.round((now - oldest.since) / 1000)} seconds for its turn.`;
      return null;
    },
  };
}

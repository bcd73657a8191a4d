import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Admission control for API calls: at most `limit` are worked on at once, the rest wait in arrival
 * order before anything is read or parsed. The database pool is the bottleneck of a rush anyway,
 * so waiting here costs no throughput, and memory holds `limit` calls' work instead of a whole
 * crowd's (the registration rush of `npm run bench:load`).
 *
 * A slot is given back when the response closes, finished or aborted; a caller that hangs up
 * while waiting is skipped.
 */
export function registerAdmission(
  app: FastifyInstance,
  options: { limit: number; applies: (url: string) => boolean },
): void {
  let active = 0;
  const waiting: { reply: FastifyReply; admit: () => void }[] = [];

  const release = () => {
    active--;
    while (waiting.length) {
      const next = waiting.shift()!;
      if (next.reply.raw.closed || next.reply.raw.destroyed) continue;
      next.admit();
      return;
    }
  };

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!options.applies(req.url)) return done();
    const admit = () => {
      active++;
      reply.raw.once('close', release);
      done();
    };
    if (active < options.limit) admit();
    else waiting.push({ reply, admit });
  });
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * PostgreSQL refuses U+0000 in text, so a NUL that reached a query answered 500. No field of ours
 * has a use for it: it is refused with 400 before anything runs.
 */
export const NUL_MESSAGE = 'The request contains a character that is not allowed (NUL).';

/** A NUL in any string of a parsed value, keys included. Iterative: a deep body cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * A NUL in unparsed JSON text: a raw one, or the escape `\u0000` (not `\\u0000`, an escaped
 * backslash followed by the letters "u0000").
 */
export function jsonTextContainsNul(text: string): boolean {
  return text.includes('\0') || /(?<!\\)(?:\\\\)*\\u0000/i.test(text);
}

/**
 * Refuses a NUL in the path, the query string or the body of every route but tRPC's, once the body
 * is parsed, whichever parser did it (routes keeping the raw JSON text, like the Razorpay webhook,
 * included). tRPC answers in its own shape, so its calls are refused by a middleware of every
 * procedure on the same test (trpc/trpc.ts).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.url.startsWith('/trpc/')) return;
    const body = req.body;
    const bodyHasNul =
      typeof body === 'string'
        ? /json/i.test(req.headers['content-type'] ?? '')
          ? jsonTextContainsNul(body)
          : body.includes('\0')
        : containsNul(body);
    if (bodyHasNul || containsNul(req.params) || containsNul(req.query))
      throw new AppError('BAD_REQUEST', NUL_MESSAGE, { reason: 'request.nul_bytes' });
  });
}

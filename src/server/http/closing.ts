import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { UNAVAILABLE_MESSAGE } from '../db/unavailable.ts';

/** What a caller turned away while the server stops is told to wait, in seconds. */
const RETRY_AFTER_SECONDS = 1;

/**
 * While the server is stopping (SIGTERM, issue 30), the listener is closed, so new connections are
 * refused; a request that still arrives on a connection kept open from before is answered 503 with
 * Retry-After and the connection closed, so the client tries again elsewhere or a moment later.
 * (Fastify's own answer while closing names no Retry-After.) Requests already in flight finish.
 */
export function refuseWhileClosing(
  listener: RequestListener,
  closing: () => boolean,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!closing()) return void listener(req, res);
    const body = JSON.stringify({
      error: UNAVAILABLE_MESSAGE,
      code: 'SERVICE_UNAVAILABLE',
      reason: 'server.unavailable',
    });
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(RETRY_AFTER_SECONDS),
      connection: 'close',
    });
    res.end(body);
  };
}

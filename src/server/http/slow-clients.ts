import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take over each part of a request (decision 21). */
export interface ClientTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
  /** Silence on the socket while a request is worked on or its answer is read. */
  idleMs: number;
}

/**
 * Between requests on a kept-alive connection. Longer than the 60 seconds most proxies and load
 * balancers keep an idle upstream connection, so they never reuse one we have just closed; an idle
 * connection holds no admission slot (admission.ts), only a socket.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/**
 * The HTTP server with short limits for slow clients: Node answers 408 (through `clientError`
 * below) to a request whose headers or body are not in on time. Node checks them every
 * `connectionsCheckingInterval` (30 s by default, far too coarse for these limits), so the check
 * runs at least four times per request timeout.
 */
export function createHttpServer(listener: http.RequestListener, timeouts: ClientTimeouts): http.Server {
  const server = http.createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(timeouts.requestMs / 4))),
    },
    listener,
  );
  server.setTimeout(timeouts.idleMs);
  return server;
}

/**
 * Fastify's `clientErrorHandler`: errors Node raises before there is a request to route (a
 * timeout, malformed HTTP, headers too large) answered in the app's error body.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', { error: REQUEST_TIMEOUT_MESSAGE, code: 'REQUEST_TIMEOUT' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            { error: 'The request headers are too large.', code: 'BAD_REQUEST' },
          ]
        : [400, 'Bad Request', { error: 'The request is not valid HTTP.', code: 'BAD_REQUEST' }];
  const json = JSON.stringify({ ...body, requestId: randomUUID() });
  // As Node does: never after an answer has begun (a 401 sent before the body was read, say).
  const answering = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !answering?.headersSent)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  socket.destroy();
}

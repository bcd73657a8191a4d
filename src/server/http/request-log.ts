import { SIGNED_LINK_PARAM } from '../crypto/signed-links.ts';

/** What Fastify hands the request serializer: its request, which the log line is made of. */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

const PROOF = new RegExp(`([?&](?:${SIGNED_LINK_PARAM}|token)=)[^&#]*`, 'g');

/** A URL for the log: a signed link's proof is left out, so reading the log opens no download. */
export function urlForLog(url: string): string {
  return url.replace(PROOF, '$1[redacted]');
}

/** Fastify's own request serializer (the "incoming request" line), with the URL as urlForLog gives it. */
export function requestForLog(req: LoggedRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: req.url === undefined ? undefined : urlForLog(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

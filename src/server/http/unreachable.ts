/** Socket errors of a provider that cannot be reached (nodemailer's and Node's codes). */
const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
]);

/**
 * Whether a call to a provider (the SMTP server, an SMS or WhatsApp API) could not reach it at all
 * (a connection refused, reset or timed out; SMTP's 421 "service not available"), rather than the
 * provider refusing this message: the message is not at fault and waits for the provider (issue 30).
 */
export function providerUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, responseCode, cause } = e as { code?: unknown; responseCode?: unknown; cause?: unknown };
    if ((typeof code === 'string' && UNREACHABLE_CODES.has(code)) || responseCode === 421) return true;
    e = cause;
  }
  return false;
}

import { z } from 'zod';

// Web Push subscriptions (issue 28) as a browser's PushSubscription.toJSON() gives them: the push
// service's address and the keys messages are encrypted to (RFC 8291), base64url without padding.

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url.`)
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, `${what} must be ${bytes} bytes.`);

export const pushEndpointSchema = z
  .url({ protocol: /^https$/, error: 'The endpoint must be an https address of a push service.' })
  .max(1000, 'The endpoint must be 1,000 characters or fewer.');

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point and a 16-byte auth secret.
      p256dh: base64url(65, 'keys.p256dh'),
      auth: base64url(16, 'keys.auth'),
    },
    { error: 'keys with p256dh and auth are required.' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** What the service worker receives and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens, on this site. */
  url: string;
  /** The event's key: a second message of the same event replaces the first on the phone. */
  tag: string;
}

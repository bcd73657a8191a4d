import type { IdentityMode } from './auth/index.ts';
import type { LocalAuth } from './auth/local-auth.ts';
import type { SecretBox } from './crypto/secret-box.ts';
import type { LinkSigner } from './crypto/signed-links.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ChannelAdapter } from './notifications/channels/channel.ts';
import type { PhoneChannel } from '../shared/phone-alerts.ts';
import type { VapidKeySource } from './notifications/push/vapid.ts';
import type { GatewayResolver } from './payments/gateway.ts';
import type { PaymentCredentialsService } from './payments/razorpay-credentials.ts';
import type { PayoutGatewayResolver } from './prizes/razorpayx/credentials.ts';

/** What procedures need besides the database: built once in app.ts, handed to every context. */
export interface AppServices {
  identityMode: IdentityMode;
  /** The local identity provider; null in Clerk mode. */
  localAuth: LocalAuth | null;
  mailer: Mailer;
  /** Cookies we set ourselves (the game-credential session) carry `Secure`: the site is on https. */
  secureCookies: boolean;
  /** The payment gateway for a request: Razorpay when configured, else the mock one. */
  paymentGateway: GatewayResolver;
  /** Razorpay's credentials as admins see and set them (/admin/payments/credentials). */
  paymentCredentials: PaymentCredentialsService;
  /** RazorpayX for prize payouts when configured, else null: prizes are paid by hand (decision 26). */
  payoutGateway: PayoutGatewayResolver;
  secretBox: (purpose: string) => SecretBox;
  /** Signs and checks short-lived links with a key of their own purpose (see crypto/signed-links.ts). */
  signedLinks: (purpose: string) => LinkSigner;
  /** The site's origin (PUBLIC_URL, or the local demo's), for absolute links in messages. */
  siteUrl: string;
  /** The channels messages leave by besides the bell (decision 28). */
  notificationChannels: readonly ChannelAdapter[];
  /** How long a registration may wait for payment before it expires (decision 10). */
  unpaidRegistrationTtlMinutes: number;
  /** How long after a pool's last result a dispute may still open; a pool closes after it (decision 25). */
  disputeWindowHours: number;
  /** SMS and WhatsApp when their provider is set up in the environment (issue 28), else neither. */
  phoneChannels: readonly PhoneChannel[];
  /** The key pair phones subscribe to match alerts against (Web Push, issue 28). */
  vapidKeys: VapidKeySource;
}

import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message as sent: headers and body. */
  data: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * An SMTP server (nodemailer's smtp-server) on a free local port that hands every message it
 * receives to `deliver`: the tests' mailbox. The app sends to it through SMTP_URL as it would to a
 * real server, so one-time codes reach the tests the way they reach a player, never through the
 * database or the log.
 */
export async function startSmtpSink(
  deliver: (mail: ReceivedMail) => void,
  /** `port`: a given one (the fault suite stops the sink and starts it again on the same). */
  options: { delayMs?: number; port?: number } = {},
): Promise<SmtpSink> {
  const server = new SMTPServer({
    banner: 'arena-test-sink',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString('utf8');
        deliver({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(message)?.[1]?.trim() ?? '',
          data: message,
        });
        // A slow mail server: the sender waits this long for its message to be accepted.
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The one-time code in a code e-mail's subject ("123456 is your Arena Championships code"). */
export function codeIn(mail: ReceivedMail): string | null {
  return /^(\d{6}) is your/.exec(mail.subject)?.[1] ?? null;
}

export interface Mailbox extends SmtpSink {
  mails: ReceivedMail[];
  /**
   * The newest one-time code e-mailed to `email`, among the mails from number `since` on; waits up
   * to 5 s (mail goes out after the answer).
   */
  latestCode(email: string, since?: number): Promise<string>;
  /** The newest e-mail to `email` that `matches`, among the mails from number `since` on; waits up to 5 s. */
  waitForMail(
    email: string,
    matches?: (mail: ReceivedMail) => boolean,
    since?: number,
  ): Promise<ReceivedMail>;
}

/** An SMTP sink that keeps what it receives in memory, for an app in the test's own process. */
export async function openMailbox(options: { delayMs?: number; port?: number } = {}): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const sink = await startSmtpSink((mail) => mails.push(mail), options);
  const waitForMail: Mailbox['waitForMail'] = async (email, matches = () => true, since = 0) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = mails.slice(since).findLast((m) => m.to.includes(email.toLowerCase()) && matches(m));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no such e-mail was sent to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    ...sink,
    mails,
    waitForMail,
    latestCode: async (email, since) =>
      codeIn(await waitForMail(email, (mail) => codeIn(mail) !== null, since))!,
  };
}

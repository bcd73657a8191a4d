import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openMailbox, type Mailbox } from '../../../test/support/smtp-sink.ts';
import { createTestDatabase, TEST_KEYRING } from '../../../test/support/test-app.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { freePort } from '../../../test/support/e2e-server.ts';
import { OutboxMessage } from './entities.ts';
import { sendQueuedMail } from './service.ts';

// Passwordless players sign in with a 6-digit code e-mailed to them. The code reaches the player
// and no one else: never the log, never the outbox table, never the provider's tables in clear.
let db: Database;
let mailbox: Mailbox;
beforeAll(async () => {
  db = await createTestDatabase();
  mailbox = await openMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
afterEach(() => vi.restoreAllMocks());

async function appWithLog(env: Record<string, string>): Promise<{ app: App; log: string[] }> {
  const log: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), ...env });
  const app = await buildApp({
    config,
    db,
    keyring: TEST_KEYRING,
    clientDir: null,
    logger: { level: 'trace', stream: { write: (line: string) => void log.push(line) } },
  });
  await app.ready();
  return { app, log };
}

let counter = 0;
const requestCode = (app: App, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/email-otp/send-verification-otp',
    payload: { email, type: 'sign-in' },
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: `198.51.100.${++counter}`,
  });

const signInWithCode = (app: App, email: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email-otp',
    payload: { email, otp: code },
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: `198.51.100.${++counter}`,
  });

/** What `get` finds within 5 s: e-mails go out after the answer. */
async function eventually<T>(get: () => T | undefined): Promise<T | undefined> {
  const deadline = Date.now() + 5_000;
  let found = get();
  while (found === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    found = get();
  }
  return found;
}

async function everythingStored(email: string): Promise<string> {
  const rows = await sql(
    db.orm.em.fork(),
    `select to_jsonb(o)::text as row from outbox_message o where o."to" = ?
     union all select to_jsonb(v)::text from auth_verification v where v.identifier like ?`,
    [email, `%${email}%`],
  );
  return JSON.stringify(rows);
}

describe('one-time sign-in codes', () => {
  it('reach the player by SMTP and nowhere else: not the log, the outbox or the provider tables', async () => {
    const { app, log } = await appWithLog({ SMTP_URL: mailbox.url });
    try {
      const email = 'otp-smtp@example.in';
      expect((await requestCode(app, email)).statusCode).toBe(200);
      const code = await mailbox.latestCode(email);
      const waiting = await everythingStored(email);
      expect(waiting).toContain('sign-in-otp');
      expect(waiting).not.toContain(code);

      expect((await signInWithCode(app, email, code)).statusCode).toBe(200);

      const stored = await everythingStored(email);
      expect(stored).toContain('is your Arena Championships code');
      expect(stored).not.toContain(code);
      expect(log.length).toBeGreaterThan(0);
      expect(log.join('\n')).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  it('without SMTP: the log and the outbox show the message with the code masked', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { app, log } = await appWithLog({});
    try {
      const email = 'otp-log@example.in';
      expect((await requestCode(app, email)).statusCode).toBe(200);
      const mailLine = await eventually(() =>
        log
          .map((line) => (JSON.parse(line) as { msg: string }).msg)
          .find((msg) => msg.startsWith(`mail to ${email}`)),
      );
      expect(mailLine).toBe(
        `mail to ${email}: ****** is your Arena Championships code\n` +
          'Your one-time code is ******. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
      );
      const stored = await everythingStored(email);
      expect(stored).toContain('Your one-time code is ******.');
      expect(stored).not.toMatch(/code is \d{6}/);
      expect(print).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });

  it('in development without SMTP the code is printed on the terminal, not logged', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { app, log } = await appWithLog({ NODE_ENV: 'development' });
    try {
      const email = 'otp-dev@example.in';
      expect((await requestCode(app, email)).statusCode).toBe(200);
      const code = await eventually(
        () =>
          /(\d{6}) is your Arena Championships code/.exec(
            print.mock.calls.map((args) => args.join(' ')).join('\n'),
          )?.[1],
      );
      expect(code).toBeDefined();
      expect(log.join('\n')).not.toContain(code);
    } finally {
      await app.close();
    }
  });
});

describe('one-time codes while the mail server is down (issue 30)', () => {
  const noAttachment = () => Promise.reject(new Error('a code e-mail has no attachment'));
  const rowsTo = (email: string) =>
    db.orm.em.fork().find(OutboxMessage, { to: email }, { orderBy: { createdAt: 'asc' } });
  /** What `get` answers within 5 s (the code is sent after the answer), or undefined. */
  const soon = async <T>(get: () => Promise<T | undefined>): Promise<T | undefined> => {
    const deadline = Date.now() + 5_000;
    let found = await get();
    while (found === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = await get();
    }
    return found;
  };

  it('wait in the outbox, sealed; when it is back only the newest code goes out, once, and signs in', async () => {
    const port = await freePort();
    const { app, log } = await appWithLog({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let back: Mailbox | undefined;
    try {
      const email = 'otp-waits@example.in';
      // The player is told the code is on its way, and may ask again meanwhile.
      expect((await requestCode(app, email)).statusCode).toBe(200);
      expect(await soon(async () => ((await rowsTo(email)).length === 1 ? true : undefined))).toBe(true);
      expect((await requestCode(app, email)).statusCode).toBe(200);
      const waiting = await soon(async () => {
        const rows = await rowsTo(email);
        return rows.length === 2 && rows.every((r) => r.contentSealed) ? rows : undefined;
      });
      expect(waiting!.every((r) => r.queued && !r.sentAt && r.error)).toBe(true);
      expect(waiting!.every((r) => r.text.includes('code is ******.'))).toBe(true);
      expect(JSON.stringify(waiting)).not.toMatch(/code is \d{6}|"\d{6} is your/);
      expect(log.join('\n')).not.toMatch(/\d{6} is your/);

      back = await openMailbox({ port });
      expect(await sendQueuedMail(db.orm.em.fork(), app.services.mailer, noAttachment)).toEqual({
        sent: 1,
        failed: 0,
        givenUp: 1,
      });
      const code = await back.latestCode(email);
      expect(back.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
      const [older, newer] = await rowsTo(email);
      expect(older).toMatchObject({ queued: false, contentSealed: null, sentAt: null });
      expect(older!.error).toBe('Not sent: a newer code was sent to this address.');
      expect(newer).toMatchObject({ queued: false, contentSealed: null, error: null });
      expect(newer!.sentAt).toBeInstanceOf(Date);
      // Once: a second run sends nothing.
      expect(await sendQueuedMail(db.orm.em.fork(), app.services.mailer, noAttachment)).toEqual({
        sent: 0,
        failed: 0,
        givenUp: 0,
      });

      expect((await signInWithCode(app, email, code)).statusCode).toBe(200);
    } finally {
      await back?.close();
      await app.close();
    }
  });

  it('gives up a code that expired before the server came back, and stops at the first it cannot reach', async () => {
    const port = await freePort();
    const { app } = await appWithLog({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const [late, other] = ['otp-late@example.in', 'otp-other@example.in'];
      for (const email of [late, other]) {
        expect((await requestCode(app, email)).statusCode).toBe(200);
        expect(await soon(async () => ((await rowsTo(email))[0]?.contentSealed ? true : undefined))).toBe(
          true,
        );
      }
      // Still down: the run tries the first, and leaves the rest waiting in order.
      expect(await sendQueuedMail(db.orm.em.fork(), app.services.mailer, noAttachment)).toEqual({
        sent: 0,
        failed: 1,
        givenUp: 0,
      });
      await sql(
        db.orm.em.fork(),
        `update outbox_message set expires_at = now() - interval '1 second' where "to" = ?`,
        [late],
      );
      const back = await openMailbox({ port });
      try {
        expect(await sendQueuedMail(db.orm.em.fork(), app.services.mailer, noAttachment)).toMatchObject({
          sent: 1,
          givenUp: 1,
        });
        expect((await rowsTo(late))[0]).toMatchObject({ queued: false, contentSealed: null, sentAt: null });
        expect((await rowsTo(late))[0]!.error).toBe(
          'Not sent: its code expired before the mail server took it.',
        );
        await back.latestCode(other);
      } finally {
        await back.close();
      }
    } finally {
      await app.close();
    }
  });
});

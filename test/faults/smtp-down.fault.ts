// Scenario 4 of issue 30: the SMTP server is down for 5 minutes (FAULT_SMTP_DOWN_SECONDS) while
// players pay and ask for sign-in codes. The receipts and codes wait in the outbox; the player can
// ask for a new code meanwhile; when the server is back they go out by themselves, each once, and
// a code replaced by a newer one is not sent. Runs on both databases.
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/e2e-server.ts';
import { openMailbox, codeIn, type Mailbox } from '../support/smtp-sink.ts';
import { checked, startFaultServer, type FaultServer } from './harness.ts';
import { payMock, register } from './journeys.ts';
import { inTurns } from '../support/schedule.ts';
import { newCallLog, pause, playersOf } from './players.ts';
import { expectBooksSettled } from './settled.ts';

const DOWN_MS = Number(process.env.FAULT_SMTP_DOWN_SECONDS ?? 300) * 1000;
const PAYING_WHILE_DOWN = 8;
/** The sender tries again 30 s after the server could not be reached; the mail job runs each minute. */
const BACK_WITHIN_MS = 100_000;

let server: FaultServer | undefined;
let mailbox: Mailbox | undefined;
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('the SMTP server down', () => {
  it(
    `keeps codes and receipts in the outbox for ${DOWN_MS / 1000} s and sends each once when it is back`,
    async () => {
      const port = await freePort();
      mailbox = await openMailbox({ port });
      server = await startFaultServer('fault_smtp', { SMTP_URL: `smtp://127.0.0.1:${port}` });
      const live = server;
      const log = newCallLog();
      const players = playersOf(() => live.url, log);
      const accounts = await inTurns(PAYING_WHILE_DOWN, 4, (i) => players.account(i, 'smtp'));

      await mailbox.close();
      mailbox = undefined;
      const downAt = performance.now();
      const codeTo = 'fault-smtp-code@example.in';
      const askForCode = () =>
        players.call('POST', '/api/auth/email-otp/send-verification-otp', {
          account: { ip: '10.88.0.1', token: '', email: '', password: '' },
          body: { email: codeTo, type: 'sign-in' },
        });
      expect((await askForCode())?.status).toBe(200);
      const paid = await Promise.all(
        accounts.map(async (account, i) => {
          const registration = await register(players, account, i, 'smtp');
          await payMock(players, account, registration);
          return { account, registration };
        }),
      );
      checked(`SMTP down: ${paid.length} players paid and a code was asked for; every call was answered`);
      await pause(DOWN_MS / 2 - (performance.now() - downAt));
      // The player gave up waiting and asked again.
      expect((await askForCode())?.status).toBe(200);
      await pause(DOWN_MS - (performance.now() - downAt));

      const waiting = await live.sql<{ codes: number; deliveries: number; failed: number }>(
        `select (select count(*)::int from outbox_message where queued and content_sealed is not null) as codes,
         (select count(*)::int from notification_delivery where channel = 'email' and status = 'queued') as deliveries,
         (select count(*)::int from notification_delivery where status = 'failed') as failed`,
      );
      // The first code waits too, until the mail job sees the newer one replace it.
      expect(waiting[0]!.codes).toBeGreaterThanOrEqual(1);
      expect(waiting[0]!.deliveries).toBeGreaterThanOrEqual(PAYING_WHILE_DOWN);
      expect(waiting[0]!.failed).toBe(0);
      checked(
        `after ${DOWN_MS / 1000} s down: ${waiting[0]!.codes} of the 2 codes (the newest at least) and ${waiting[0]!.deliveries} e-mails waiting in the outbox, none failed`,
      );

      const back = await openMailbox({ port });
      mailbox = back;
      const backAt = performance.now();
      let left = Infinity;
      while (left > 0 && performance.now() - backAt < BACK_WITHIN_MS + 30_000) {
        await pause(1000);
        const [row] = await live.sql<{ left: number }>(
          `select (select count(*)::int from outbox_message where queued)
           + (select count(*)::int from notification_delivery where channel = 'email' and status = 'queued') as left`,
        );
        left = row!.left;
      }
      const took = performance.now() - backAt;
      expect(left).toBe(0);
      expect(took).toBeLessThan(BACK_WITHIN_MS);
      await pause(1000);

      // Each e-mail the sender recorded as sent arrived once; the code replaced by a newer one never.
      const sent = await live.sql<{ to: string; n: number }>(
        `select u.email as "to", count(*)::int as n from notification_delivery d join app_user u on u.id = d.user_id
       where d.channel = 'email' and d.status = 'sent' group by u.email`,
      );
      const arrived = new Map<string, number>();
      for (const mail of back.mails) for (const to of mail.to) arrived.set(to, (arrived.get(to) ?? 0) + 1);
      for (const { to, n } of sent.filter((s) => s.to.startsWith('fault-smtp-')))
        expect(arrived.get(to), to).toBe(n);
      const codes = back.mails.filter((m) => m.to.includes(codeTo));
      expect(codes).toHaveLength(1);
      const [{ failed }] = (await live.sql<{ failed: number }>(
        `select count(*)::int as failed from notification_delivery where status = 'failed'`,
      )) as [{ failed: number }];
      expect(failed).toBe(0);
      checked(
        `back: everything went out within ${(took / 1000).toFixed(0)} s, each once (${back.mails.length} e-mails), the replaced code never`,
      );

      const signedIn = await players.call('POST', '/api/auth/sign-in/email-otp', {
        account: { ip: '10.88.0.2', token: '', email: '', password: '' },
        body: { email: codeTo, otp: codeIn(codes[0]!) },
      });
      expect(signedIn?.status).toBe(200);
      checked('the code that came late still signed the player in');
      expect(log.wrong).toEqual([]);
      await expectBooksSettled(live);
    },
    DOWN_MS + 240_000,
  );
});

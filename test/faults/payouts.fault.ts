// Scenario 1 of issue 30 for money going out: the server is killed (SIGKILL) while organisers
// approve a batch of claimed prizes and release each payout through the RazorpayX stand-in, which
// pays at once and sends its webhooks as things happen (some reach a server that is down, and
// RazorpayX sends them again). Afterwards: one RazorpayX payout for each payout of ours, every
// prize paid exactly once, each payout booked once, and the console's books add up.
import { afterAll, describe, expect, it } from 'vitest';
import { hotp, secretOfUri, totpStep } from '../../src/server/auth/totp.ts';
import { startRazorpayXStandIn, type RazorpayXStandIn } from '../support/razorpayx-stand-in.ts';
import { codesOf } from '../support/second-factor.ts';
import { inTurns } from '../support/schedule.ts';
import { checked, startFaultServer, type FaultServer } from './harness.ts';
import { payMock, register } from './journeys.ts';
import { newCallLog, pause, playersOf, type Account } from './players.ts';
import { expectBooksSettled } from './settled.ts';

const WINNERS = 30;
/** Prizes approved in one call. */
const BATCH = 10;
const KILLS = 4;
/** ₹2,500 won, claimed with ₹300 TDS (the payout works the TDS out again when it is approved). */
const PRIZE_PAISE = 250_000;

type Players = ReturnType<typeof playersOf>;

interface Organiser {
  account: Account;
  /** A code the server has not seen spent (test/support/second-factor.ts). */
  nextCode(): Promise<string>;
}

let server: FaultServer | undefined;
let x: RazorpayXStandIn | undefined;
afterAll(async () => {
  await server?.close();
  await x?.close();
});

describe('the server killed during a payout batch', () => {
  it('pays every prize exactly once, one RazorpayX payout each, and the books add up', async () => {
    x = await startRazorpayXStandIn({ autoDeliver: true, autoProcess: true });
    server = await startFaultServer('fault_payouts', x.env);
    x.setWebhookTarget(`${server.url}/api/webhooks/razorpayx`);
    const live = server;
    const standIn = x;
    const log = newCallLog();
    const players = playersOf(() => live.url, log);

    // Winners: a paid pass each and their payout details; their prizes claimed (written as the
    // close and the claim leave them: what this scenario breaks is paying them).
    const winners = await inTurns(WINNERS, 4, async (i) => {
      const account = await players.account(i, 'payout');
      const registration = await register(players, account, i, 'payout');
      await payMock(players, account, registration);
      await players.call('PUT', '/api/payout-details', {
        account,
        body: {
          pan: 'ABCPE1234F',
          panName: `Fault Winner ${i}`,
          destination: { method: 'upi', vpa: `winner${i}@okaxis` },
        },
      });
      return registration;
    });
    const awards = await live.sql<{ id: string }>(
      `insert into prize_award (id, group_id, participant_id, rank, places, amount_paise, status,
         claimed_at, tds_paise, net_winnings_paise, created_at)
       select gen_random_uuid(), p.group_id, p.id, 1, '[1]', $2, 'claimed', now(), 30000, $2, now()
       from participant p where p.id = any($1) returning id`,
      [winners, PRIZE_PAISE],
    );
    expect(awards).toHaveLength(WINNERS);
    const [maker, checker] = await organisers(live, players);

    // The batch, while the server is killed.
    let killing = true;
    const kills = (async () => {
      for (let k = 0; k < KILLS; k++) {
        await pause(800 + Math.random() * 1700);
        await live.kill('SIGKILL');
        const down = performance.now();
        await live.start();
        console.log(`  kill ${k + 1}: SIGKILL, back in ${((performance.now() - down) / 1000).toFixed(1)} s`);
      }
      killing = false;
    })();
    const payoutIds: string[] = [];
    let newCodes = 0;
    for (let from = 0; from < awards.length; from += BATCH) {
      const awardIds = awards.slice(from, from + BATCH).map((a) => a.id);
      const approved = await players.call('POST', '/admin/payouts/approve', {
        account: maker.account,
        body: { awardIds },
      });
      const views = approved?.body as { id: string; status: string }[];
      expect(views.map((v) => v.status)).toEqual(awardIds.map(() => 'approved'));
      payoutIds.push(...views.map((v) => v.id));
      // One after another: an organiser's codes are handed out in order.
      for (const view of views) {
        newCodes += await release(players, checker, view.id);
        await pause(300);
      }
    }
    const killedDuring = killing;
    await kills;
    checked(
      `${KILLS} kills (SIGKILL) while ${WINNERS} prizes were approved in batches of ${BATCH} and released` +
        `${killedDuring ? ' (the batch ended before the last kill)' : ''}; the checker entered a new ` +
        `second-factor code ${newCodes} times, the one sent having been spent by a try the kill cut short`,
    );

    // RazorpayX sends again what our server did not answer while it was down.
    await standIn.webhooks.idle();
    const lastTry = new Map(standIn.webhooks.delivered().map((d) => [d.eventId, d]));
    const unanswered = [...lastTry.values()].filter((d) => d.status !== 200);
    const again = await Promise.all(unanswered.map((d) => standIn.webhooks.redeliver(d.eventId)));
    expect(again.map((d) => d.status)).toEqual(unanswered.map(() => 200));
    checked(
      `${unanswered.length} webhooks not answered while the server was down were answered when sent again`,
    );

    await expectPaidOnce(live, standIn, payoutIds);
    const books = await players.call('GET', '/admin/books', { account: maker.account });
    const checks = (
      books?.body as { reconciliation: { checks: { check: string; ok: boolean }[] } }
    ).reconciliation.checks.filter((c) => ['paid_gross', 'tds_withheld', 'net_sent'].includes(c.check));
    expect(checks.map((c) => [c.check, c.ok])).toEqual([
      ['paid_gross', true],
      ['tds_withheld', true],
      ['net_sent', true],
    ]);
    checked("the console's books reconcile the payouts: gross paid, TDS withheld and net sent");
    expect(log.wrong).toEqual([]);
    checked(
      `${log.calls} calls: none answered with an error a client could not act on (${log.unanswered} unanswered, ${log.unavailable.length} answered 503)`,
    );
    await expectBooksSettled(live);
  });
});

/**
 * Releases a payout as the checker does, with a fresh code; a try the kill cut short may have spent
 * the code (it is spent before the release goes on), and the server then asks for a new one.
 * Answers how many new codes it took.
 */
async function release(players: Players, checker: Organiser, payoutId: string): Promise<number> {
  for (let extra = 0; extra < 5; extra++) {
    const answer = await players.call('POST', `/admin/payouts/${payoutId}/release`, {
      account: checker.account,
      body: { secondFactorCode: await checker.nextCode() },
      expected: [403],
    });
    if (answer?.status === 200) {
      expect((answer.body as { status: string }).status).toMatch(/^(processing|paid)$/);
      return extra;
    }
    expect(answer?.body).toMatchObject({ reason: 'two_factor.code_invalid' });
  }
  throw new Error(`payout ${payoutId} was not released`);
}

/** One RazorpayX payout per payout of ours; each prize paid by one payout, booked once. */
async function expectPaidOnce(server: FaultServer, standIn: RazorpayXStandIn, payoutIds: string[]) {
  const atRazorpayX = [...standIn.payouts.values()];
  const references = atRazorpayX.map((p) => p.reference_id).sort();
  expect(references).toEqual([...payoutIds].sort());
  expect(atRazorpayX.every((p) => p.status === 'processed')).toBe(true);
  checked(`RazorpayX holds exactly one payout for each of our ${payoutIds.length}, all processed`);

  const payouts = await server.sql<{ id: string; status: string; gateway_payout_id: string; award: string }>(
    `select p.id, p.status, p.gateway_payout_id, a.status as award from payout p
     join prize_award a on a.id = p.award_id`,
  );
  expect(payouts).toHaveLength(payoutIds.length);
  expect(payouts.filter((p) => p.status !== 'paid' || p.award !== 'paid')).toEqual([]);
  const byReference = new Map(atRazorpayX.map((p) => [p.reference_id, p.id]));
  expect(payouts.filter((p) => byReference.get(p.id) !== p.gateway_payout_id)).toEqual([]);
  const twice = await server.sql(
    `select reference, kind, count(*)::int as n from ledger_entry
     where reference = any($1) group by reference, kind having count(*) > 1`,
    [payoutIds],
  );
  expect(twice).toEqual([]);
  const booked = await server.sql<{ n: number }>(
    `select count(distinct reference)::int as n from ledger_entry where reference = any($1)`,
    [payoutIds],
  );
  expect(booked[0]!.n).toBe(payoutIds.length);
  checked(
    `all ${payoutIds.length} payouts paid, each with its RazorpayX payout and its prize paid, each booked once`,
  );
}

/**
 * Two organisers, a maker who approves and a checker who releases, each with two-factor sign-in on
 * (money out needs it), signed in before it was turned on: the session goes on.
 */
async function organisers(server: FaultServer, players: Players): Promise<[Organiser, Organiser]> {
  const accounts = await Promise.all([1000, 1001].map((i) => players.account(i, 'organiser')));
  await server.sql(`update app_user set role = 'admin' where email = any($1)`, [
    accounts.map((a) => a.email),
  ]);
  // The session's cached account lives a few seconds: wait for the role to show.
  await pause(6_000);
  return Promise.all(accounts.map((account) => withSecondFactor(players, account))) as Promise<
    [Organiser, Organiser]
  >;
}

async function withSecondFactor(players: Players, account: Account): Promise<Organiser> {
  const enabled = await players.call('POST', '/api/auth/two-factor/enable', {
    account,
    body: { password: account.password },
  });
  const { totpURI, backupCodes } = enabled?.body as { totpURI: string; backupCodes: string[] };
  const key = secretOfUri(totpURI);
  const step = totpStep();
  const verified = await players.call('POST', '/api/auth/two-factor/verify-totp', {
    account,
    body: { code: hotp(key, step) },
  });
  const token = verified?.headers.get('set-auth-token');
  if (token) account.token = token;
  const codes = codesOf(
    key,
    backupCodes,
    async () => {
      const made = await players.call('POST', '/api/auth/two-factor/generate-backup-codes', {
        account,
        body: { password: account.password },
      });
      return (made?.body as { backupCodes: string[] }).backupCodes;
    },
    step,
  );
  return { account, nextCode: () => codes.nextCode() };
}

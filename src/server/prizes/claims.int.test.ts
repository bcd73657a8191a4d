import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import { CLAIM_MESSAGES, PAYOUT_MESSAGES } from '../../shared/payouts.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Payment } from '../payments/entities.ts';
import { Participant } from '../registration/entities.ts';
import { AuditLog } from '../audit/entities.ts';
import { PrizeAward, type PayoutDetails } from './entities.ts';
import type { AWARD_STATUSES } from '../../shared/prizes.ts';

type AwardStatus = (typeof AWARD_STATUSES)[number];
import { randomUUID } from 'node:crypto';

// Claiming a prize (docs/decisions/0026-prize-payouts.md, "Claim" and "Tax"): payout details
// sealed and masked, a change only with the password, the claim's TDS on net winnings, and every
// refusal saying what to fix.

const { t, admin } = adminTestAppOfFile('games');

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);
const db = () =>
  tablesOf<typeof Participant | typeof Payment | typeof PrizeAward | typeof PayoutDetails | typeof AuditLog>(
    t.db.orm.em.fork(),
  );

const UPI = {
  pan: 'abcpe1234f',
  panName: 'Rahul Kumar',
  destination: { method: 'upi', vpa: 'rahul.k@okaxis' },
};
const BANK = {
  pan: 'ABCPE1234F',
  panName: 'Rahul Kumar',
  destination: {
    method: 'bank',
    ifsc: 'HDFC0001234',
    accountNumber: '50100123451234',
    accountNumberAgain: '50100123451234',
    holderName: 'Rahul Kumar',
  },
};

/** A prize awarded to `participantId`, as a pool's close writes it (prizes/service.ts). */
async function awarded(
  participantId: string,
  amountPaise: number,
  status: AwardStatus = 'awarded',
): Promise<string> {
  const em = t.db.orm.em.fork();
  const participant = await em.findOneOrFail(Participant, participantId);
  const award = em.create(PrizeAward, {
    group: participant.group!,
    participant,
    rank: 1,
    places: [1],
    amountPaise,
    status,
  });
  await em.flush();
  return award.id;
}

async function feesPaise(userId: string): Promise<number> {
  const rows = await db()
    .selectFrom('payment')
    .select('amount')
    .where('owner_id', '=', userId)
    .where('paid_at', 'is not', null)
    .execute();
  return rows.reduce((sum, r) => sum + r.amount, 0) * 100;
}

async function winner() {
  const user = await createUser(t);
  const participantId = await registerAndPay(t, user, soloPayload());
  return { user, participantId };
}

describe('payout details', () => {
  it('are stored sealed and read back masked', async () => {
    const { user } = await winner();
    expect((await as(user, 'GET', '/api/payout-details')).json()).toBeNull();
    const saved = await as(user, 'PUT', '/api/payout-details', BANK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      pan: 'ABCPE••••F',
      panName: 'Rahul Kumar',
      method: 'bank',
      destination: '••••1234',
      ifsc: 'HDFC0001234',
      holderName: 'Rahul Kumar',
      updatedAt: expect.any(String),
    });
    const row = await db()
      .selectFrom('payout_details')
      .selectAll()
      .where('owner_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.details_sealed).toMatch(/^v2\./);
    expect(row.details_sealed).not.toContain('ABCPE1234F');
    expect((await as(user, 'GET', '/api/payout-details')).json()).toMatchObject({ pan: 'ABCPE••••F' });
  });

  it('refuse a malformed field with what to fix, and keep nothing', async () => {
    const { user } = await winner();
    const cases: [object, string][] = [
      [{ ...UPI, pan: 'ABCPE12345' }, PAYOUT_MESSAGES.pan],
      [{ ...UPI, destination: { method: 'upi', vpa: 'rahul' } }, PAYOUT_MESSAGES.vpa],
      [{ ...BANK, destination: { ...BANK.destination, ifsc: 'HDFC1234567' } }, PAYOUT_MESSAGES.ifsc],
      [
        { ...BANK, destination: { ...BANK.destination, accountNumberAgain: '50100123451299' } },
        PAYOUT_MESSAGES.accountNumbersDiffer,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await as(user, 'PUT', '/api/payout-details', payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await as(user, 'GET', '/api/payout-details')).json()).toBeNull();
  });

  it('change only with the password, audited without the values', async () => {
    const { user } = await winner();
    expect((await as(user, 'PUT', '/api/payout-details', UPI)).statusCode).toBe(200);
    // The same details again (a double click) change nothing and need no password.
    expect((await as(user, 'PUT', '/api/payout-details', UPI)).statusCode).toBe(200);

    const noPassword = await as(user, 'PUT', '/api/payout-details', BANK);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      error: CLAIM_MESSAGES.passwordNeeded,
      reason: 'payout.password_needed',
    });
    const wrong = await as(user, 'PUT', '/api/payout-details', { ...BANK, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'account.wrong_password' });
    expect((await as(user, 'GET', '/api/payout-details')).json()).toMatchObject({
      method: 'upi',
      destination: 'ra••••@okaxis',
    });

    const changed = await as(user, 'PUT', '/api/payout-details', { ...BANK, password: user.password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ method: 'bank', destination: '••••1234' });

    const audit = await t.db.orm.em
      .fork()
      .find(AuditLog, { entity: 'payout_details', entityId: user.userId }, { orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual(['payout_details.add', 'payout_details.change']);
    const logged = JSON.stringify(audit.map((a) => [a.before, a.after]));
    for (const secret of ['ABCPE', '1234', 'rahul', 'HDFC']) expect(logged).not.toContain(secret);
  });
});

describe('claiming a prize', () => {
  it('shows gross, TDS and net first, then claims once, audited', async () => {
    const { user, participantId } = await winner();
    const awardId = await awarded(participantId, 300_000);

    const refused = await as(user, 'POST', `/api/prizes/${awardId}/claim`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: CLAIM_MESSAGES.detailsMissing,
      reason: 'prize.payout_details_missing',
    });

    await as(user, 'PUT', '/api/payout-details', UPI);
    const fees = await feesPaise(user.userId);
    const tds = Math.floor(((300_000 - fees) * 3000 + 5000) / 10_000);
    const preview = await as(user, 'GET', `/api/prizes/${awardId}/claim`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      awardId,
      status: 'awarded',
      grossPaise: 300_000,
      tdsPaise: tds,
      netPaise: 300_000 - tds,
      tax: {
        ratePercent: 30,
        earlierPrizesPaise: 0,
        entryFeesPaise: fees,
        alreadyTaxedPaise: 0,
        netWinningsPaise: 300_000 - fees,
      },
      payoutDetails: { pan: 'ABCPE••••F' },
    });

    const [first, second] = await Promise.all([
      as(user, 'POST', `/api/prizes/${awardId}/claim`),
      as(user, 'POST', `/api/prizes/${awardId}/claim`),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      status: 'claimed',
      grossPaise: 300_000,
      tdsPaise: tds,
      netPaise: 300_000 - tds,
    });

    const row = await db()
      .selectFrom('prize_award')
      .selectAll()
      .where('id', '=', awardId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'claimed', tds_paise: tds, net_winnings_paise: 300_000 - fees });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', awardId)
      .execute();
    expect(audit).toEqual([{ action: 'prize.claim' }]);
    expect((await as(user, 'GET', `/api/prizes/${awardId}/claim`)).json()).toMatchObject({
      status: 'claimed',
      tax: null,
      tdsPaise: tds,
    });
  });

  it("refuses a voided prize, someone else's and one that does not exist", async () => {
    const { user, participantId } = await winner();
    await as(user, 'PUT', '/api/payout-details', UPI);
    const voided = await awarded(participantId, 100_000, 'voided');
    const res = await as(user, 'POST', `/api/prizes/${voided}/claim`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: CLAIM_MESSAGES.voided, reason: 'prize.voided' });

    const other = await winner();
    const theirs = await awarded(other.participantId, 100_000);
    for (const id of [theirs, randomUUID(), 'not-an-id']) {
      const refused = await as(user, 'POST', `/api/prizes/${id}/claim`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: CLAIM_MESSAGES.notFound, reason: 'prize.not_found' });
    }
    expect(
      (
        await db()
          .selectFrom('prize_award')
          .select('status')
          .where('id', '=', theirs)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('awarded');
    expect((await as(admin, 'GET', `/api/prizes/${theirs}/claim`)).statusCode).toBe(404);
  });

  it("a squad's prize is claimed by its captain, who paid for the pass", async () => {
    const captain = await createUser(t);
    const participantId = await registerAndPay(t, captain, squadPayload(3, { selectedGame: 'bgmi' }));
    const awardId = await awarded(participantId, 1_000_000);
    await as(captain, 'PUT', '/api/payout-details', BANK);
    expect((await as(captain, 'POST', `/api/prizes/${awardId}/claim`)).json()).toMatchObject({
      status: 'claimed',
    });
  });

  it('counts a prize paid earlier in the year and the winnings it taxed', async () => {
    const { user, participantId } = await winner();
    await as(user, 'PUT', '/api/payout-details', UPI);
    const fees = await feesPaise(user.userId);
    const earlier = await awarded(participantId, 200_000, 'paid');
    await db()
      .updateTable('prize_award')
      .set({ paid_at: new Date(), net_winnings_paise: 200_000 - fees, tds_paise: 0 })
      .where('id', '=', earlier)
      .execute();
    const awardId = await awarded(participantId, 50_000);
    const preview = (await as(user, 'GET', `/api/prizes/${awardId}/claim`)).json();
    // A = 2,500, B = fees, E = 2,000 − fees: the net winnings are this prize alone.
    expect(preview).toMatchObject({
      tdsPaise: 15_000,
      netPaise: 35_000,
      tax: { earlierPrizesPaise: 200_000, netWinningsPaise: 50_000 },
    });
  });
});

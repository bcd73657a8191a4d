import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { enrolSecondFactor } from '../../../test/support/second-factor.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import type { TaxStatement } from '../../shared/tax.ts';
import { Participant } from '../registration/entities.ts';
import { Payout, PayoutDetails, PrizeAward } from './entities.ts';

// The player's tax statement and the organisers' Form 26Q export (docs/decisions/0026-prize-payouts.md,
// "Tax"): what was paid in which financial year or quarter, by India's clock.

const { t, admin } = adminTestAppOfFile('games');
const ist = (iso: string) => new Date(`${iso}+05:30`);
const get = (user: TestUser, url: string) => requestAs(t, user, 'GET', url);

async function withDetails(user: TestUser, pan: string, panName: string) {
  const res = await requestAs(t, user, 'PUT', '/api/payout-details', {
    pan,
    panName,
    destination: { method: 'upi', vpa: 'winner@okaxis' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A paid payout on the registration, as payouts.ts leaves one (award paid, payout paid with its UTR). */
async function paid(participantId: string, paidAt: Date, grossPaise: number, tdsPaise: number, utr: string) {
  const em = t.db.orm.em.fork();
  const participant = await em.findOneOrFail(Participant, participantId);
  const award = em.create(PrizeAward, {
    group: participant.group!,
    participant,
    rank: 1,
    places: [1],
    amountPaise: grossPaise,
    status: 'paid',
    claimedAt: paidAt,
    tdsPaise,
    netWinningsPaise: grossPaise,
    paidAt,
  });
  const payout = em.create(Payout, {
    award,
    openAward: award.id,
    grossPaise,
    tdsPaise,
    amountPaise: grossPaise - tdsPaise,
    status: 'paid',
    mode: 'manual',
    approvedBy: admin.userId,
    approvedAt: paidAt,
    utr,
    paidBy: admin.userId,
    paidAt,
  });
  await em.flush();
  return payout.id;
}

describe('the tax statement', () => {
  it("lists the player's payouts of one financial year by India's clock, with totals and the deductor", async () => {
    for (const [name, value] of [
      ['TDS_DEDUCTOR_NAME', 'Arena Esports Pvt Ltd'],
      ['TDS_DEDUCTOR_TAN', 'dela12345b'],
    ])
      expect((await requestAs(t, admin, 'POST', '/admin/env', { name, value })).statusCode).toBe(201);
    const player = await createUser(t);
    await withDetails(player, 'ABCDE1234F', 'राहुल कुमार');
    const solo = await registerAndPay(t, player, soloPayload());
    const lastOfYear = await paid(solo, ist('2031-03-31T23:59:00'), 100_000, 30_000, 'UTRLASTOFYEAR01');
    const firstOfNext = await paid(solo, ist('2031-04-01T00:00:00'), 50_000, 15_000, 'UTRFIRSTOFNEXT1');
    const later = await paid(solo, ist('2032-02-10T12:00:00'), 33_333, 10_000, 'UTRLATERINYEAR1');
    // Someone else's prize in the same year is not on the statement.
    const other = await createUser(t);
    await paid(
      await registerAndPay(t, other, soloPayload()),
      ist('2031-06-01T10:00:00'),
      999_900,
      1,
      'UTROTHERPLAYER1',
    );

    const res = await get(player, '/api/prizes/statement?fy=2031-32');
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json<TaxStatement>();
    expect(statement).toMatchObject({
      financialYear: '2031-32',
      years: ['2031-32', '2030-31'],
      totals: { grossPaise: 83_333, tdsPaise: 25_000, netPaise: 58_333 },
      pan: 'ABCDE••••F',
      panName: 'राहुल कुमार',
      deductor: { name: 'Arena Esports Pvt Ltd', tan: 'DELA12345B', section: '194BA' },
    });
    expect(statement.rows.map((r) => [r.payoutId, r.grossPaise, r.tdsPaise, r.netPaise, r.utr])).toEqual([
      [firstOfNext, 50_000, 15_000, 35_000, 'UTRFIRSTOFNEXT1'],
      [later, 33_333, 10_000, 23_333, 'UTRLATERINYEAR1'],
    ]);
    expect(statement.rows[0]).toMatchObject({
      game: expect.any(String),
      stage: 'qualifier',
      pool: expect.any(Number),
    });

    const before = (await get(player, '/api/prizes/statement?fy=2030-31')).json<TaxStatement>();
    expect(before.rows.map((r) => r.payoutId)).toEqual([lastOfYear]);
    expect(before.totals).toEqual({ grossPaise: 100_000, tdsPaise: 30_000, netPaise: 70_000 });

    // No year given: the current one, where this player was paid nothing.
    const now = (await get(player, '/api/prizes/statement')).json<TaxStatement>();
    expect(now).toMatchObject({ rows: [], totals: { grossPaise: 0, tdsPaise: 0, netPaise: 0 } });
    expect(now.financialYear).toMatch(/^\d{4}-\d{2}$/);
    const otherSees = (await get(other, '/api/prizes/statement?fy=2031-32')).json<TaxStatement>();
    expect(otherSees.rows).toHaveLength(1);
    expect(otherSees).toMatchObject({ years: ['2031-32'], pan: null, panName: null });
  });

  it("counts a squad's prize to its captain", async () => {
    const captain = await createUser(t);
    const squad = await registerAndPay(t, captain, squadPayload(3));
    const id = await paid(squad, ist('2033-05-05T09:00:00'), 400_000, 120_000, 'UTRSQUADPRIZE01');
    const statement = (await get(captain, '/api/prizes/statement?fy=2033-34')).json<TaxStatement>();
    expect(statement.rows.map((r) => r.payoutId)).toEqual([id]);
  });

  it('refuses a financial year that is not one, with what to write', async () => {
    const player = await createUser(t);
    for (const url of [
      '/api/prizes/statement?fy=2026-28',
      '/api/prizes/statement.pdf?fy=26-27',
      '/api/prizes/statement.pdf?fy=2026-27&fy=2027-28',
    ]) {
      const res = await get(player, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        reason: 'tax.bad_financial_year',
        error: expect.stringContaining('2026-27'),
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/prizes/statement.pdf' })).statusCode).toBe(401);
  });

  it('comes as a PDF with its fonts embedded, as an attachment', async () => {
    const player = await createUser(t);
    await withDetails(player, 'PQRST6789K', 'सुनीता देवी');
    await paid(
      await registerAndPay(t, player, soloPayload()),
      ist('2031-07-07T07:00:00'),
      200_000,
      60_000,
      'UTRPDFSTATEMENT',
    );
    const res = await get(player, '/api/prizes/statement.pdf?fy=2031-32');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tax-statement-2031-32.pdf"');
    const bytes = res.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
    expect(bytes).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(bytes).toMatch(/\/FontFile2 /);
    expect(bytes).not.toContain('Helvetica');
  });
});

describe('the Form 26Q export', () => {
  it("has a row per payout paid in the quarter, by India's clock, with PAN, name and amounts", async () => {
    const player = await createUser(t);
    await withDetails(player, 'LMNOP4321Q', 'Kumar, Rahul "RK"');
    const entry = await registerAndPay(t, player, soloPayload());
    const inQ1 = await paid(entry, ist('2035-06-30T23:59:00'), 123_456, 37_037, 'UTRQUARTERONE01');
    const inQ2 = await paid(entry, ist('2035-07-01T00:00:00'), 100_000, 30_000, 'UTRQUARTERTWO01');
    const inQ4 = await paid(entry, ist('2036-03-31T23:59:59'), 5, 2, 'UTRQUARTERFOUR1');

    const q1 = await get(admin, '/admin/payouts/26q?fy=2035-36&quarter=1');
    expect(q1.statusCode, q1.body).toBe(200);
    expect(q1.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(q1.headers['content-disposition']).toBe('attachment; filename="form-26q-2035-36-Q1.csv"');
    expect(q1.body).toBe(
      '\uFEFFpan,name_on_pan,amount_paid,tds,date_of_payment,date_of_deduction,section,payout_id,utr\r\n' +
        `LMNOP4321Q,"Kumar, Rahul ""RK""",1234.56,370.37,30/06/2035,30/06/2035,194BA,${inQ1},UTRQUARTERONE01\r\n`,
    );
    const q2 = await get(admin, '/admin/payouts/26q?fy=2035-36&quarter=2');
    expect(q2.body).toContain(`1000.00,300.00,01/07/2035,01/07/2035,194BA,${inQ2},`);
    expect(q2.body).not.toContain(inQ1);
    const q4 = await get(admin, '/admin/payouts/26q?fy=2035-36&quarter=4');
    expect(q4.body).toContain(`0.05,0.02,31/03/2036,31/03/2036,194BA,${inQ4},`);
    expect((await get(admin, '/admin/payouts/26q?fy=2036-37&quarter=1')).body.split('\r\n')).toHaveLength(2);
  });

  it('takes the section from its setting', async () => {
    const player = await createUser(t);
    await withDetails(player, 'ZYXWV9876A', 'Meera Nair');
    const id = await paid(
      await registerAndPay(t, player, soloPayload()),
      ist('2037-11-11T11:00:00'),
      10_000,
      3_000,
      'UTRSECTIONTEST1',
    );
    expect(
      (await requestAs(t, admin, 'POST', '/admin/env', { name: 'TDS_SECTION', value: '393(3)' })).statusCode,
    ).toBe(201);
    const res = await get(admin, '/admin/payouts/26q?fy=2037-38&quarter=3');
    expect(res.body).toContain(`ZYXWV9876A,Meera Nair,100.00,30.00,11/11/2037,11/11/2037,393(3),${id},`);
    await requestAs(t, admin, 'DELETE', '/admin/env/TDS_SECTION');
  });

  it('refuses a bad year or quarter, and anyone but an organiser', async () => {
    for (const [query, reason] of [
      ['fy=2035-37&quarter=1', 'tax.bad_financial_year'],
      ['quarter=1', 'tax.bad_financial_year'],
      ['fy=2035-36&quarter=5', 'tax.bad_quarter'],
      ['fy=2035-36', 'tax.bad_quarter'],
    ]) {
      const res = await get(admin, `/admin/payouts/26q?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ reason });
    }
    const player = await createUser(t);
    expect((await get(player, '/admin/payouts/26q?fy=2035-36&quarter=1')).statusCode).toBe(403);
  });
});

describe("the deductor's TAN setting", () => {
  it('takes 4 letters, 5 digits and 1 letter only', async () => {
    for (const value of ['DELA1234B', 'ABCDE1234F']) {
      const bad = await requestAs(t, admin, 'PUT', '/admin/env/TDS_DEDUCTOR_TAN', { value });
      expect(bad.statusCode, value).toBe(400);
      expect(bad.body).toContain('A TAN is 4 letters, 5 digits and 1 letter');
    }
    const good = await requestAs(t, admin, 'PUT', '/admin/env/TDS_DEDUCTOR_TAN', { value: ' mumb 54321 c ' });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ value: 'MUMB54321C' });
  });
});

describe('a payout paid through the console', () => {
  it('keeps the PAN it was paid under for Form 26Q, after the details are gone', async () => {
    const checker = await createUser(t, { role: 'admin' });
    await enrolSecondFactor(t, admin);
    const checkerKey = await enrolSecondFactor(t, checker);
    const player = await createUser(t);
    await withDetails(player, 'KLMNO1357P', 'Anjali Rao');
    const em = t.db.orm.em.fork();
    const participant = await em.findOneOrFail(Participant, await registerAndPay(t, player, soloPayload()));
    const award = em.create(PrizeAward, {
      group: participant.group!,
      participant,
      rank: 1,
      places: [1],
      amountPaise: 250_000,
      status: 'claimed',
      claimedAt: new Date(),
      tdsPaise: 30_000,
      netWinningsPaise: 100_000,
    });
    await em.flush();
    const approve = await requestAs(t, admin, 'POST', '/admin/payouts/approve', { awardIds: [award.id] });
    const id = approve.json<{ id: string }[]>()[0]!.id;
    const released = await requestAs(t, checker, 'POST', `/admin/payouts/${id}/release`, {
      secondFactorCode: await checkerKey.nextCode(),
    });
    expect(released.statusCode, released.body).toBe(200);
    const paidRes = await requestAs(t, admin, 'POST', `/admin/payouts/${id}/paid`, {
      utr: 'UTRCONSOLEPAID1',
    });
    expect(paidRes.statusCode, paidRes.body).toBe(200);
    const payout = await em.fork().findOneOrFail(Payout, id);
    expect(payout.deducteeSealed).not.toContain('KLMNO1357P');
    await em.fork().nativeDelete(PayoutDetails, { owner: player.userId });

    const { label, quarter } = quarterNow(payout.paidAt!);
    const res = await get(admin, `/admin/payouts/26q?fy=${label}&quarter=${quarter}`);
    expect(res.body).toContain(`KLMNO1357P,Anjali Rao,2500.00,300.00,`);
    expect(res.body).toContain(`,${id},UTRCONSOLEPAID1\r\n`);
  });
});

/** The financial year and quarter a moment falls in, by India's clock. */
function quarterNow(moment: Date) {
  const inIndia = new Date(moment.getTime() + 330 * 60_000);
  const month = inIndia.getUTCMonth();
  const first = month >= 3 ? inIndia.getUTCFullYear() : inIndia.getUTCFullYear() - 1;
  return {
    label: `${first}-${String((first + 1) % 100).padStart(2, '0')}`,
    quarter: month >= 3 ? Math.floor((month - 3) / 3) + 1 : 4,
  };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { enrolSecondFactor, type SecondFactorKey } from '../../../test/support/second-factor.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { fillPool } from '../../../test/support/fillers.ts';
import { admitAll } from '../../../test/support/matches.ts';
import {
  confirmPayment,
  payFor,
  register,
  registerSolo,
  soloPayload,
  squadPayload,
  startPayment,
} from '../../../test/support/registration.ts';
import { indianMonth } from '../../shared/india-time.ts';
import { leaderboardPath } from '../../shared/leaderboard-paths.ts';
import { poolSize } from '../../shared/championship-rules.ts';
import { PASSES } from '../../shared/passes.ts';
import { PLAY_FORMATS, RISK_CATEGORIES } from '../../shared/registration-rules.ts';
import type { CreateParticipant } from '../../shared/registration.ts';
import { AuditLog } from '../audit/entities.ts';
import { QualifierGroup } from './entities.ts';

// Prize pools keep the advertised chance (docs/decisions/0025-championship-rules.md, "Prize
// pools"): one pool per qualifier, tier and pass, sized by poolSize, filled in payment order.

const { t, admin } = adminTestAppOfFile('games');
// A refund needs the organiser's second factor and a fresh code (auth/second-factor.ts).
let adminKey: SecondFactorKey;
beforeAll(async () => {
  adminKey = await enrolSecondFactor(t, admin);
});

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);

interface Pool {
  number: number;
  size: number;
  placesTaken: number;
  rank: number | null;
  points: number | null;
  of: number | null;
}
interface NextPool {
  riskCategory: string;
  priceCategory: string;
  number: number;
  size: number;
  placesLeft: number;
}

async function paid(payload: CreateParticipant, by?: TestUser) {
  const player = by ?? (await createUser(t));
  const registered = await register(t, player, payload);
  expect(registered.statusCode, registered.body).toBe(200);
  const id = registered.json().id as string;
  const { paymentId } = await payFor(t, player, id);
  const read = (await as(player, 'GET', `/api/participants/${id}/group`)).json();
  return {
    id,
    player,
    paymentId,
    group: read.group as { id: string; number: number; capacity: number; qualifier: { month: string } },
    pool: read.pool as Pool,
  };
}

async function nextPool(game: string, format: string, risk: string, price: string): Promise<NextPool> {
  const list = (await t.app.inject({ method: 'GET', url: '/api/qualifiers/next' })).json<
    { game: string; playFormat: string; underfilledRule: string; pools: NextPool[] }[]
  >();
  const qualifier = list.find((q) => q.game === game && q.playFormat === format)!;
  return qualifier.pools.find((p) => p.riskCategory === risk && p.priceCategory === price)!;
}

const tftSquad = (overrides: Partial<CreateParticipant> = {}) =>
  squadPayload(1, {
    selectedGame: 'team-fight-tactics',
    riskCategory: 'lr',
    priceCategory: '2000',
    ...overrides,
  });

describe('prize pool sizes', () => {
  it('are the decision table for every format, tier and pass, before and after a payment', async () => {
    const expected = {
      'solo/hr/1500': 280,
      'solo/hr/500': 280,
      'solo/lr/1500': 143,
      'solo/lr/500': 143,
      'squad/hr/6000': 80,
      'squad/hr/2000': 80,
      'squad/lr/6000': 60,
      'squad/lr/2000': 43,
    };
    for (const format of PLAY_FORMATS)
      for (const risk of RISK_CATEGORIES)
        for (const { priceCategory } of PASSES[format]) {
          const size = expected[`${format}/${risk}/${priceCategory}` as keyof typeof expected];
          expect(poolSize(format, risk, priceCategory)).toBe(size);
          expect(await nextPool('free-fire-max', format, risk, priceCategory)).toMatchObject({
            number: 1,
            size,
            placesLeft: size,
          });
          const payload =
            format === 'solo'
              ? soloPayload({ selectedGame: 'free-fire-max', riskCategory: risk, priceCategory })
              : squadPayload(3, { selectedGame: 'free-fire-max', riskCategory: risk, priceCategory });
          const entry = await paid(payload);
          expect(entry.group.capacity).toBe(size);
          expect(entry.pool).toEqual({
            number: 1,
            size,
            placesTaken: 1,
            rank: null,
            points: null,
            of: null,
            start: null,
            leaderboardPath: leaderboardPath({
              game: 'free-fire-max',
              month: entry.group.qualifier.month,
              format,
              tier: risk,
              pass: priceCategory,
              pool: 1,
            }),
          });
          expect(await nextPool('free-fire-max', format, risk, priceCategory)).toMatchObject({
            number: 1,
            size,
            placesLeft: size - 1,
          });
        }
  }, 120_000);
});

describe('filling pools', () => {
  it('fills one pool in payment order and opens the next when it is full', async () => {
    const size = poolSize('squad', 'lr', '2000');
    expect(size).toBe(43);
    const groups = new Set<string>();
    // One account may hold many paid passes.
    const captain = await createUser(t);
    for (let i = 1; i <= size; i++) {
      const entry = await paid(tftSquad(), captain);
      expect(entry.group.number).toBe(1);
      expect(entry.pool.placesTaken).toBe(i);
      groups.add(entry.group.id);
    }
    expect(groups.size).toBe(1);
    // The next payer opens pool 2: shown before paying, then joined.
    expect(await nextPool('team-fight-tactics', 'squad', 'lr', '2000')).toMatchObject({
      number: 2,
      size,
      placesLeft: size,
    });
    const next = await paid(tftSquad());
    expect(next.group.number).toBe(2);
    expect(next.pool).toMatchObject({ number: 2, size, placesTaken: 1 });
    expect(await nextPool('team-fight-tactics', 'squad', 'lr', '2000')).toMatchObject({
      number: 2,
      placesLeft: size - 1,
    });
    // Other tiers and passes of the qualifier have pools of their own.
    const other = await paid(tftSquad({ riskCategory: 'hr' }));
    expect(other.pool).toMatchObject({ number: 1, size: 80, placesTaken: 1 });
  }, 240_000);

  it('gives one last place to one of two payments made at the same time', async () => {
    const game = 'call-of-duty-mobile';
    const size = poolSize('solo', 'hr', '1500');
    const first = await paid(soloPayload({ selectedGame: game }));
    // Fill pool 1 to one place short, as if 278 more had paid.
    await fillPool(t, first.group.id, first.id, size - 2);
    expect(await nextPool(game, 'solo', 'hr', '1500')).toMatchObject({ number: 1, placesLeft: 1 });

    const racers = await Promise.all(
      [0, 1].map(async () => {
        const player = await createUser(t);
        const registration = await registerSolo(t, player, { selectedGame: game });
        const started = await startPayment(t, player, registration.id);
        return { player, id: registration.id, paymentId: started.paymentId };
      }),
    );
    const confirmed = await Promise.all(racers.map((r) => confirmPayment(t, r.player, r.paymentId)));
    expect(confirmed.map((res) => res.statusCode)).toEqual([200, 200]);
    const pools = await Promise.all(
      racers.map(async (r) => (await as(r.player, 'GET', `/api/participants/${r.id}`)).json().pool as Pool),
    );
    expect(pools.map((p) => p.number).sort()).toEqual([1, 2]);
    expect(pools.find((p) => p.number === 1)).toMatchObject({ size, placesTaken: size });
    expect(pools.find((p) => p.number === 2)).toMatchObject({ size, placesTaken: 1 });
  });

  it('frees the place of an entry refunded in full before the qualifier starts', async () => {
    const game = 'pokemon-unite';
    const payload = soloPayload({ selectedGame: game, riskCategory: 'lr', priceCategory: '500' });
    const a = await paid(payload);
    await paid(payload);
    expect(await nextPool(game, 'solo', 'lr', '500')).toMatchObject({ number: 1, placesLeft: 141 });

    const refund = await as(admin, 'POST', `/admin/payments/${a.paymentId}/refund`, {
      reason: 'Cannot play',
      secondFactorCode: await adminKey.nextCode(),
    });
    expect(refund.statusCode, refund.body).toBe(200);

    expect(await nextPool(game, 'solo', 'lr', '500')).toMatchObject({ number: 1, placesLeft: 142 });
    const third = await paid(payload);
    expect(third.pool).toMatchObject({ number: 1, placesTaken: 2 });
  });
});

describe("placing by each pool's count of places", () => {
  // Placing a payment finds its pool by the places each pool counts (qualifiers/service.ts,
  // assignGroup), so it costs the same in the hundredth pool as in the first; the entries decide.
  const game = 'league-of-legends';
  const payload = soloPayload({ selectedGame: game, riskCategory: 'lr', priceCategory: '500' });
  const size = poolSize('solo', 'lr', '500');
  const counted = async (groupId: string) =>
    (await t.db.orm.em.fork().findOneOrFail(QualifierGroup, groupId)).placesTaken;
  const setCount = (groupId: string, placesTaken: number) =>
    t.db.orm.em.fork().nativeUpdate(QualifierGroup, groupId, { placesTaken });

  it('counts a place for each payment placed and frees it with a full refund', async () => {
    const a = await paid(payload);
    const b = await paid(payload);
    expect(b.group.id).toBe(a.group.id);
    expect(await counted(a.group.id)).toBe(2);

    const refund = await as(admin, 'POST', `/admin/payments/${a.paymentId}/refund`, {
      reason: 'Cannot play',
      secondFactorCode: await adminKey.nextCode(),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await counted(a.group.id)).toBe(1);
    // The same refund again changes nothing.
    const again = await as(admin, 'POST', `/admin/payments/${a.paymentId}/refund`, {
      reason: 'Cannot play',
      secondFactorCode: await adminKey.nextCode(),
    });
    expect(again.statusCode).toBe(409);
    expect(await counted(a.group.id)).toBe(1);
  });

  it('places by the entries when a count is behind them or ahead of them, and corrects it', async () => {
    const first = await paid(payload);
    const pool1 = first.group.id;
    const { placesLeft } = await nextPool(game, 'solo', 'lr', '500');
    const taken = size - placesLeft;
    // Entries written around placement (an import, a fix by hand): pool 1 is full, its count is not.
    await fillPool(t, pool1, first.id, size - taken);
    expect(await counted(pool1)).toBe(taken);
    const next = await paid(payload);
    expect(next.group.number).toBe(2);
    expect(await counted(pool1)).toBe(size);
    expect(await counted(next.group.id)).toBe(1);

    // A count ahead of its entries: pool 2 has room by its entries, so it still takes the payment.
    await setCount(next.group.id, size);
    const third = await paid(payload);
    expect(third.group.number).toBe(2);
    expect(third.pool).toMatchObject({ number: 2, placesTaken: 2 });
    expect(await counted(next.group.id)).toBe(2);
  });
});

describe('a paid pass names its pool', () => {
  it('with its rank and points once the pool has a result', async () => {
    const game = 'bgmi';
    const payload = soloPayload({ selectedGame: game, riskCategory: 'lr', priceCategory: '1500' });
    const a = await paid(payload);
    const b = await paid(payload);
    const before = (await as(a.player, 'GET', `/api/participants/${a.id}`)).json();
    expect(before.pool).toEqual({
      number: 1,
      size: 143,
      placesTaken: 2,
      rank: null,
      points: null,
      of: null,
      start: null,
      leaderboardPath: `/leaderboards/bgmi/${a.group.qualifier.month}/solo/low-1500/1`,
    });

    const matches = (await as(admin, 'GET', `/admin/matches?participantId=${a.id}`)).json<
      {
        id: string;
        number: number;
      }[]
    >();
    const first = matches.find((m) => m.number === 1)!;
    await admitAll(t, admin, first.id, [a.id, b.id]);
    const recorded = await as(admin, 'POST', `/admin/matches/${first.id}/results`, {
      results: [
        { participantId: b.id, rank: 1, finishes: 3 },
        { participantId: a.id, rank: 2, finishes: 0 },
      ],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await as(a.player, 'GET', `/api/participants/${a.id}`)).json().pool).toEqual({
      number: 1,
      size: 143,
      placesTaken: 2,
      rank: 2,
      points: 6,
      of: 2,
      start: null,
      leaderboardPath: `/leaderboards/bgmi/${a.group.qualifier.month}/solo/low-1500/1`,
    });
    expect((await as(b.player, 'GET', `/api/participants/${b.id}/group`)).json().pool).toMatchObject({
      rank: 1,
      points: 13,
    });
    // Someone else's pass stays hidden.
    expect((await as(b.player, 'GET', `/api/participants/${a.id}`)).statusCode).toBe(404);
  });
});

describe("a qualifier's rule for pools not filled", () => {
  const month = () => indianMonth(new Date());

  it('is play until set, is set before the first match starts (audited), and not after', async () => {
    const game = 'dota-2';
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/qualifiers/next' }))
        .json<{ game: string; playFormat: string; underfilledRule: string }[]>()
        .find((q) => q.game === game && q.playFormat === 'solo')!.underfilledRule;
    expect(await shown()).toBe('play');

    // Before anyone paid: the qualifier is made with the rule.
    const set = await as(admin, 'PUT', '/admin/qualifiers/underfilled-rule', {
      game,
      playFormat: 'solo',
      month: month(),
      rule: 'cancel',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await shown()).toBe('cancel');
    const entry = await paid(soloPayload({ selectedGame: game }));
    const again = await as(admin, 'PUT', '/admin/qualifiers/underfilled-rule', {
      game,
      playFormat: 'solo',
      month: month(),
      rule: 'merge',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ qualifierId: set.json().qualifierId, underfilledRule: 'merge' });
    const audits = await t.db.orm.em
      .fork()
      .find(AuditLog, { action: 'qualifiers.underfilled_rule', entityId: set.json().qualifierId });
    expect(audits.map((a) => a.after)).toEqual(
      expect.arrayContaining([{ underfilledRule: 'cancel' }, { underfilledRule: 'merge' }]),
    );

    const pools = (await as(admin, 'GET', `/admin/pools?month=${month()}`)).json<
      {
        gameName: string;
        playFormat: string;
        number: number;
        size: number;
        filled: number;
        placesLeft: number;
        underfilledRule: string;
        qualifierStarted: boolean;
      }[]
    >();
    expect(pools.find((p) => p.gameName === 'Dota 2' && p.playFormat === 'solo')).toMatchObject({
      number: 1,
      size: 280,
      filled: 1,
      placesLeft: 279,
      underfilledRule: 'merge',
      qualifierStarted: false,
    });

    // The first match begins: the rule stays as the players were shown it.
    const matches = (await as(admin, 'GET', `/admin/matches?participantId=${entry.id}`)).json<
      {
        id: string;
        number: number;
      }[]
    >();
    const begun = new Date(Date.now() - 60 * 1000).toISOString();
    const moved = await as(admin, 'PUT', `/admin/matches/${matches.find((m) => m.number === 1)!.id}`, {
      scheduledAt: begun,
    });
    expect(moved.statusCode).toBe(200);
    const late = await as(admin, 'PUT', '/admin/qualifiers/underfilled-rule', {
      game,
      playFormat: 'solo',
      month: month(),
      rule: 'play',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('qualifier.rule_after_start');
    expect((await as(admin, 'GET', `/admin/pools?month=${month()}`)).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gameName: 'Dota 2', underfilledRule: 'merge', qualifierStarted: true }),
      ]),
    );
    // Refused to a player.
    const player = await createUser(t);
    expect(
      (
        await as(player, 'PUT', '/admin/qualifiers/underfilled-rule', {
          game,
          playFormat: 'squad',
          month: month(),
          rule: 'play',
        })
      ).statusCode,
    ).toBe(403);
  });
});

// `npm run bench:placement [-- --pools 1,25,50,100 --runs 40]`: what placing one paid squad in its
// prize pool (`assignGroup`, inside "Mark as Paid" and every webhook's settlement) costs as a
// month's qualifier fills. The long run (`npm run bench:long`) showed it growing with the number
// of pools; here one qualifier gets full pools of 80 squads (High Risk, ₹2,000, the load
// benchmark's pass; in each, two entries refunded in full and their places taken again) and one
// half full, and placement is timed at each number of full pools, side by side with the first
// (one pool), in the same run: joining the pool with room (79 payments in 80), and opening the
// next pool (the 80th). Each placement is rolled back, so every run sees the same pools. On
// PGlite, and on PostgreSQL too with DATABASE_URL. Flat figures down the table are the goal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { poolSize } from '../src/shared/championship-rules.ts';
import { indianMonth } from '../src/shared/india-time.ts';
import { connect, migrate, openDatabase, type Database } from '../src/server/db/database.ts';
import { tablesOf } from '../src/server/db/kysely.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { Game } from '../src/server/games/entities.ts';
import { Payment } from '../src/server/payments/entities.ts';
import { Qualifier, QualifierGroup } from '../src/server/qualifiers/entities.ts';
import { assignGroup, type PoolKey } from '../src/server/qualifiers/service.ts';
import { Participant } from '../src/server/registration/entities.ts';
import { AppUser } from '../src/server/users/entities.ts';
import { createDatabase, dropDatabase } from '../test/support/postgres.ts';
import { medianAndP95 } from './bench-leaderboard.ts';

const { values: args } = parseArgs({
  options: {
    pools: { type: 'string', default: '1,25,50,100' },
    runs: { type: 'string', default: '40' },
  },
});
const SIZES = args.pools.split(',').map(Number);
const RUNS = Number(args.runs);
const REFUNDED_PER_POOL = 2;
const HALF = 40;
const KEY = { playFormat: 'squad', riskCategory: 'hr', priceCategory: '2000' } as const;
const CAPACITY = poolSize(KEY.playFormat, KEY.riskCategory, KEY.priceCategory);

class RolledBack extends Error {}

/**
 * Makes the qualifier's pools `full` full ones and then one with half its places taken, the pool
 * payments join (its id is answered): the half-taken pool of the step before is filled up first.
 */
async function fillPools(db: Database, qualifierId: string, ownerId: string, full: number): Promise<string> {
  const em = db.orm.em.fork();
  const qualifier = await em.findOneOrFail(Qualifier, qualifierId, { populate: ['game'] });
  const owner = await em.findOneOrFail(AppUser, ownerId);
  const entries = (group: QualifierGroup, count: number, refunded: number) => {
    for (let i = 0; i < count; i++) {
      const participant = em.create(Participant, {
        owner,
        name: 'Bench Player',
        phone: '9800000000',
        email: owner.email!,
        state: 'Karnataka',
        city: 'Bengaluru',
        dateOfBirth: '1999-01-15',
        game: qualifier.game,
        gameCategory: qualifier.game.category,
        ...KEY,
        pass: 'premium',
        passPrice: 2000,
        status: 'paid',
        paidAt: new Date(),
        group,
      });
      em.create(Payment, {
        participant,
        owner,
        amount: 2000,
        gateway: 'mock',
        status: i < refunded ? 'refunded' : 'success',
        liveKey: participant.id,
        paidAt: new Date(),
      });
    }
  };
  const open = await em.findOne(QualifierGroup, { qualifier }, { orderBy: { number: 'desc' } });
  if (open) {
    entries(open, CAPACITY - open.placesTaken, 0);
    open.placesTaken = CAPACITY;
  }
  let half = open;
  for (let number = (open?.number ?? 0) + 1; number <= full + 1; number++) {
    const placesTaken = number <= full ? CAPACITY : HALF;
    half = em.create(QualifierGroup, {
      qualifier,
      number,
      riskCategory: KEY.riskCategory,
      priceCategory: KEY.priceCategory,
      capacity: CAPACITY,
      placesTaken,
    });
    entries(half, placesTaken + REFUNDED_PER_POOL, REFUNDED_PER_POOL);
    await em.flush();
  }
  await em.flush();
  // As autovacuum would have by now on a database filled by payments (PGlite has no autovacuum).
  await em.getConnection().execute('analyze');
  return half!.id;
}

/**
 * `runs` placements of one squad, each rolled back: milliseconds. `opening`: the pool with room,
 * as if it had just filled, so each payment opens the next pool (every 80th payment does).
 */
async function timePlacement(
  db: Database,
  key: PoolKey,
  runs: number,
  opening: string | null,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await db.orm.em
      .fork()
      .transactional(async (tx) => {
        if (opening)
          await tablesOf<typeof QualifierGroup>(tx)
            .updateTable('qualifier_group')
            .set((eb) => ({ capacity: eb.ref('places_taken') }))
            .where('id', '=', opening)
            .execute();
        const started = performance.now();
        await assignGroup(tx, key, new Date());
        times.push(performance.now() - started);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
  return times;
}

async function benchOn(db: Database, label: string): Promise<void> {
  await migrate(db);
  await seedDemo(db.orm.em.fork(), { log: () => {} });
  const em = db.orm.em.fork();
  const game = await em.findOneOrFail(Game, { slug: 'bgmi' });
  const owner = em.create(AppUser, {
    email: 'bench.placement@bench.arena.local',
    firstName: 'Bench',
    lastName: 'Player',
  });
  const qualifier = em.create(Qualifier, {
    game,
    playFormat: KEY.playFormat,
    month: indianMonth(new Date()),
  });
  await em.flush();
  const key: PoolKey = { game, ...KEY };
  console.log(`\n${label}: placing one squad (pools of ${CAPACITY}; ${RUNS} runs each, rolled back)`);
  console.log('               joining the pool with room     opening the next pool');
  console.log('  full pools   median ms   p95 ms   vs 1      median ms   p95 ms   vs 1');
  const firsts: number[] = [];
  for (const size of SIZES) {
    const withRoom = await fillPools(db, qualifier.id, owner.id, size);
    const cells = [];
    for (const opening of [null, withRoom]) {
      await timePlacement(db, key, 3, opening); // warm-up
      const { median, p95 } = medianAndP95(await timePlacement(db, key, RUNS, opening));
      const first = (firsts[opening ? 1 : 0] ??= median);
      cells.push(
        `${median.toFixed(2).padStart(9)}   ${p95.toFixed(2).padStart(6)}   ${(median / first).toFixed(2)}x`,
      );
    }
    console.log(`  ${String(size).padStart(10)}   ${cells.join('    ')}`);
  }
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-placement-'));
const pglite = await openDatabase({ dataDir: pgliteDir, role: 'server' });
try {
  await benchOn(pglite, 'PGlite');
} finally {
  await pglite.close();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}
const postgres = process.env.DATABASE_URL;
if (postgres) {
  const url = await createDatabase(postgres, 'arena_placement');
  const db = await connect({ url }, 'the benchmark database', 5);
  try {
    await benchOn(db, 'PostgreSQL');
  } finally {
    await db.close();
    await dropDatabase(postgres, url);
  }
}

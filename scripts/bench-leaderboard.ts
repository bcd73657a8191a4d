// A full prize pool for the reads benchmark (scripts/bench-reads.ts): 280 paid entries of Free Fire
// Max solo, High Risk, ₹1,500 (the pool size of decision 25), five matches of lobby results, and
// its standings. Written straight through the ORM (a benchmark, not a test), on a database the
// benchmark's server then opens. Also times `recomputeStandings` after one changed result.
import type { EntityManager } from '@mikro-orm/postgresql';
import { poolSize } from '../src/shared/championship-rules.ts';
import { leaderboardPath } from '../src/shared/leaderboard-paths.ts';
import { migrate, type Database } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { Game } from '../src/server/games/entities.ts';
import { Match, MatchResult } from '../src/server/matches/entities.ts';
import { Qualifier, QualifierGroup } from '../src/server/qualifiers/entities.ts';
import { Participant } from '../src/server/registration/entities.ts';
import { recomputeStandings } from '../src/server/standings/index.ts';
import { AppUser } from '../src/server/users/entities.ts';

const GAME = 'free-fire-max';
const MONTH = '2026-11';
export const POOL_ENTRIES = poolSize('solo', 'hr', '1500');
const MATCHES = 5;
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sana', 'Vihaan', 'Zoya', 'Ishaan', 'Anaya'];
const LAST = ['Nair', 'Kapoor', 'Singh', 'Pillai', 'Gupta', 'Qureshi', 'Joshi', 'Khan', 'Rao', 'Iyer'];

export interface BenchPool {
  groupId: string;
  /** The pool's public leaderboard page. */
  path: string;
}

/** A deterministic shuffle (so runs compare): a linear congruential generator seeded by `seed`. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Migrates the database, seeds the demo content (so the server does not seed it again) and the
 * pool with its results and standings.
 */
export async function seedBenchPool(db: Database): Promise<BenchPool> {
  await migrate(db);
  await seedDemo(db.orm.em.fork(), { log: () => {} });
  const em = db.orm.em.fork();
  const game = await em.findOneOrFail(Game, { slug: GAME });
  const lobby = game.soloLobbySize;
  const group = await em.transactional(async (tx) => {
    const qualifier = tx.create(Qualifier, { game, playFormat: 'solo', month: MONTH });
    const created = tx.create(QualifierGroup, {
      qualifier,
      number: 1,
      riskCategory: 'hr',
      priceCategory: '1500',
      capacity: POOL_ENTRIES,
    });
    const entries: Participant[] = [];
    for (let i = 0; i < POOL_ENTRIES; i++) {
      const firstName = FIRST[i % FIRST.length]!;
      const lastName = `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}`;
      const email = `bench.player${i}@bench.arena.local`;
      const owner = tx.create(AppUser, {
        email,
        firstName,
        lastName,
        // Every third player chose a public name; the others show the default ("Aarav N.").
        publicName: i % 3 === 0 ? `Player_${i}` : null,
      });
      entries.push(
        tx.create(Participant, {
          owner,
          name: `${firstName} ${lastName}`,
          phone: `9${String(800_000_000 + i).padStart(9, '0')}`,
          email,
          state: 'Karnataka',
          city: 'Bengaluru',
          dateOfBirth: '1999-01-15',
          game,
          gameCategory: game.category,
          playFormat: 'solo',
          riskCategory: 'hr',
          priceCategory: '1500',
          pass: 'premium',
          passPrice: 1500,
          status: 'paid',
          paidAt: new Date(Date.UTC(2026, 9, 20, 0, 0, i)),
          group: created,
        }),
      );
    }
    for (let number = 1; number <= MATCHES; number++) {
      const match = tx.create(Match, {
        group: created,
        number,
        scheduledAt: new Date(Date.UTC(2026, 10, 3 * number, 13, 30)),
        status: 'completed',
      });
      // Lobbies of the game's size, reshuffled each match; placement within the lobby.
      for (const [i, participant] of shuffled(entries, number).entries()) {
        const rank = (i % lobby) + 1;
        tx.create(MatchResult, {
          match,
          participant,
          rank,
          points: 0,
          prize: 0,
          outcome: rank === 1 ? 'win' : 'loss',
          finishes: (i * 7 + number) % 9,
        });
      }
    }
    await tx.flush();
    await recomputeStandings(tx, created.id);
    return created;
  });
  return {
    groupId: group.id,
    path: leaderboardPath({ game: GAME, month: MONTH, format: 'solo', tier: 'hr', pass: '1500', pool: 1 }),
  };
}

/**
 * `recomputeStandings` of the pool after one changed result (one entry's placement in the last
 * match), `runs` times, each in a transaction of its own as recordResults does: milliseconds.
 */
export async function timeRecompute(db: Database, pool: BenchPool, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await db.orm.em.fork().transactional(async (tx: EntityManager) => {
      const result = await tx.findOneOrFail(
        MatchResult,
        { match: { group: pool.groupId, number: MATCHES } },
        { orderBy: { id: 'asc' }, offset: run % POOL_ENTRIES },
      );
      result.rank = (result.rank % 10) + 1;
      result.finishes += 1;
      await tx.flush();
      const started = performance.now();
      await recomputeStandings(tx, pool.groupId);
      times.push(performance.now() - started);
    });
  }
  return times;
}

/** The median and the 95th percentile (nearest rank) of `values`. */
export function medianAndP95(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

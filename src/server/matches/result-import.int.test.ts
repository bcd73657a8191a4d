import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import { poolStandings } from '../standings/index.ts';

// A lobby's result file, previewed then confirmed (docs/decisions/0025-championship-rules.md,
// "Results and scoring"): the preview names every problem by line and writes nothing; only a
// file without problems is written, all at once, and the pool's standings follow.

const { t, admin } = adminTestAppOfFile('games');

interface Entry {
  id: string;
  usernames: string[];
}

async function entry(game: string, squad = false): Promise<Entry> {
  const user: TestUser = await createUser(t);
  const id = await registerAndPay(
    t,
    user,
    squad ? squadPayload(3, { selectedGame: game }) : soloPayload({ selectedGame: game }),
  );
  const view = (await requestAs(t, user, 'GET', `/api/participants/${id}`)).json<{
    gameUsername: string;
    teammates: { gameUsername: string }[];
  }>();
  return { id, usernames: [view.gameUsername, ...view.teammates.map((m) => m.gameUsername)] };
}

async function poolOf(game: string, players: number, squad = false) {
  const entries: Entry[] = [];
  for (let i = 0; i < players; i++) entries.push(await entry(game, squad));
  const matches = (
    await requestAs(t, admin, 'POST', '/admin/matches/schedule', { participantId: entries[0]!.id })
  ).json().matches as { id: string; number: number; groupId: string }[];
  // Every entry checked in to every match (results are only for checked-in entries).
  const ids = entries.map((e) => e.id);
  for (const match of matches) await admitAll(t, admin, match.id, ids);
  return { entries, matches: matches.sort((a, b) => a.number - b.number), groupId: matches[0]!.groupId };
}

const preview = (matchId: string, file: string) =>
  requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results/import/preview`, { file });
const confirm = (matchId: string, file: string) =>
  requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results/import`, { file });
const resultCount = async (matchId: string) =>
  (await requestAs(t, admin, 'GET', `/admin/matches/${matchId}`)).json().match.results as number;
const standingsOf = (groupId: string) => poolStandings(t.db.orm.em.fork(), groupId);

describe('importing a lobby placement file', () => {
  it('names unknown usernames, duplicates, bad numbers, placements out of range or shared and outsiders by line, writing nothing', async () => {
    const { entries, matches, groupId } = await poolOf('bgmi', 3);
    const [a, b, c] = entries as [Entry, Entry, Entry];
    const outsider = await entry('free-fire-max');
    const before = await standingsOf(groupId);
    const file = [
      'username,placement,finishes',
      `${a.usernames[0]},1,2`,
      'NOBODY99,2,0',
      `${a.usernames[0]!.toLowerCase()},3,0`,
      `${b.usernames[0]},9,0`,
      `${c.usernames[0]},two,1`,
      `${outsider.usernames[0]},2,0`,
      `${c.usernames[0]},1,x`,
    ].join('\n');
    const res = await preview(matches[0]!.id, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors).toEqual([
      'Line 3: unknown username NOBODY99',
      `Line 4: ${a.usernames[0]!.toLowerCase()} names the same entry as line 2 (one row per entry)`,
      'Line 5: placement 9 is out of range: the match has 3 entries',
      'Line 6: Placement "two" is not a whole number',
      `Line 7: ${outsider.usernames[0]} does not play in this match's pool`,
      `Line 8: ${c.usernames[0]} names the same entry as line 6 (one row per entry)`,
      'Line 8: Finishes "x" is not a whole number',
    ]);
    expect(res.json().rows[0]).toMatchObject({
      line: 2,
      participantId: a.id,
      rank: 1,
      finishes: 2,
      points: 12,
    });

    // Shared placements are named on each line.
    const shared = await preview(
      matches[0]!.id,
      `username,placement,finishes\n${a.usernames[0]},1,0\n${b.usernames[0]},1,0\n`,
    );
    expect(shared.json().errors).toEqual([
      'Line 2: placement 1 is given twice',
      'Line 3: placement 1 is given twice',
    ]);

    // A file with problems cannot be confirmed; nothing was written by either step.
    const refused = await confirm(matches[0]!.id, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'match.import_errors' });
    expect(refused.json().error).toContain(
      'The file has 7 problems; nothing was imported. Line 3: unknown username NOBODY99',
    );
    expect(await resultCount(matches[0]!.id)).toBe(0);
    expect(await standingsOf(groupId)).toEqual(before);
  });

  it('writes every row of a clean file at once and recomputes the standings; a squad is named by any member', async () => {
    const { entries, matches, groupId } = await poolOf('bgmi', 3, true);
    const [a, b, c] = entries as [Entry, Entry, Entry];
    // Columns in another order and case; b by a teammate's username; c with no finishes.
    const file = `Finishes,USERNAME,Placement\r\n5,${a.usernames[0]},2\r\n1,${b.usernames[2]},1\r\n,${c.usernames[1]},3\r\n`;
    const seen = await preview(matches[0]!.id, file);
    expect(seen.json().errors).toEqual([]);
    expect(
      seen.json().rows.map((r: { participantId: string; points: number }) => [r.participantId, r.points]),
    ).toEqual([
      [a.id, 11],
      [b.id, 11],
      [c.id, 5],
    ]);
    expect(await resultCount(matches[0]!.id)).toBe(0);

    const done = await confirm(matches[0]!.id, file);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', results: 3 });
    // a and b both 11: b has the win.
    expect((await standingsOf(groupId)).map((s) => [s.participantId, s.rank, s.points])).toEqual([
      [b.id, 1, 11],
      [a.id, 2, 11],
      [c.id, 3, 5],
    ]);
    // Confirming the same file again writes the same.
    expect((await confirm(matches[0]!.id, file)).json()).toMatchObject({ results: 3 });
  });

  it('refuses a file without the columns, too long, or of no rows', async () => {
    const { matches } = await poolOf('bgmi', 1);
    expect((await preview(matches[0]!.id, 'username,result\nX,win')).json().errors).toEqual([
      "Line 1: the header needs the column placement (this game's file has username, placement, finishes)",
    ]);
    expect((await preview(matches[0]!.id, 'username,placement,finishes\n')).json().errors).toEqual([
      'The file has a header but no results',
    ]);
    const long = await preview(matches[0]!.id, 'x'.repeat(100_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Keep the result file to 100 KB');
  });
});

describe('importing a head-to-head file', () => {
  it('reads result, score and opponent, a bye as a win, and checks the pairing', async () => {
    const { entries, matches, groupId } = await poolOf('pokemon-unite', 3);
    const [a, b, c] = entries as [Entry, Entry, Entry];
    const bad = await preview(
      matches[0]!.id,
      `username,result,score_for,score_against,opponent\n${a.usernames[0]},win,2,0,${b.usernames[0]}\n${b.usernames[0]},win,0,2,${a.usernames[0]}\n${c.usernames[0]},tie,0,0,\n`,
    );
    expect(bad.json().errors).toEqual([
      "Line 2: the opponent's result is a win, so this one must be a loss",
      'Line 3: a score of 0–2 is not a win',
      "Line 3: the opponent's result is a win, so this one must be a loss",
      'Line 4: result "tie" is not win, loss, draw or bye',
    ]);
    const file = `username,result,score_for,score_against,opponent\n${a.usernames[0]},win,2,0,${b.usernames[0]}\n${b.usernames[0]},loss,0,2,${a.usernames[0]}\n${c.usernames[0]},bye,,,\n`;
    expect((await preview(matches[0]!.id, file)).json().errors).toEqual([]);
    expect((await confirm(matches[0]!.id, file)).statusCode).toBe(200);
    expect((await standingsOf(groupId)).map((s) => [s.participantId, s.points, s.buchholz])).toEqual(
      expect.arrayContaining([
        [a.id, 3, 0],
        [b.id, 0, 3],
        [c.id, 3, 0],
      ]),
    );
  });
});

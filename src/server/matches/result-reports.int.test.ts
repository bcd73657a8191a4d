import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { MARKER, multipart, pngWithMetadata } from '../../../test/support/screenshots.ts';
import {
  DISPUTE_WINDOW_HOURS,
  REPORT_WINDOW_MINUTES,
  SCREENSHOT_MAX_BYTES,
} from '../../shared/championship-rules.ts';
import { AuditLog } from '../audit/entities.ts';
import { Notification } from '../notifications/entities.ts';
import { poolStandings } from '../standings/index.ts';

// Players' result reports and disputes (docs/decisions/0025-championship-rules.md, "Results and
// scoring"): the report window, the screenshot (typed by content, at most 2 MB, metadata gone,
// seen only by organisers and the reporter), when disputes open, and the organisers' decision.
// The clock is the process's `Date`, faked per step so the window edges hold to the millisecond.

const { t, admin } = adminTestAppOfFile('games');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
});

const clockAt = (moment: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
};

interface Player {
  user: TestUser;
  id: string;
}

/** `count` paid solo entries of one pool, its first match at `start` with every entry checked in. */
async function poolWithMatch(game: string, count: number) {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(t);
    players.push({ user, id: await registerAndPay(t, user, soloPayload({ selectedGame: game })) });
  }
  const scheduled = await requestAs(t, admin, 'POST', '/admin/matches/schedule', {
    participantId: players[0]!.id,
  });
  const matches = (scheduled.json().matches as { id: string; number: number; groupId: string }[]).sort(
    (a, b) => a.number - b.number,
  );
  const match = matches[0]!;
  const start = Math.ceil((Date.now() + 2 * HOUR) / MINUTE) * MINUTE;
  await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}`, {
    scheduledAt: new Date(start).toISOString(),
  });
  await admitAll(
    t,
    admin,
    match.id,
    players.map((p) => p.id),
  );
  return { players, matchId: match.id, otherMatchId: matches[1]!.id, groupId: match.groupId, start };
}

const png = { bytes: pngWithMetadata(), name: 'result.png', type: 'image/png' };

async function report(
  user: TestUser,
  matchId: string,
  fields: Record<string, string | number>,
  file: { bytes: Buffer; name: string; type: string } | null = png,
) {
  const body = await multipart(fields, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/reports`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

const results = (matchId: string, list: object[]) =>
  requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results`, { results: list });

const openDisputes = async () =>
  (await requestAs(t, admin, 'GET', '/admin/disputes?status=open')).json<
    { id: string; matchId: string; cause: string; entries: { participantId: string }[] }[]
  >();

describe('a result report', () => {
  it('is taken from the start until the report window ends, and within the dispute window of entered results', async () => {
    const { players, matchId, otherMatchId, start } = await poolWithMatch('bgmi', 3);
    const [a, b, c] = players as [Player, Player, Player];

    clockAt(start - 1);
    expect((await report(a.user, matchId, { participantId: a.id, placement: 1 })).json()).toMatchObject({
      reason: 'report.not_open',
      error: 'Reports for this match open at its start.',
    });

    clockAt(start + REPORT_WINDOW_MINUTES * MINUTE - 1);
    const taken = await report(a.user, matchId, { participantId: a.id, placement: 1, finishes: 2 });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ placement: 1, finishes: 2, outcome: null, state: 'submitted' });
    // The same report again is the one kept; another is refused.
    const again = await report(a.user, matchId, { participantId: a.id, placement: 1, finishes: 2 });
    expect([again.statusCode, again.json().id]).toEqual([200, taken.json().id]);
    expect((await report(a.user, matchId, { participantId: a.id, placement: 2 })).json()).toMatchObject({
      reason: 'report.exists',
    });
    // Someone else's entry is not there; an entry that did not check in may not report.
    expect((await report(b.user, matchId, { participantId: a.id, placement: 1 })).statusCode).toBe(404);
    expect((await report(a.user, otherMatchId, { participantId: a.id, placement: 1 })).json()).toMatchObject({
      reason: 'report.not_checked_in',
    });
    expect((await report(a.user, matchId, { participantId: a.id, outcome: 'win' })).json()).toMatchObject({
      reason: 'report.placement_fields',
    });

    clockAt(start + REPORT_WINDOW_MINUTES * MINUTE);
    expect((await report(b.user, matchId, { participantId: b.id, placement: 1 })).json()).toMatchObject({
      reason: 'report.closed',
      error: 'The time to report this result has passed.',
    });

    const enteredAt = start + 3 * HOUR;
    clockAt(enteredAt);
    const entered = await results(matchId, [
      { participantId: a.id, rank: 1, finishes: 2 },
      { participantId: b.id, rank: 2 },
      { participantId: c.id, rank: 3 },
    ]);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(await openDisputes()).toEqual([]);

    // b claims a's placement: against the organisers' entry and against a's report, one dispute.
    clockAt(enteredAt + DISPUTE_WINDOW_HOURS * HOUR - 1);
    const late = await report(b.user, matchId, { participantId: b.id, placement: 1, finishes: 0 });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().state).toBe('disputed');
    expect(await report(b.user, matchId, { participantId: b.id, placement: 1, finishes: 0 })).toMatchObject({
      statusCode: 200,
    });
    const disputes = (await openDisputes()).filter((d) => d.matchId === matchId);
    expect(disputes).toHaveLength(1);
    expect(disputes[0]!.entries.map((e) => e.participantId).sort()).toEqual([a.id, b.id].sort());

    clockAt(enteredAt + DISPUTE_WINDOW_HOURS * HOUR);
    expect((await report(c.user, matchId, { participantId: c.id, placement: 3 })).json()).toMatchObject({
      reason: 'report.closed',
    });
    const listed = await requestAs(t, a.user, 'GET', '/api/matches/reports');
    expect(listed.json()).toEqual([
      expect.objectContaining({
        matchId,
        participantId: a.id,
        open: false,
        report: expect.objectContaining({ state: 'disputed' }),
      }),
    ]);
  });

  it('takes a PNG, JPEG or WebP by its content, at most 2 MB, stores it without metadata and shows it only to organisers and the reporter', async () => {
    const { players, matchId, start } = await poolWithMatch('free-fire-max', 3);
    const [a, b, c] = players as [Player, Player, Player];
    clockAt(start + MINUTE);

    const text = { bytes: Buffer.from('not an image at all'), name: 'result.png', type: 'image/png' };
    expect((await report(a.user, matchId, { participantId: a.id, placement: 1 }, text)).json()).toMatchObject(
      {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        reason: 'report.screenshot_type',
        error: 'The screenshot must be a PNG, JPEG or WebP image.',
      },
    );
    const huge = { ...png, bytes: Buffer.concat([png.bytes, Buffer.alloc(SCREENSHOT_MAX_BYTES)]) };
    expect((await report(a.user, matchId, { participantId: a.id, placement: 1 }, huge)).json()).toMatchObject(
      {
        code: 'PAYLOAD_TOO_LARGE',
        reason: 'report.screenshot_too_large',
      },
    );
    expect((await report(a.user, matchId, { participantId: a.id, placement: 1 }, null)).json()).toMatchObject(
      {
        reason: 'report.screenshot_missing',
      },
    );

    // A PNG named and declared a JPEG is a PNG.
    const renamed = { bytes: pngWithMetadata(), name: 'result.jpg', type: 'image/jpeg' };
    const taken = await report(a.user, matchId, { participantId: a.id, placement: 2, finishes: 1 }, renamed);
    expect(taken.statusCode, taken.body).toBe(201);
    const url = taken.json().screenshotUrl as string;

    const shown = await requestAs(t, a.user, 'GET', url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(shown.rawPayload.includes(MARKER)).toBe(false);
    expect(shown.rawPayload.includes('tEXt')).toBe(false);
    expect(shown.rawPayload.includes('IDAT')).toBe(true);
    expect((await requestAs(t, admin, 'GET', url)).statusCode).toBe(200);
    expect((await requestAs(t, b.user, 'GET', url)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    // The organisers' entry, made after the report, disagrees with it: the dispute opens then.
    const entered = await results(matchId, [
      { participantId: a.id, rank: 1 },
      { participantId: b.id, rank: 2 },
      { participantId: c.id, rank: 3 },
    ]);
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await openDisputes()).filter((d) => d.matchId === matchId)).toEqual([
      expect.objectContaining({
        cause: 'organiser',
        entries: [expect.objectContaining({ participantId: a.id })],
      }),
    ]);
  });
});

describe('a dispute', () => {
  it('opens when opponents’ reports disagree, blocks the close, and the decision writes the result and recomputes standings', async () => {
    const { players, matchId, groupId, start } = await poolWithMatch('valorant', 2);
    const [a, b] = players as [Player, Player];
    clockAt(start + 30 * MINUTE);
    const entered = await results(matchId, [
      { participantId: a.id, outcome: 'win', opponentId: b.id, scoreFor: 13, scoreAgainst: 7 },
      { participantId: b.id, outcome: 'loss', opponentId: a.id, scoreFor: 7, scoreAgainst: 13 },
    ]);
    expect(entered.statusCode, entered.body).toBe(200);
    const agreeing = await report(a.user, matchId, {
      participantId: a.id,
      outcome: 'win',
      scoreFor: 13,
      scoreAgainst: 7,
    });
    expect(agreeing.json().state).toBe('submitted');
    // Both say they won.
    const disputing = await report(b.user, matchId, {
      participantId: b.id,
      outcome: 'win',
      scoreFor: 13,
      scoreAgainst: 9,
    });
    expect(disputing.json().state).toBe('disputed');
    const [dispute] = (await openDisputes()).filter((d) => d.matchId === matchId);
    expect(dispute!.entries.map((e) => e.participantId).sort()).toEqual([a.id, b.id].sort());
    // The organisers are asked to decide it (issue 28), once.
    const asked = await t.db.orm.em
      .fork()
      .find(Notification, { user: admin.userId, eventKey: `organiser.dispute-opened:${dispute!.id}` });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.path).toBe('/admin?section=disputes');

    const detail = (await requestAs(t, admin, 'GET', `/admin/disputes/${dispute!.id}`)).json();
    expect(detail.sides).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          participantId: b.id,
          organiser: expect.objectContaining({ outcome: 'loss', scoreFor: 7 }),
          report: expect.objectContaining({ outcome: 'win', scoreFor: 13, scoreAgainst: 9 }),
        }),
      ]),
    );
    const preview = (await requestAs(t, admin, 'GET', `/admin/pools/${groupId}/close`)).json();
    expect(preview.blockers).toContain('Match 1 has an open dispute.');

    const decision = {
      results: [
        { participantId: a.id, outcome: 'loss', opponentId: b.id, scoreFor: 9, scoreAgainst: 13 },
        { participantId: b.id, outcome: 'win', opponentId: a.id, scoreFor: 13, scoreAgainst: 9 },
      ],
      note: 'The screenshot shows 13–9.',
    };
    const decide = (body: object) =>
      requestAs(t, admin, 'POST', `/admin/disputes/${dispute!.id}/decision`, body);
    expect((await decide({ results: decision.results.slice(1) })).json()).toMatchObject({
      reason: 'dispute.results_missing',
    });
    const decided = await decide(decision);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'decided', decision: { note: decision.note } });
    expect(
      (await poolStandings(t.db.orm.em.fork(), groupId)).map((s) => [s.participantId, s.points]),
    ).toEqual([
      [b.id, 3],
      [a.id, 0],
    ]);
    // Final: the same decision again changes nothing; another is refused.
    expect((await decide(decision)).statusCode).toBe(200);
    expect((await decide({ results: decision.results, note: 'Changed my mind' })).json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'dispute.decided',
    });
    const em = t.db.orm.em.fork();
    expect(await em.count(AuditLog, { action: 'dispute.decide', entityId: dispute!.id })).toBe(1);
    expect(await em.count(Notification, { user: b.user.userId, title: { $like: 'Dispute decided%' } })).toBe(
      1,
    );
    // The decided result is told with the pool rank it gives.
    const result = await em.find(Notification, {
      user: b.user.userId,
      eventKey: { $like: 'result.recorded:%' },
    });
    // (Rows come back in no set order: the organiser's first entry told a loss.)
    expect(
      result.some((n) =>
        /^You won 13–9: 3 points\. You are ranked 1 in your pool\.$|rank in the pool changed/.test(n.body),
      ),
    ).toBe(true);
    const mine = (await requestAs(t, b.user, 'GET', '/api/matches/reports')).json();
    expect(mine[0].report.state).toBe('decided');
    expect((await requestAs(t, admin, 'GET', `/admin/pools/${groupId}/close`)).json().blockers).not.toContain(
      'Match 1 has an open dispute.',
    );
  });
});

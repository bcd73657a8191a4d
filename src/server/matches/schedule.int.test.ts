import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { Game } from '../games/entities.ts';
import { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';

// POST /admin/matches/schedule: a group with no matches gets its five; one with matches keeps them.

const { t, admin } = adminTestAppOfFile('games');

const schedule = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin/matches/schedule', headers: admin.headers, payload });

/** A group of a qualifier of its own, with no matches (as a group from before scheduling was). */
async function emptyGroup(month: string) {
  const em = t.db.orm.em.fork();
  const game = await em.findOneOrFail(Game, { slug: 'valorant' });
  const qualifier = em.create(Qualifier, { game, playFormat: 'solo', month });
  const group = em.create(QualifierGroup, { qualifier, number: 1, capacity: 100 });
  await em.flush();
  return group.id;
}

describe('scheduling a group', () => {
  it('gives a group without matches its five, from the time given, once', async () => {
    const groupId = await emptyGroup('2031-01');
    const startAt = '2031-01-05T19:00:00+05:30';
    const first = await schedule({ groupId, startAt });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ scheduled: boolean; matches: { number: number; scheduledAt: string }[] }>();
    expect(body.scheduled).toBe(true);
    expect(body.matches.map((m) => [m.number, m.scheduledAt])).toEqual([
      [1, '2031-01-05T13:30:00.000Z'],
      [2, '2031-01-08T13:30:00.000Z'],
      [3, '2031-01-11T13:30:00.000Z'],
      [4, '2031-01-14T13:30:00.000Z'],
      [5, '2031-01-17T13:30:00.000Z'],
    ]);

    const again = await schedule({ groupId, startAt: '2031-02-01T19:00:00+05:30' });
    expect(again.json()).toEqual({ ...body, scheduled: false });
  });

  it('says what is wrong with the input, and which group it does not know', async () => {
    expect((await schedule({})).json()).toMatchObject({
      error: 'Give a registration ID or a group ID',
      code: 'BAD_REQUEST',
      fieldErrors: { participantId: 'Give a registration ID or a group ID' },
    });
    expect((await schedule({ participantId: 'abc', startAt: 'soon' })).json()).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        participantId: 'A registration ID is a UUID, e.g. 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
        startAt: 'Give the match a date and time, e.g. 2026-12-01T19:00:00+05:30',
      },
    });
    const unknown = await schedule({ groupId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Qualifier group not found', code: 'NOT_FOUND' });
  });
});

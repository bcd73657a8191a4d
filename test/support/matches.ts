import { expect } from 'vitest';
import { requestAs, type TestUser } from './auth.ts';
import type { TestApp } from './test-app.ts';

/**
 * The organisers admit entries to a match (a check-in by the organiser, POST
 * /admin/matches/{id}/check-ins), as results are only for checked-in entries. Before the start.
 */
export async function admitAll(t: TestApp, admin: TestUser, matchId: string, participantIds: string[]) {
  for (const participantId of participantIds) {
    const res = await requestAs(t, admin, 'POST', `/admin/matches/${matchId}/check-ins`, { participantId });
    expect(res.statusCode, res.body).toBe(200);
  }
}

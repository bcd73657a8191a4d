import type { AdminApi } from './content-admin.ts';

/**
 * Plays the pool of `participantId` through as the organisers do over the API: its five matches
 * scheduled, the player checked in and first in each, then the pool closed, which awards the prize.
 */
export async function winPoolByApi(admin: AdminApi, participantId: string): Promise<void> {
  const { matches } = await admin<{ matches: { id: string; groupId: string }[] }>(
    'POST',
    '/admin/matches/schedule',
    { participantId },
  );
  for (const match of matches) {
    await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });
    await admin('POST', `/admin/matches/${match.id}/results`, { results: [{ participantId, rank: 1 }] });
  }
  await admin('POST', `/admin/pools/${matches[0]!.groupId}/close`);
}

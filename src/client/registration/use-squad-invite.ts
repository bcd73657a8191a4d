import { useState } from 'react';
import { paths } from '../app/paths.ts';
import { errorText } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';

/** While the captain waits for teammates to join through the link, the list refreshes this often. */
const JOINED_REFRESH_MS = 5000;

/**
 * The squad step's invite link: the registration is made first (the link belongs to it), then the
 * link; the squad as the server has it (typed and joined teammates) is read again every few seconds.
 */
export function useSquadInvite(register: () => Promise<string | null>) {
  const utils = trpc.useUtils();
  const [invite, setInvite] = useState<{ participantId: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const squad = trpc.participant.squadTeammates.useQuery(
    { id: invite?.participantId ?? '' },
    { enabled: invite !== null, refetchInterval: JOINED_REFRESH_MS, refetchOnWindowFocus: true },
  );

  async function create() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const participantId = await register();
      if (!participantId) {
        setError('Failed to create participant');
        return;
      }
      const { token } = await utils.client.squadInvite.create.mutate({ id: participantId });
      setInvite({ participantId, url: new URL(paths.squadInvite(token), window.location.origin).href });
    } catch (failure) {
      setError(errorText(failure, 'Failed to create the invite link'));
    } finally {
      setBusy(false);
    }
  }

  return {
    url: invite?.url ?? null,
    busy,
    error,
    create,
    /** The squad as saved, once there is a link (null before). */
    joined: invite ? (squad.data?.map(({ id, name }) => ({ id, name })) ?? []) : null,
  };
}

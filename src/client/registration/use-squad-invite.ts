import { useEffect, useEffectEvent, useState } from 'react';
import { paths } from '../app/paths.ts';
import { errorText } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';

/** While the captain waits for teammates to join through the link, the list refreshes this often. */
const JOINED_REFRESH_MS = 5000;

/**
 * The squad step's invite link: the registration is made first (the link belongs to it), then the
 * link; the squad as the server has it (typed and joined teammates) is read again every few seconds.
 */
export function useSquadInvite({
  register,
  saved,
  onRegistration,
}: {
  register: () => Promise<string | null>;
  /** The draft's squad registration: after a reload its link comes back. */
  saved: string | undefined;
  onRegistration: (participantId: string | undefined) => void;
}) {
  const utils = trpc.useUtils();
  const [invite, setInvite] = useState<{ participantId: string; url: string } | null>(null);
  const linkOf = async (participantId: string) => {
    const { token } = await utils.client.squadInvite.create.mutate({ id: participantId });
    return { participantId, url: new URL(paths.squadInvite(token), window.location.origin).href };
  };

  // The link of a registration made before a reload: the same link again, or, if the registration
  // was paid, expired or cancelled meanwhile, none (the draft lets it go).
  const forget = useEffectEvent(() => onRegistration(undefined));
  const restoreLink = useEffectEvent((participantId: string) => linkOf(participantId));
  useEffect(() => {
    if (!saved) return;
    restoreLink(saved).then(setInvite, () => forget());
  }, [saved]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const squad = trpc.registration.squadTeammates.useQuery(
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
      setInvite(await linkOf(participantId));
      onRegistration(participantId);
    } catch (failure) {
      setError(errorText(failure, 'Failed to create the invite link'));
    } finally {
      setBusy(false);
    }
  }

  // A link belongs to the draft's registration only: once the draft lets it go, so does the step.
  const current = invite && invite.participantId === saved ? invite : null;
  return {
    url: current?.url ?? null,
    busy,
    error,
    create,
    /** The squad as saved, once there is a link (null before). */
    joined: current ? (squad.data?.map(({ id, name }) => ({ id, name })) ?? []) : null,
  };
}

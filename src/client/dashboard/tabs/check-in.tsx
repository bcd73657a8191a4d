import { useState } from 'react';
import { CheckIcon } from 'lucide-react';
import { checkInPhase } from '../../../shared/check-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/indian-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { useNow } from '../countdown.ts';
import type { UpcomingMatch } from '../outputs.ts';
import { m } from '../../../paraglide/messages.js';

// Check-in on a match card (docs/decisions/0025-championship-rules.md, "Check-in"): the player, or
// a squad's captain, checks in in the window; the room details are shown only after.

/** The Check in button, or Checked in, with what the window says now. */
export function CheckIn({ match }: { match: UpcomingMatch }) {
  const utils = trpc.useUtils();
  const { checkIn } = match;
  const now = useNow(checkIn.closesAt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `check-in-${match.matchId}-${match.participantId}`;

  if (checkIn.checkedInAt) {
    return (
      <Button type="button" variant="secondary" disabled>
        <CheckIcon aria-hidden="true" />
        {m.account_checked_in()}
      </Button>
    );
  }

  const phase = checkInPhase(checkIn, new Date(now));
  const hint = !checkIn.allowed
    ? m.account_check_in_by_captain()
    : phase === 'before'
      ? m.account_check_in_opens_at({ time: formatDateTime(checkIn.opensAt) })
      : phase === 'open'
        ? m.account_check_in_open_until({ time: formatDateTime(checkIn.closesAt) })
        : m.account_check_in_closed();

  const send = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await utils.client.matches.checkIn.mutate({ id: match.matchId, participantId: match.participantId });
      await utils.dashboard.upcoming.invalidate();
    } catch (caught) {
      setError(errorText(caught, m.account_check_in_failed()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <p id={id} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {checkIn.allowed && phase !== 'closed' && (
        <Button
          type="button"
          disabled={busy || phase !== 'open'}
          aria-describedby={id}
          onClick={() => void send()}
        >
          {busy && <Spinner />}
          {m.account_check_in()}
        </Button>
      )}
    </div>
  );
}

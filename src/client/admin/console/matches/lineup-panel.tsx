import { toast } from 'sonner';
import type { AdminMatchDetail } from '../../../../shared/matches.ts';
import type { MatchLineupView } from '../../../../shared/lineups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ConfirmButton } from '../confirm-dialog.tsx';

// A match's line-up (docs/decisions/0025-championship-rules.md, "Lobbies are not pools" and
// "Head-to-head"): the lobbies, or the Swiss pairings and the bye, built from the checked-in
// entries once check-in has closed. The server refuses a build too early and says why. A built
// line-up can be discarded until a result is entered (to re-admit an entry and build it again).

type Entry = MatchLineupView['entries'][number];

export function LineupPanel({ match }: { match: AdminMatchDetail['match'] }) {
  const utils = trpc.useUtils();
  const lineup = trpc.adminMatches.lineup.useQuery({ id: match.id }, { retry: false });
  const build = trpc.adminMatches.buildLineup.useMutation({
    onSuccess: () => toast.success(`The line-up of match ${match.number} is built.`),
    onError: (error) => toast.error(errorText(error, 'Could not build the line-up. Please try again.')),
    onSettled: () => utils.adminMatches.invalidate(),
  });
  const data = lineup.data;
  return (
    <section aria-labelledby="lineup-title" className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="lineup-title" className="text-lg font-semibold">
          Line-up
        </h2>
        <p className="text-sm text-muted-foreground">{summary(match, data)}</p>
      </div>
      {data?.built && match.status === 'scheduled' && <DiscardButton match={match} />}
      {data?.built ? (
        <ul className="flex flex-col divide-y" aria-label="Line-up list">
          {groups(data).map(([label, entries]) => (
            <li key={label} className="py-3" data-testid="lineup-group">
              <p className="font-medium">{label}</p>
              <p className="text-sm text-muted-foreground break-words">
                {entries.map((e) => e.name).join(data.scoringFormat === 'placement' ? ', ' : ' v ')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        match.status === 'scheduled' && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={build.isPending || !data}
            onClick={() => build.mutate({ id: match.id })}
          >
            {build.isPending ? 'Building…' : 'Build line-up'}
          </Button>
        )
      )}
    </section>
  );
}

/** Discards the built line-up, confirmed first; the server refuses once a result is entered. */
function DiscardButton({ match }: { match: AdminMatchDetail['match'] }) {
  const utils = trpc.useUtils();
  const discard = trpc.adminMatches.discardLineup.useMutation({
    onSuccess: () => toast.success(`The line-up of match ${match.number} is discarded.`),
    onError: (error) => toast.error(errorText(error, 'Could not discard the line-up. Please try again.')),
    onSettled: () => utils.adminMatches.invalidate(),
  });
  return (
    <ConfirmButton
      trigger={
        <Button type="button" variant="outline" className="w-fit self-start" disabled={discard.isPending}>
          Discard line-up
        </Button>
      }
      title={`Discard the line-up of match ${match.number}?`}
      action="Discard line-up"
      cancel="Keep it"
      onConfirm={() => discard.mutate({ id: match.id })}
    >
      Its lobbies or pairings are removed, so that entries can be re-admitted and the line-up built again.
      Once a result of the match is entered it can no longer be discarded.
    </ConfirmButton>
  );
}

function summary(match: AdminMatchDetail['match'], data: MatchLineupView | undefined): string {
  if (!data) return 'Loading the line-up…';
  const seed = data.seed ? ` Seed ${data.seed}.` : data.built ? ' Paired from the standings.' : '';
  if (data.built) return `${data.entries.length} checked-in entries.${seed}`;
  return match.scoringFormat === 'placement'
    ? `Not built. Once check-in has closed, the checked-in entries are spread evenly over lobbies of ${data.lobbySize ?? '?'} by a seeded shuffle.`
    : 'Not built. Once check-in has closed (and the previous round has all its results), the checked-in entries are paired for this Swiss round.';
}

/** Entries by lobby ("Lobby 2") or board ("Board 1"), the bye last. */
function groups(data: MatchLineupView): [string, Entry[]][] {
  const byLabel = new Map<string, Entry[]>();
  const noun = data.scoringFormat === 'placement' ? 'Lobby' : 'Board';
  for (const entry of data.entries) {
    const label = entry.bye ? 'Bye' : `${noun} ${entry.lobby}`;
    byLabel.set(label, [...(byLabel.get(label) ?? []), entry]);
  }
  return [...byLabel];
}

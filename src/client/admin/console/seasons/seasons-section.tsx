import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { SeasonView } from '../../../../shared/seasons.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ConfirmButton } from '../confirm-dialog.tsx';
import { GameSelect } from '../game-select.tsx';
import { LoadError } from '../load-error.tsx';
import { SemiFinalPanel } from './semi-final-panel.tsx';

// A game's season (docs/decisions/0025-championship-rules.md, "The road to the National Finals"):
// its ranking by season points, then Top 3 finishes, then qualifiers completed, and the Semi-Finals
// invitations once its 15th qualifier has closed, then the Semi-Finals (semi-final-panel.tsx). The
// game and format are in the URL.

const GAME_PARAM = 'game';
const FORMAT_PARAM = 'format';

/** The console's Seasons section. */
export function SeasonsSection() {
  const [params, setParams] = useSearchParams();
  const games = trpc.games.list.useQuery();
  const game = params.get(GAME_PARAM) ?? games.data?.[0]?.slug ?? '';
  const format = params.get(FORMAT_PARAM) === 'squad' ? 'squad' : 'solo';
  const season = trpc.adminSeasons.get.useQuery({ game, format }, { enabled: Boolean(game) });
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });

  return (
    <section aria-label="Seasons" className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        A season is 15 monthly qualifiers of a game and format. Each closed pool gives its entries that played
        every match season points by final place; a player&apos;s best pass in a qualifier counts, a
        squad&apos;s go to its captain.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="season-game">Game</Label>
          <GameSelect
            id="season-game"
            value={game}
            onChange={(slug) => set(GAME_PARAM, slug)}
            allLabel={null}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="season-format">Format</Label>
          <NativeSelect
            id="season-format"
            value={format}
            onChange={(event) => set(FORMAT_PARAM, event.target.value)}
          >
            <NativeSelectOption value="solo">Solo</NativeSelectOption>
            <NativeSelectOption value="squad">Squad</NativeSelectOption>
          </NativeSelect>
        </div>
      </div>
      {!game || season.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the season">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : season.isError ? (
        <LoadError query={season} fallback="Could not load the season. Please try again." />
      ) : (
        <Season season={season.data} />
      )}
    </section>
  );
}

function Season({ season }: { season: SeasonView }) {
  const utils = trpc.useUtils();
  const invite = trpc.adminSeasons.inviteSemiFinals.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.changed
          ? `${result.invited} invited to the Semi-Finals.`
          : 'Everyone was invited already; nothing changed.',
      );
      void utils.adminSeasons.get.invalidate();
    },
  });
  const invited = season.ranking.filter((row) => row.invitation).length;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm">
        <p>
          {season.game.name} {season.playFormat === 'solo' ? 'Solo' : 'Squad'}: {season.start} to {season.end}{' '}
          · {season.qualifiersClosed} of 15 qualifiers closed ·{' '}
          {season.finished ? 'finished' : 'the 15th qualifier has not closed yet'}
          {invited > 0 && ` · ${invited} invited`}
        </p>
        <ConfirmButton
          trigger={<Button disabled={!season.finished || invite.isPending}>Invite to the Semi-Finals</Button>}
          title="Invite to the Semi-Finals?"
          action="Invite"
          onConfirm={() => invite.mutate({ game: season.game.slug, format: season.playFormat })}
          error={invite.error ? errorText(invite.error, 'Could not send the invitations.') : undefined}
        >
          The top {season.invitePlaces} of the ranking, and everyone tied at the last invited place, are
          invited and told. Players invited before are not invited again.
        </ConfirmButton>
      </div>
      <SemiFinalPanel season={season} />
      {season.ranking.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          No season points yet: they are given when a pool of the season closes.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm" data-testid="season-ranking">
            <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {['Rank', 'Player', 'Season points', 'Top 3', 'Qualifiers', 'Semi-Finals'].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {season.ranking.map((row) => (
                <tr key={row.accountId}>
                  <td className="px-3 py-2 tabular-nums">{row.rank}</td>
                  <td className="px-3 py-2">
                    <span className="block font-medium">{row.name}</span>
                    {row.email && <span className="block text-xs text-muted-foreground">{row.email}</span>}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{row.points}</td>
                  <td className="px-3 py-2 tabular-nums">{row.top3}</td>
                  <td className="px-3 py-2 tabular-nums">{row.qualifiersCompleted}</td>
                  <td className="px-3 py-2">
                    {row.invitation && <Badge variant="secondary">{row.invitation}</Badge>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

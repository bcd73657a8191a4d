import { useSearchParams } from 'react-router-dom';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { GameView } from '../../../../shared/games.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { GameDialog } from './game-dialog.tsx';
import { CATEGORY_LABELS, nextSortOrder, PLATFORM_LABELS } from './game-form.ts';

// The games section: every game in the site's order, added, edited and deleted here. The open
// form is in the URL next to section=games: `edit=new`, or `edit=<id>` for a game.

const EDIT_PARAM = 'edit';

/** The console's Games section. */
export function GamesSection() {
  const [params, setParams] = useSearchParams();
  const games = trpc.adminGames.list.useQuery({});
  const editing = params.get(EDIT_PARAM);
  const setEditing = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(EDIT_PARAM, value);
      else next.delete(EDIT_PARAM);
      return next;
    });
  const editedGame = games.data?.find((game) => game.id === editing);

  return (
    <section aria-label="Games" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Players register for open games only. A game with registrations cannot be deleted: close it instead.
        </p>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add game
        </Button>
      </div>

      {games.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the games">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : games.isError ? (
        <LoadError query={games} fallback="Could not load the games. Please try again." />
      ) : games.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          No games yet. Add the first one.
        </p>
      ) : (
        <GamesTable games={games.data} onEdit={setEditing} />
      )}

      {games.data && (editing === 'new' || editedGame) && (
        <GameDialog
          // A new form for each game opened.
          key={editing}
          game={editedGame ?? null}
          nextOrder={nextSortOrder(games.data)}
          onClose={() => setEditing(null)}
        />
      )}
      {games.data && editing && editing !== 'new' && !editedGame && (
        <FormError message="That game is not in the list any more (it may have been deleted)." />
      )}
    </section>
  );
}

const CELL =
  'align-top md:px-3 md:py-2 max-md:flex max-md:min-w-0 max-md:flex-col max-md:gap-0.5 max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

function GamesTable({ games, onEdit }: { games: GameView[]; onEdit: (id: string) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm max-md:block">
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground max-md:sr-only">
          <tr>
            {['Game', 'Category', 'Platform', 'Squad size', 'Order', 'Registration', 'Actions'].map(
              (label) => (
                <th key={label} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y max-md:block">
          {games.map((game) => (
            <tr
              key={game.id}
              className="hover:bg-muted/30 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:p-4"
            >
              <td className={`${CELL} min-w-0 max-md:col-span-2 max-md:before:content-none`}>
                <span className="block font-medium">{game.name}</span>
                <span className="block font-mono text-xs text-muted-foreground">{game.slug}</span>
              </td>
              <td data-label="Category" className={CELL}>
                {CATEGORY_LABELS[game.category]}
              </td>
              <td data-label="Platform" className={CELL}>
                {PLATFORM_LABELS[game.platform]}
              </td>
              <td data-label="Squad size" className={`${CELL} tabular-nums`}>
                {game.teamSize} players
              </td>
              <td data-label="Order" className={`${CELL} tabular-nums`}>
                {game.sortOrder}
              </td>
              <td data-label="Registration" className={CELL}>
                {game.openForRegistration ? <Badge>Open</Badge> : <Badge variant="secondary">Closed</Badge>}
              </td>
              <td className="align-top max-md:col-span-2 md:px-3 md:py-2">
                <div className="flex gap-2 md:justify-end">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${game.name}`}
                    onClick={() => onEdit(game.id)}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <DeleteGameButton game={game} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Delete, confirmed first; the server's refusal (the game has registrations) is shown as it says it. */
function DeleteGameButton({ game }: { game: GameView }) {
  const utils = trpc.useUtils();
  const remove = trpc.adminGames.delete.useMutation({
    onSuccess: () => toast.success(`${game.name} deleted.`),
    onError: (error) => toast.error(errorText(error, `Could not delete ${game.name}. Please try again.`)),
    onSettled: () => Promise.all([utils.adminGames.invalidate(), utils.games.invalidate()]),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Delete ${game.name}`}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={<>Delete {game.name}?</>}
      cancel="Cancel"
      action="Delete"
      onConfirm={() => remove.mutate({ id: game.id })}
    >
      It leaves the site at once. A game players registered for cannot be deleted; close it for registration
      instead.
    </ConfirmDialog>
  );
}

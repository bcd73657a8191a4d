import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { GAME_CATEGORIES, GAME_PLATFORMS } from '../../../../shared/registration-rules.ts';
import { MAX_TEAM_SIZE, MIN_TEAM_SIZE, type GameView } from '../../../../shared/games.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  CATEGORY_LABELS,
  emptyGameForm,
  gameFormOf,
  gameInputOf,
  nextSortOrder,
  PLATFORM_LABELS,
  slugOf,
  type GameForm,
} from './game-form.ts';

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
        <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <FormError message={errorText(games.error, 'Could not load the games. Please try again.')} />
          <Button type="button" variant="outline" size="sm" onClick={() => void games.refetch()}>
            Try again
          </Button>
        </div>
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {game.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            It leaves the site at once. A game players registered for cannot be deleted; close it for
            registration instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate({ id: game.id })}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The add or edit form, in a dialog; the server's message is shown when it refuses. */
function GameDialog({
  game,
  nextOrder,
  onClose,
}: {
  game: GameView | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<GameForm>(() => (game ? gameFormOf(game) : emptyGameForm(nextOrder)));
  // A new game's slug follows its name until the slug is typed in.
  const [slugTouched, setSlugTouched] = useState(game !== null);
  const done = (saved: GameView) => {
    toast.success(game ? `${saved.name} saved.` : `${saved.name} added.`);
    void utils.adminGames.invalidate();
    void utils.games.invalidate();
    onClose();
  };
  const create = trpc.adminGames.create.useMutation({ onSuccess: done });
  const update = trpc.adminGames.update.useMutation({ onSuccess: done });
  const saving = create.isPending || update.isPending;
  const error = game ? update.error : create.error;
  const change = (changes: Partial<GameForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = gameInputOf(form);
    if (game) update.mutate({ id: game.id, ...input });
    else create.mutate(input);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{game ? `Edit ${game.name}` : 'Add a game'}</DialogTitle>
          <DialogDescription>
            Solo passes are open in every game; a squad is the captain and their teammates.
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={form.name}
              maxLength={100}
              required
              onChange={(event) =>
                change({
                  name: event.target.value,
                  ...(slugTouched ? {} : { slug: slugOf(event.target.value) }),
                })
              }
            />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-slug`}>Slug</Label>
            <Input
              id={`${id}-slug`}
              value={form.slug}
              maxLength={80}
              required
              className="font-mono"
              aria-describedby={`${id}-slug-hint`}
              onChange={(event) => {
                setSlugTouched(true);
                change({ slug: event.target.value });
              }}
            />
            <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">
              In the game’s links and in registrations: lower-case letters, digits and hyphens.
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <NativeSelect
              id={`${id}-category`}
              value={form.category}
              onChange={(event) =>
                change({ category: GAME_CATEGORIES.find((c) => c === event.target.value) ?? form.category })
              }
            >
              {GAME_CATEGORIES.map((category) => (
                <NativeSelectOption key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-platform`}>Platform</Label>
            <NativeSelect
              id={`${id}-platform`}
              value={form.platform}
              onChange={(event) =>
                change({ platform: GAME_PLATFORMS.find((p) => p === event.target.value) ?? form.platform })
              }
            >
              {GAME_PLATFORMS.map((platform) => (
                <NativeSelectOption key={platform} value={platform}>
                  {PLATFORM_LABELS[platform]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-team`}>Squad size</Label>
            <Input
              id={`${id}-team`}
              type="number"
              inputMode="numeric"
              min={MIN_TEAM_SIZE}
              max={MAX_TEAM_SIZE}
              step={1}
              value={form.teamSize}
              aria-describedby={`${id}-team-hint`}
              onChange={(event) => change({ teamSize: event.target.value })}
            />
            <p id={`${id}-team-hint`} className="text-xs text-muted-foreground">
              Players, the captain included ({MIN_TEAM_SIZE}–{MAX_TEAM_SIZE}).
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-order`}>Order</Label>
            <Input
              id={`${id}-order`}
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              step={1}
              value={form.sortOrder}
              aria-describedby={`${id}-order-hint`}
              onChange={(event) => change({ sortOrder: event.target.value })}
            />
            <p id={`${id}-order-hint`} className="text-xs text-muted-foreground">
              Smaller comes first in the site’s lists.
            </p>
          </div>
          <CheckboxField
            className="sm:col-span-2"
            label="Open for registration"
            description="Players can buy passes for this game."
            checked={form.openForRegistration}
            onChange={(event) => change({ openForRegistration: event.target.checked })}
          />
          {error && (
            <FormError
              className="sm:col-span-2"
              message={errorText(error, 'Could not save the game. Please try again.')}
            />
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={saving}>
            {game ? 'Save' : 'Add game'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

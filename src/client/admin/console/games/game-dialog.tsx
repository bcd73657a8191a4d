import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { GAME_CATEGORIES, GAME_PLATFORMS, SCORING_FORMATS } from '../../../../shared/registration-rules.ts';
import {
  MAX_CHECK_IN_MINUTES,
  MAX_LOBBY_SIZE,
  MAX_POINTS_PER_FINISH,
  MAX_TEAM_SIZE,
  MIN_LOBBY_SIZE,
  MIN_TEAM_SIZE,
  type GameInput,
  type GameView,
} from '../../../../shared/games.ts';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, FieldError, FormError, TextField } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  CATEGORY_LABELS,
  emptyGameForm,
  firstMessage,
  GAME_FIELDS,
  gameFormOf,
  gameFormSchema,
  PLATFORM_LABELS,
  SCORING_LABELS,
  slugOf,
  type GameForm,
} from './game-form.ts';

const FORM_ID = 'game-form';
const SLUG_TAKEN = 'A game with this slug already exists.';

/** The add or edit form, in a dialog; the server's refusals are shown by their fields. */
export function GameDialog({
  game,
  nextOrder,
  onClose,
}: {
  game: GameView | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useForm<GameForm, unknown, GameInput>({
    resolver: zodResolver(gameFormSchema),
    defaultValues: game ? gameFormOf(game) : emptyGameForm(nextOrder),
  });
  // A new game's slug follows its name until the slug is typed in.
  const [slugFollows, setSlugFollows] = useState(game === null);
  const create = trpc.adminGames.create.useMutation();
  const update = trpc.adminGames.update.useMutation();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors('root.server');
    try {
      const saved = game
        ? await update.mutateAsync({ id: game.id, ...input })
        : await create.mutateAsync(input);
      toast.success(game ? `${saved.name} saved.` : `${saved.name} added.`);
      void utils.adminGames.invalidate();
      void utils.games.invalidate();
      onClose();
    } catch (error) {
      const taken = error instanceof Error && error.message === SLUG_TAKEN;
      showServerError(form, error, {
        fields: GAME_FIELDS,
        fallback: 'Could not save the game. Please try again.',
        ...(taken ? { named: { slug: SLUG_TAKEN } } : {}),
      });
    }
  });

  const name = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugFollows) return;
      form.setValue('slug', slugOf(event.target.value), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    },
  });
  const slug = form.register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugFollows(!game && event.target.value === ''),
  });
  const select = <K extends 'category' | 'platform' | 'scoringFormat'>(
    field: K,
    label: string,
    options: readonly GameForm[K][],
    labels: Record<GameForm[K], string>,
  ) => (
    <Field className="content-start">
      <Label htmlFor={`${FORM_ID}-${field}`}>{label}</Label>
      <NativeSelect
        id={`${FORM_ID}-${field}`}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${FORM_ID}-${field}-error` : undefined}
        {...form.register(field)}
      >
        {options.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {labels[option]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <FieldError id={`${FORM_ID}-${field}-error`}>{errors[field]?.message}</FieldError>
    </Field>
  );

  /** A whole number between `min` and `max`. */
  const count = (
    field:
      | 'teamSize'
      | 'sortOrder'
      | 'soloLobbySize'
      | 'squadLobbySize'
      | 'checkInOpensMinutes'
      | 'checkInClosesMinutes'
      | 'pointsPerFinish',
    label: string,
    description: string,
    [min, max]: [number, number],
  ) => (
    <TextField
      className="content-start"
      label={label}
      registration={form.register(field)}
      error={errors[field]?.message}
      description={description}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
    />
  );

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={game ? `Edit ${game.name}` : 'Add a game'}
      description="Solo passes are open in every game; a squad is the captain and their teammates."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <form id={FORM_ID} className="grid min-w-0 gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField
          className="sm:col-span-2"
          label="Name"
          registration={name}
          error={errors.name?.message}
          maxLength={100}
        />
        <TextField
          className="sm:col-span-2"
          label="Slug"
          registration={slug}
          error={errors.slug?.message}
          description="In the game’s links and in registrations: lower-case letters, digits and hyphens."
          inputClassName="font-mono"
          maxLength={80}
          autoCapitalize="off"
          spellCheck={false}
        />
        {select('category', 'Category', GAME_CATEGORIES, CATEGORY_LABELS)}
        {select('platform', 'Platform', GAME_PLATFORMS, PLATFORM_LABELS)}
        {count(
          'teamSize',
          'Squad size',
          `Players, the captain included (${MIN_TEAM_SIZE}–${MAX_TEAM_SIZE}).`,
          [MIN_TEAM_SIZE, MAX_TEAM_SIZE],
        )}
        {count('sortOrder', 'Order', 'Smaller comes first in the site’s lists.', [0, 1000])}
        {select('scoringFormat', 'Scoring', SCORING_FORMATS, SCORING_LABELS)}
        {count('pointsPerFinish', 'Points per finish', 'Lobby placement only.', [0, MAX_POINTS_PER_FINISH])}
        <TextField
          className="sm:col-span-2"
          label="Placement points"
          registration={form.register('placementPoints')}
          error={firstMessage(errors.placementPoints)}
          description="Lobby placement only: points for 1st, 2nd and so on, separated by commas."
          inputMode="numeric"
        />
        {count('soloLobbySize', 'Solo lobby size', 'Players per lobby of a solo match.', [
          MIN_LOBBY_SIZE,
          MAX_LOBBY_SIZE,
        ])}
        {count('squadLobbySize', 'Squad lobby size', 'Squads per lobby of a squad match.', [
          MIN_LOBBY_SIZE,
          MAX_LOBBY_SIZE,
        ])}
        {count('checkInOpensMinutes', 'Check-in opens', 'Minutes before the start.', [
          0,
          MAX_CHECK_IN_MINUTES,
        ])}
        {count('checkInClosesMinutes', 'Check-in closes', 'Minutes before the start.', [
          0,
          MAX_CHECK_IN_MINUTES,
        ])}
        <TextField
          label="Season starts"
          registration={form.register('seasonStart')}
          error={errors.seasonStart?.message}
          description="The month (yyyy-mm) of the season’s first of 15 qualifiers."
          inputMode="numeric"
          maxLength={7}
        />
        <CheckboxField
          className="sm:col-span-2"
          label="Open for registration"
          description="Players can buy passes for this game."
          {...form.register('openForRegistration')}
        />
        <FormError className="sm:col-span-2" message={errors.root?.server?.message} />
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} disabled={isSubmitting}>
          {game ? 'Save' : 'Add game'}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}

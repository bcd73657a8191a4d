import { useState } from 'react';
import type { ReactNode } from 'react';
import { PencilIcon, PlusIcon, Trash2Icon, UserIcon } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_TEAMMATES, teammatesStillNeeded } from '../../../shared/registration-rules.ts';
import { IconButton } from '../../components/icon-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { PersonalDetails, TeammateDraft } from '../draft.ts';
import { StepActions } from '../step-actions.tsx';
import { TeammateForm } from './teammate-form.tsx';
import { m } from '../../../paraglide/messages.js';

/**
 * Squad Management: add, edit in place, remove, cancel. The squad follows its game's team size
 * (decisions: the server refuses to take payment for an incomplete squad), so Continue waits until
 * the squad is complete and says why. Without the game's data docs/product.md's 5 teammates hold.
 */
export function SquadStep({
  teammates: typed,
  game,
  invite,
  onChange,
  onBack,
  onContinue,
}: {
  teammates: TeammateDraft[];
  game: SquadGame;
  /** Once the captain made an invite link: the squad as the server has it (typed and joined). */
  invite: { panel: ReactNode; joined: { id: string; name: string }[] | null };
  onChange: (teammates: TeammateDraft[]) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  // With a link out, the squad lives on the server: the list shows who joined, and is read-only.
  const saved = invite.joined;
  const teammates = saved ?? typed;
  // 'new' while the add form is open, a teammate's id while that row is edited in place.
  const [editing, setEditing] = useState<string | null>(typed.length === 0 ? 'new' : null);

  const { room, needed, tooLarge, fullMessage } = squadRoom(game, teammates.length);

  const openAddForm = () => {
    if (teammates.length >= room) toast.error(fullMessage);
    else setEditing('new');
  };
  const add = (details: PersonalDetails) => {
    if (teammates.length >= room) {
      toast.error(fullMessage);
      return;
    }
    onChange([...typed, { ...details, id: newTeammateId(typed.length) }]);
    setEditing(null);
    toast.success(m.registration_teammate_added());
  };
  const update = (id: string, details: PersonalDetails) => {
    onChange(typed.map((teammate) => (teammate.id === id ? { ...details, id } : teammate)));
    setEditing(null);
    toast.success(m.registration_teammate_updated());
  };
  const remove = (id: string) => {
    onChange(typed.filter((teammate) => teammate.id !== id));
    if (editing === id) setEditing(null);
    toast.success(m.registration_teammate_removed());
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="teammates-heading" className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <h4 id="teammates-heading" className="font-semibold">
            {m.registration_teammates_heading({ count: teammates.length, room })}
          </h4>
          {editing === null && !saved && (
            <Button type="button" variant="outline" size="sm" onClick={openAddForm}>
              <PlusIcon aria-hidden="true" />
              {m.registration_add_teammate()}
            </Button>
          )}
        </div>
        {game && (
          <p id="squad-size-status" className="text-sm text-muted-foreground">
            {squadSizeStatus(game, teammates.length, { room, needed, tooLarge })}
          </p>
        )}
        {teammates.length === 0 && (
          <p className="text-sm text-muted-foreground">{m.registration_no_teammates()}</p>
        )}
        <ul className="grid gap-3">
          {saved?.map((teammate) => (
            <li key={teammate.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
              <UserIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <p className="min-w-0 flex-1 truncate font-medium">{teammate.name}</p>
            </li>
          ))}
          {!saved &&
            typed.map((teammate, index) =>
              editing === teammate.id ? (
                <li key={teammate.id}>
                  <TeammateForm
                    idPrefix={`teammate-${index + 1}`}
                    title={m.registration_edit_teammate_title({ number: index + 1 })}
                    submitLabel={m.registration_update_teammate()}
                    initialValues={teammate}
                    onSubmit={(details) => update(teammate.id, details)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={teammate.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
                  <TeammateSummary
                    teammate={teammate}
                    editDisabled={editing !== null}
                    onEdit={() => setEditing(teammate.id)}
                    onRemove={() => remove(teammate.id)}
                  />
                </li>
              ),
            )}
        </ul>
        {editing === 'new' && !saved && (
          <TeammateForm
            idPrefix="teammate-new"
            title={m.registration_new_teammate()}
            submitLabel={m.registration_save_teammate()}
            onSubmit={add}
            onCancel={() => setEditing(null)}
          />
        )}
      </section>
      {invite.panel}
      <StepActions onBack={onBack}>
        {() => (
          <Button
            type="button"
            size="lg"
            onClick={onContinue}
            disabled={needed > 0 || teammates.length > room}
            aria-describedby={game ? 'squad-size-status' : undefined}
          >
            {m.registration_continue()}
          </Button>
        )}
      </StepActions>
    </div>
  );
}

/** The id only tells rows apart (docs/product.md: a client timestamp); the server assigns its own. */
function newTeammateId(index: number) {
  return `${Date.now()}-${index}`;
}

type SquadGame = { name: string; teamSize: number } | undefined;

/** How many teammates the squad has room for and still needs, and what to say when it is full. */
function squadRoom(game: SquadGame, count: number) {
  const room = game ? Math.min(game.teamSize - 1, MAX_TEAMMATES) : MAX_TEAMMATES;
  const needed = game ? teammatesStillNeeded(game.teamSize, count) : 0;
  // The shared rule's sentence (squadTooLargeMessage) in the page's language.
  const tooLarge = game
    ? m.registration_squad_too_large({ game: game.name, size: game.teamSize, most: game.teamSize - 1 })
    : '';
  const fullMessage =
    game && room < MAX_TEAMMATES ? tooLarge : m.registration_squad_max({ count: MAX_TEAMMATES });
  return { room, needed, tooLarge, fullMessage };
}

/** Too many, still short, or complete: the sentence under the squad's heading. */
function squadSizeStatus(
  game: NonNullable<SquadGame>,
  count: number,
  { room, needed, tooLarge }: { room: number; needed: number; tooLarge: string },
) {
  if (count > room) return `${tooLarge} ${m.registration_squad_remove_excess({ count: count - room })}`;
  if (needed > 0) return m.registration_squad_add_more({ game: game.name, size: game.teamSize, needed });
  return m.registration_squad_complete({ game: game.name });
}

/** A typed teammate's row: who, how to reach them, and buttons to edit or remove them. */
function TeammateSummary({
  teammate,
  editDisabled,
  onEdit,
  onRemove,
}: {
  teammate: TeammateDraft;
  editDisabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <UserIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{teammate.name}</p>
        <p className="truncate text-sm text-muted-foreground">
          {teammate.email} · {teammate.phone}
        </p>
      </div>
      <IconButton
        label={m.registration_edit_person({ name: teammate.name })}
        disabled={editDisabled}
        onClick={onEdit}
      >
        <PencilIcon aria-hidden="true" />
      </IconButton>
      <IconButton label={m.registration_remove_person({ name: teammate.name })} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" className="text-destructive" />
      </IconButton>
    </>
  );
}

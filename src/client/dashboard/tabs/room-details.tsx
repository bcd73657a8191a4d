import type { UpcomingMatch } from '../outputs.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { formatDateTime } from '../../lib/indian-time.ts';
import { m } from '../../../paraglide/messages.js';

type Room = NonNullable<UpcomingMatch['room']>;

/** The room to enter in the game, each value with its copy button. */
export function RoomDetails({ room }: { room: Room }) {
  return (
    <div className="grid grid-cols-1 gap-2" role="group" aria-label={m.account_room_details_label()}>
      <CopyField
        label={m.account_room_id()}
        copyLabel={m.account_copy_room_id()}
        value={room.roomId}
        valueAttributes={{ 'data-room-field': 'Room ID' }}
      />
      <CopyField
        label={m.account_room_password()}
        copyLabel={m.account_copy_room_password()}
        value={room.roomPassword}
        valueAttributes={{ 'data-room-field': 'Room Password' }}
      />
    </div>
  );
}

/** Join Match: the released room details of one match. */
export function RoomDetailsDialog({
  match,
  open,
  onOpenChange,
}: {
  match: UpcomingMatch | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TitledDialog
      title={m.account_room_details()}
      description={
        match
          ? `${m.account_match_title({ game: match.game, number: match.matchNumber })} · ${formatDateTime(match.scheduledAt)}`
          : null
      }
      open={open && match?.room != null}
      onOpenChange={onOpenChange}
    >
      {match?.room && <RoomDetails room={match.room} />}
      <p className="text-sm text-muted-foreground">{m.account_room_join_help()}</p>
    </TitledDialog>
  );
}

import type { UpcomingMatch } from '../outputs.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { formatDateTime } from '../../lib/indian-time.ts';

type Room = NonNullable<UpcomingMatch['room']>;

/** The room to enter in the game, each value with its copy button. */
export function RoomDetails({ room }: { room: Room }) {
  return (
    <div className="grid grid-cols-1 gap-2" role="group" aria-label="Room details">
      <CopyField label="Room ID" value={room.roomId} valueAttributes={{ 'data-room-field': 'Room ID' }} />
      <CopyField
        label="Room Password"
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
      title="Room Details"
      description={
        match ? `${match.game} · Match ${match.matchNumber} · ${formatDateTime(match.scheduledAt)}` : null
      }
      open={open && match?.room != null}
      onOpenChange={onOpenChange}
    >
      {match?.room && <RoomDetails room={match.room} />}
      <p className="text-sm text-muted-foreground">
        Open the game, choose the custom room and enter these details to join.
      </p>
    </TitledDialog>
  );
}

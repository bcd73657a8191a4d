import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { m } from '../../paraglide/messages.js';

/** Asked when the wizard closes with a teammate's details typed but not saved. */
export function LeaveRegistration({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onCancel={onStay}
      title={m.registration_leave_title()}
      cancel={m.registration_leave_keep_editing()}
      action={m.registration_leave()}
      onConfirm={onLeave}
    >
      {m.registration_leave_description()}
    </ConfirmDialog>
  );
}

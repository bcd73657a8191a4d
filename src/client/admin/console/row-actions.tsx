import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog, DESTRUCTIVE_ACTION } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

// The buttons a list's row ends with: Edit, a link to the row's form, and destructive actions
// that ask first.

/** Edit, a link to the form (named after what it edits, for screen readers and tests). */
export function EditLink({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href} aria-label={`Edit ${name}`}>
        Edit
      </Link>
    </Button>
  );
}

/** A destructive action (Delete, Unset) that asks first, in shadcn's alert dialog. */
export function ConfirmButton({
  label,
  title,
  description,
  onConfirm,
  disabled,
  accessibleName,
}: {
  /** The button's text, and the confirming button's. */
  label: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  /** Names what the button acts on (e.g. "Delete Blog") where its text alone is ambiguous. */
  accessibleName?: string;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="destructive" size="sm" disabled={disabled} aria-label={accessibleName}>
          {label}
        </Button>
      }
      title={title}
      cancel="Cancel"
      action={label}
      actionClassName={DESTRUCTIVE_ACTION}
      onConfirm={onConfirm}
    >
      {description}
    </ConfirmDialog>
  );
}

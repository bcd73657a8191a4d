import { Button } from '../../../components/ui/button.tsx';

/** A form's submit button (saying so while it saves) and Cancel, under a rule. */
export function FormButtons({
  submitting,
  label,
  onCancel,
}: {
  submitting: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 border-t pt-4">
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving...' : label}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

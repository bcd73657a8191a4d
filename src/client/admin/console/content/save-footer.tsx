import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';

/** An editor form's end: the server's refusal, if any, then Save (Saving... while it is sent). */
export function SaveFooter({ error, saving }: { error: string | undefined; saving: boolean }) {
  return (
    <>
      <FormError message={error} />
      <div className="border-t pt-4">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </>
  );
}

import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { errorText, httpStatusOf } from '../../lib/errors.ts';

/**
 * A read that failed: the server's message (else `fallback`) and a button to try it again, unless
 * what it read is not there (a 404 does not get better).
 */
export function LoadError({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  fallback: string;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
      <FormError message={errorText(query.error, fallback)} />
      {httpStatusOf(query.error) !== 404 && (
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      )}
    </div>
  );
}

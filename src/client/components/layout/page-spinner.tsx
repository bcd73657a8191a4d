import { Spinner } from '../ui/spinner.tsx';
import { m } from '../../../paraglide/messages.js';

/** Full-height loading state; the label is one of docs/product.md's texts ("Loading...", ...). */
export function PageSpinner({ label = m.loading_page() }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 p-8">
      <Spinner aria-hidden="true" className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AlertCircleIcon } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { localizeError } from '../lib/errors.ts';
import { m } from '../../paraglide/messages.js';

// The states every dashboard tab goes through: loading (skeletons), empty, failed (with a retry)
// and, for lists that grow, "Load more".

/** docs/product.md's "Loading dashboard", over skeletons shaped like the cards that will replace them. */
export function TabLoading({ cards = 2 }: { cards?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
        {m.account_loading_dashboard()}
      </p>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} data-testid="tab-skeleton">
          <CardContent className="grid grid-cols-1 gap-3">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-2 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function TabEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  /** What the player can do about it (the way to register, for no passes). */
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-6 text-center">
        <p className="font-medium">{title}</p>
        {children && <p className="max-w-md text-sm text-muted-foreground">{children}</p>}
        {action && <div className="mt-2">{action}</div>}
      </CardContent>
    </Card>
  );
}

/** The server's message (tRPC errors are person-readable) and a retry. */
export function TabError({ error, onRetry }: { error: { message: string }; onRetry: () => unknown }) {
  return (
    <Card role="alert" className="border-destructive/50">
      <CardContent className="grid justify-items-center gap-3 py-6 text-center">
        <AlertCircleIcon aria-hidden="true" className="size-6 text-destructive" />
        <p className="text-sm">{error.message ? localizeError(error) : m.account_something_went_wrong()}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void onRetry()}>
          {m.account_try_again()}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Cursor pagination: the next page on request; a failed page can be asked for again. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  failed,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  failed: { message: string } | null;
  onLoadMore: () => unknown;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="grid justify-items-center gap-2">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {failed.message ? localizeError(failed) : m.account_something_went_wrong()}
        </p>
      )}
      <Button type="button" variant="outline" disabled={isFetchingNextPage} onClick={() => void onLoadMore()}>
        {isFetchingNextPage ? m.account_loading() : m.account_load_more()}
      </Button>
    </div>
  );
}

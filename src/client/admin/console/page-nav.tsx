import { Button } from '../../components/ui/button.tsx';
import { showingText } from './list-query.ts';

/** "Showing 26–50 of 73" (or `none` when the page is empty) with Previous and Next. */
export function PageNav({
  page,
  pageSize,
  shown,
  total,
  none,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  none: string;
  onPage: (page: number) => void;
}) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {showingText(page, pageSize, shown, total) ?? none}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

import { CalendarIcon, ClockIcon } from 'lucide-react';
import { cn } from '../lib/utils.ts';
import { formatPostDate, formatReadTime } from './format.ts';

/** When a post came out and how long it takes to read, each after its icon (sized by `iconClassName`). */
export function PostMeta({
  post,
  className,
  iconClassName,
}: {
  post: Parameters<typeof formatPostDate>[0] & { readTimeMinutes: number };
  className: string;
  iconClassName: string;
}) {
  return (
    <p className={cn('flex items-center gap-4 text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1">
        <CalendarIcon aria-hidden="true" className={iconClassName} />
        {formatPostDate(post)}
      </span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon aria-hidden="true" className={iconClassName} />
        {formatReadTime(post.readTimeMinutes)}
      </span>
    </p>
  );
}

import { Link } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

/** "View on the site": where the site shows what this editor changes, in a new tab. */
export function ViewOnSite({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      className={cn(
        'inline-flex items-center gap-1 underline-offset-4 hover:text-foreground hover:underline',
        className,
      )}
    >
      View on the site
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

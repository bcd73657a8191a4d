import * as React from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * A round avatar: the picture when there is one, else the initial of `name`. Hand-written (no
 * Radix) so the header can show it without another dependency in the entry chunk.
 */
function Avatar({
  name,
  src,
  className,
  ...props
}: React.ComponentProps<'span'> & { name: string; src?: string | undefined }) {
  const [failed, setFailed] = React.useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || 'U';
  return (
    <span
      data-slot="avatar"
      className={cn(
        'relative flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/20 text-sm font-semibold text-primary',
        className,
      )}
      {...props}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          className="aspect-square size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}

export { Avatar };

import { useState } from 'react';
import { fallbackThumbnail } from '../../shared/blog-rules.ts';
import { cn } from '../lib/utils.ts';

/** The post's image, or one of the stock images chosen by its id (also when the image fails). */
export function PostThumbnail({
  post,
  className,
  eager = false,
}: {
  post: { id: string; title: string; thumbnail: string | null };
  className?: string;
  eager?: boolean;
}) {
  const fallback = fallbackThumbnail(post.id);
  const [failed, setFailed] = useState(false);
  const src = !post.thumbnail || failed ? fallback : post.thumbnail;

  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-video w-full bg-muted object-cover', className)}
    />
  );
}

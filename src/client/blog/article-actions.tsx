import { useState } from 'react';
import { BookmarkIcon, HeartIcon, Share2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { BLOG_MESSAGES } from '../../shared/blog-rules.ts';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/utils.ts';

/** Share (Web Share API, else copy the link), and Like and Save as local toggles. */
export function ArticleActions({ title, excerpt }: { title: string; excerpt: string }) {
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: excerpt, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to say. Otherwise fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(BLOG_MESSAGES.linkCopied);
    } catch {
      toast.error(BLOG_MESSAGES.copyFailed);
    }
  }

  function toggleLike() {
    setLiked(!liked);
    toast.success(liked ? 'Removed from liked posts' : 'Added to liked posts');
  }

  function toggleSave() {
    setSaved(!saved);
    toast.success(saved ? 'Removed from saved posts' : 'Saved for later');
  }

  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2Icon aria-hidden="true" />
        Share
      </Button>
      <Button variant="outline" size="sm" aria-pressed={liked} onClick={toggleLike}>
        <HeartIcon aria-hidden="true" className={cn(liked && 'fill-current text-rose-400')} />
        Like
      </Button>
      <Button variant="outline" size="sm" aria-pressed={saved} onClick={toggleSave}>
        <BookmarkIcon aria-hidden="true" className={cn(saved && 'fill-current text-primary')} />
        Save
      </Button>
    </div>
  );
}

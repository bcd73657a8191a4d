import { useState } from 'react';
import { BookmarkIcon, HeartIcon, Share2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/utils.ts';
import { m } from '../../paraglide/messages.js';

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
      toast.success(m.site_blog_link_copied());
    } catch {
      toast.error(m.site_blog_copy_failed());
    }
  }

  function toggleLike() {
    setLiked(!liked);
    toast.success(liked ? m.site_blog_unliked() : m.site_blog_liked());
  }

  function toggleSave() {
    setSaved(!saved);
    toast.success(saved ? m.site_blog_unsaved() : m.site_blog_saved());
  }

  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2Icon aria-hidden="true" />
        {m.site_blog_share()}
      </Button>
      <Button variant="outline" size="sm" aria-pressed={liked} onClick={toggleLike}>
        <HeartIcon aria-hidden="true" className={cn(liked && 'fill-current text-rose-400')} />
        {m.site_blog_like()}
      </Button>
      <Button variant="outline" size="sm" aria-pressed={saved} onClick={toggleSave}>
        <BookmarkIcon aria-hidden="true" className={cn(saved && 'fill-current text-primary')} />
        {m.site_blog_save()}
      </Button>
    </div>
  );
}

import { LinkIcon, Share2Icon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCopy } from '../../lib/use-copy.ts';

/**
 * Instead of typing a teammate in, the captain shares a link (WhatsApp is how squads talk) and
 * each teammate fills in their own details; joined teammates show up in the list above.
 */
export function InvitePanel({
  url,
  busy,
  error,
  onCreate,
}: {
  url: string | null;
  busy: boolean;
  error: string | null;
  onCreate: () => void;
}) {
  const { copy } = useCopy('Invite link');
  return (
    <section aria-labelledby="invite-heading" className="grid gap-3 rounded-lg border border-dashed p-4">
      <h4 id="invite-heading" className="flex items-center gap-2 font-semibold">
        <LinkIcon aria-hidden="true" className="size-4 text-primary" />
        Invite by link
      </h4>
      {url ? (
        <>
          <p className="text-sm text-muted-foreground">
            Send this link to your teammates: each fills in their own details. Your squad is saved, so the
            teammates above can no longer be changed here.
          </p>
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label="Invite link" onFocus={(event) => event.target.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(url)}>
              Copy
            </Button>
          </div>
          {typeof navigator.share === 'function' && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void navigator.share({ title: 'Join my squad', url }).catch(() => {})}
            >
              <Share2Icon aria-hidden="true" />
              Share
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Teammates can fill in their own details through a link instead.
          </p>
          <Button type="button" variant="outline" disabled={busy} onClick={onCreate}>
            {busy && <Spinner />}
            Create invite link
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}

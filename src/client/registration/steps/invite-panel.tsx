import { LinkIcon, Share2Icon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { localizeMessage } from '../../i18n/known-messages.ts';
import { m } from '../../../paraglide/messages.js';

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
  const { copy } = useCopy(m.registration_invite_link());
  return (
    <section aria-labelledby="invite-heading" className="grid gap-3 rounded-lg border border-dashed p-4">
      <h4 id="invite-heading" className="flex items-center gap-2 font-semibold">
        <LinkIcon aria-hidden="true" className="size-4 text-primary" />
        {m.registration_invite_heading()}
      </h4>
      {url ? (
        <>
          <p className="text-sm text-muted-foreground">{m.registration_invite_shared()}</p>
          <div className="flex gap-2">
            <Input
              readOnly
              value={url}
              aria-label={m.registration_invite_link()}
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy(url)}>
              {m.registration_copy()}
            </Button>
          </div>
          {typeof navigator.share === 'function' && (
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                void navigator.share({ title: m.registration_invite_share_title(), url }).catch(() => {})
              }
            >
              <Share2Icon aria-hidden="true" />
              {m.registration_share()}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{m.registration_invite_offer()}</p>
          <Button type="button" variant="outline" disabled={busy} onClick={onCreate}>
            {busy && <Spinner />}
            {m.registration_invite_create()}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CircleCheckBigIcon, UsersIcon } from 'lucide-react';
import { CopyField } from '../components/copy-field.tsx';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { errorText } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../app/paths.ts';
import { TeammateForm } from './steps/teammate-form.tsx';
import { withParts } from './message-parts.tsx';
// The form's English messages (the schemas', the server's) in the page's language.
import './known-messages.ts';
import { MIN_AGE } from '../../shared/registration-rules.ts';
import { m } from '../../paraglide/messages.js';

type Joined = RouterOutputs['squadInvite']['join'];

/**
 * /invite/{token}: a teammate joins a captain's squad with their own details (no account needed)
 * and gets their game credentials, which work once the captain has paid.
 */
export function InvitePage() {
  useDocumentTitle(m.registration_invite_title());
  const { token = '' } = useParams();
  const invite = trpc.squadInvite.get.useQuery({ token }, { retry: false });
  const join = trpc.squadInvite.join.useMutation();
  const [joined, setJoined] = useState<Joined | null>(null);

  return (
    <PageContainer className="grid max-w-xl gap-6">
      {invite.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : invite.isError ? (
        <>
          <PageHeading>{m.registration_invite_title()}</PageHeading>
          <p role="alert">{errorText(invite.error, m.registration_invite_gone())}</p>
        </>
      ) : joined ? (
        <section className="grid gap-4" aria-labelledby="joined-heading">
          <div className="flex items-center gap-3">
            <CircleCheckBigIcon aria-hidden="true" className="size-8 text-chart-4" />
            <h1 id="joined-heading" className="text-2xl font-bold">
              {m.registration_invite_joined_heading()}
            </h1>
          </div>
          <p>
            {withParts(
              (parts) =>
                m.registration_invite_joined_text({
                  ...parts,
                  name: joined.name,
                  game: invite.data.game,
                  captain: invite.data.captain,
                }),
              {
                signIn: (
                  <a className="font-medium text-primary underline" href={paths.signIn}>
                    {m.registration_invite_sign_in()}
                  </a>
                ),
              },
            )}
          </p>
          <CopyField
            label={m.registration_username()}
            value={joined.gameUsername}
            valueAttributes={{ 'data-credential': 'username' }}
          />
          <CopyField
            label={m.registration_password()}
            value={joined.gamePassword}
            valueAttributes={{ 'data-credential': 'password' }}
          />
          <p className="text-sm text-muted-foreground">{m.registration_invite_save_now()}</p>
        </section>
      ) : (
        <>
          <PageHeading>
            {m.registration_invite_join_heading({ captain: invite.data.captain, game: invite.data.game })}
          </PageHeading>
          <p className="flex items-center gap-2 text-muted-foreground">
            <UsersIcon aria-hidden="true" className="size-4" />
            {invite.data.placesLeft > 0
              ? m.registration_invite_places_left({
                  players: invite.data.players,
                  size: invite.data.teamSize,
                  left: invite.data.placesLeft,
                })
              : m.registration_squad_full()}
          </p>
          {invite.data.placesLeft > 0 && (
            <>
              <p className="text-sm">{m.registration_invite_rules({ minAge: MIN_AGE })}</p>
              {join.error && (
                <p role="alert" className="font-medium text-destructive">
                  {errorText(join.error, m.registration_invite_join_failed())}
                </p>
              )}
              <TeammateForm
                idPrefix="invitee"
                title={m.registration_invite_your_details()}
                submitLabel={join.isPending ? m.registration_invite_joining() : m.registration_invite_join()}
                onSubmit={(details) =>
                  join.mutate({ token, ...details }, { onSuccess: (result) => setJoined(result) })
                }
                onCancel={() => window.history.back()}
              />
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}

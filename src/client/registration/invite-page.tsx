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

type Joined = RouterOutputs['squadInvite']['join'];

/**
 * /invite/{token}: a teammate joins a captain's squad with their own details (no account needed)
 * and gets their game credentials, which work once the captain has paid.
 */
export function InvitePage() {
  useDocumentTitle('Join a squad');
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
          <PageHeading>Join a squad</PageHeading>
          <p role="alert">{errorText(invite.error, 'This invite link is not valid or has expired.')}</p>
        </>
      ) : joined ? (
        <section className="grid gap-4" aria-labelledby="joined-heading">
          <div className="flex items-center gap-3">
            <CircleCheckBigIcon aria-hidden="true" className="size-8 text-chart-4" />
            <h1 id="joined-heading" className="text-2xl font-bold">
              You&apos;re in the squad
            </h1>
          </div>
          <p>
            {joined.name}, you play {invite.data.game} in {invite.data.captain}&apos;s squad. These are your
            game credentials: they work once {invite.data.captain} has paid, and they also sign in to your
            dashboard at{' '}
            <a className="font-medium text-primary underline" href={paths.signIn}>
              Sign In
            </a>
            .
          </p>
          <CopyField
            label="Username"
            value={joined.gameUsername}
            valueAttributes={{ 'data-credential': 'username' }}
          />
          <CopyField
            label="Password"
            value={joined.gamePassword}
            valueAttributes={{ 'data-credential': 'password' }}
          />
          <p className="text-sm text-muted-foreground">Save them now: this page shows them once.</p>
        </section>
      ) : (
        <>
          <PageHeading>
            Join {invite.data.captain}&apos;s {invite.data.game} squad
          </PageHeading>
          <p className="flex items-center gap-2 text-muted-foreground">
            <UsersIcon aria-hidden="true" className="size-4" />
            {invite.data.placesLeft > 0
              ? `${invite.data.players} of ${invite.data.teamSize} players so far: ${invite.data.placesLeft} ${invite.data.placesLeft === 1 ? 'place' : 'places'} left.`
              : 'This squad is already full.'}
          </p>
          {invite.data.placesLeft > 0 && (
            <>
              <p className="text-sm">
                Fill in your own details. Players must be 18 or older and use a 10-digit Indian mobile number.
              </p>
              {join.error && (
                <p role="alert" className="font-medium text-destructive">
                  {errorText(join.error, 'Failed to join the squad')}
                </p>
              )}
              <TeammateForm
                idPrefix="invitee"
                title="Your details"
                submitLabel={join.isPending ? 'Joining...' : 'Join the squad'}
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

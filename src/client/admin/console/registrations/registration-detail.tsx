import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { formatRupees } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { ConfirmButton } from '../confirm-dialog.tsx';
import { DetailCard } from '../detail-card.tsx';
import { DetailField } from '../detail-field.tsx';
import { DetailFrame, DetailSkeleton } from '../detail-frame.tsx';
import { formatText, StatusBadge } from './registrations-list.tsx';
import { PASS_LABELS } from './registrations-params.ts';
import { useTierTexts } from '../../../lib/tier-texts.ts';

type Registration = RouterOutputs['registration']['get'];
type Revealed = RouterOutputs['adminRegistrations']['revealCredentials'];

/** One registration: the pass, its payment status, the squad's members and their credentials. */
export function RegistrationDetail({ id }: { id: string }) {
  const detail = trpc.registration.get.useQuery({ id }, { retry: false });
  return (
    <DetailFrame
      record="registration"
      list="registrations"
      query={detail}
      skeleton={
        <DetailSkeleton label="Loading the registration">
          <div className="grid gap-3 md:grid-cols-2">
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
        </DetailSkeleton>
      }
    >
      {/* Keyed by the registration, so revealed passwords never carry over to another one. */}
      {(registration) => <Loaded key={registration.id} registration={registration} />}
    </DetailFrame>
  );
}

function Loaded({ registration: r }: { registration: Registration }) {
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const tiers = useTierTexts();
  const teamSize = 1 + r.teammates.length;
  const place = [r.city, r.state].filter(Boolean).join(', ');
  return (
    <>
      <DetailCard
        title={<span className="break-words">{r.name}</span>}
        badge={<StatusBadge status={r.status} />}
        subtitle={<span className="break-all">{r.email || 'No e-mail'}</span>}
        columns="grid-cols-2 lg:grid-cols-3"
      >
        <DetailField label="Game">{r.gameName}</DetailField>
        <DetailField label="Format">{formatText(r.playFormat, teamSize)}</DetailField>
        <DetailField label="Risk">{r.riskCategory ? tiers.name(r.riskCategory) : '—'}</DetailField>
        <DetailField label="Pass">
          {r.passName} ({r.pass ? PASS_LABELS[r.pass] : 'free entry'}) · {formatRupees(r.passPrice)}
        </DetailField>
        <DetailField label="Payment">
          {r.status === 'paid'
            ? `Paid${r.paidAt ? ` ${formatDateTime(r.paidAt)}` : ''}`
            : r.status === 'expired'
              ? 'Expired unpaid'
              : 'Waiting for payment'}
        </DetailField>
        <DetailField label="Created">{formatDateTime(r.createdAt)}</DetailField>
        <DetailField label="Phone">{r.phone}</DetailField>
        <DetailField label="Location">{place}</DetailField>
        <DetailField label="Date of birth">{r.dateOfBirth}</DetailField>
        <DetailField label="Registration id" wide>
          <span className="font-mono text-xs break-all">{r.id}</span>
        </DetailField>
      </DetailCard>

      <section aria-labelledby="squad-members" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="squad-members" className="text-lg font-semibold">
            {r.playFormat === 'squad' ? 'Squad members' : 'Player'}
            <span className="ml-2 text-sm font-normal text-muted-foreground">{teamSize}</span>
          </h2>
          {r.status === 'paid' ? (
            revealed ? (
              <Button type="button" variant="outline" size="sm" onClick={() => setRevealed(null)}>
                Hide passwords
              </Button>
            ) : (
              <RevealButton registration={r} onRevealed={setRevealed} />
            )
          ) : (
            <p className="text-sm text-muted-foreground">
              Game credentials are shown once the registration is paid.
            </p>
          )}
        </div>
        <Members registration={r} revealed={revealed} />
      </section>
    </>
  );
}

/** "Reveal credentials", confirmed first: the server records who asked in the audit log. */
function RevealButton({
  registration,
  onRevealed,
}: {
  registration: Registration;
  onRevealed: (revealed: Revealed) => void;
}) {
  const reveal = trpc.adminRegistrations.revealCredentials.useMutation({
    onSuccess: (revealed) => {
      onRevealed(revealed);
      toast.success('Credentials revealed. The audit log records that you viewed them.');
    },
  });
  return (
    <ConfirmButton
      trigger={
        <Button type="button" size="sm" disabled={reveal.isPending}>
          <KeyRound aria-hidden="true" />
          Reveal credentials
        </Button>
      }
      title={`Reveal the game passwords of ${registration.name}’s pass?`}
      action="Reveal credentials"
      onConfirm={() => reveal.mutate({ id: registration.id })}
      error={
        reveal.isError
          ? errorText(reveal.error, 'Could not reveal the credentials. Please try again.')
          : undefined
      }
    >
      The passwords of every player on this pass will be shown here. The audit log records that you viewed
      them (the usernames, never the passwords).
    </ConfirmButton>
  );
}

function Members({ registration: r, revealed }: { registration: Registration; revealed: Revealed | null }) {
  const members = [
    { key: 'player', role: r.playFormat === 'squad' ? 'Captain' : 'Player', person: r, teammateId: null },
    ...r.teammates.map((mate, i) => ({
      key: mate.id,
      role: `Teammate ${i + 1}`,
      person: mate,
      teammateId: mate.id,
    })),
  ];
  const passwordOf = (teammateId: string | null) =>
    teammateId === null
      ? revealed?.gamePassword
      : revealed?.teammates.find((mate) => mate.id === teammateId)?.gamePassword;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {members.map(({ key, role, person, teammateId }) => {
        const password = passwordOf(teammateId);
        return (
          <li key={key} className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium break-words">{person.name}</p>
              <span className="text-xs text-muted-foreground">{role}</span>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailField label="E-mail" wide>
                <span className="break-all">{person.email}</span>
              </DetailField>
              <DetailField label="Phone">{person.phone}</DetailField>
              <DetailField label="Location">
                {[person.city, person.state].filter(Boolean).join(', ')}
              </DetailField>
              <DetailField label="Game username">
                {person.gameUsername && <span className="font-mono">{person.gameUsername}</span>}
              </DetailField>
              <DetailField label="Game password">
                {password ? (
                  <span className="font-mono">{password}</span>
                ) : person.passwordMasked ? (
                  <span className="text-muted-foreground">Hidden</span>
                ) : (
                  person.gamePassword && <span className="font-mono">{person.gamePassword}</span>
                )}
              </DetailField>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

import { CircleCheckBigIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FORMAT_LABELS, RISK_LABELS } from '../labels.ts';
import type { RegisteredParticipant } from '../use-payment.ts';
import { CredentialRow } from './credential-row.tsx';

/** Registration Complete: the credentials (also the dashboard login) and the registration's details. */
export function SuccessStep({
  participant,
  onDone,
}: {
  participant: RegisteredParticipant;
  onDone: () => void;
}) {
  const details = [
    { term: 'Name', value: participant.name },
    { term: 'Email', value: participant.email },
    { term: 'Game', value: participant.gameName },
    { term: 'Format', value: FORMAT_LABELS[participant.playFormat] },
    { term: 'Risk', value: RISK_LABELS[participant.riskCategory] },
  ];

  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <CircleCheckBigIcon aria-hidden="true" className="size-12 text-chart-4" />
        <p className="text-lg font-semibold">You are registered!</p>
      </div>

      <section
        aria-labelledby="credentials-heading"
        className="grid gap-3 rounded-lg border border-primary/40 bg-card p-4"
      >
        <h4 id="credentials-heading" className="font-semibold">
          Your Game Credentials
        </h4>
        <Credentials person={participant} />
      </section>

      {participant.teammates.length > 0 && (
        <section
          aria-labelledby="squad-credentials-heading"
          className="grid gap-3 rounded-lg border bg-card p-4"
        >
          <h4 id="squad-credentials-heading" className="font-semibold">
            Squad Credentials
          </h4>
          {participant.teammates.map((teammate) => (
            <div key={teammate.id} className="grid gap-2">
              <p className="text-sm font-medium">{teammate.name}</p>
              <Credentials person={teammate} owner={teammate.name} />
            </div>
          ))}
        </section>
      )}

      <p role="note" className="flex gap-3 rounded-lg border border-chart-3/50 bg-chart-3/10 p-4 text-sm">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-chart-3" />
        <span>Save these credentials: they log in to both the game platform and your dashboard.</span>
      </p>

      <section aria-labelledby="details-heading" className="grid gap-3 rounded-lg border bg-card p-4">
        <h4 id="details-heading" className="font-semibold">
          Registration Details
        </h4>
        <dl className="grid gap-2 text-sm">
          {details.map((row) => (
            <div key={row.term} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">{row.term}</dt>
              <dd className="truncate text-right font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Button type="button" size="lg" onClick={onDone} className="w-full">
        Complete Registration
      </Button>
    </div>
  );
}

/** Username (else the name) and password (else "Generated automatically"), each copyable. */
function Credentials({
  person,
  owner,
}: {
  person: Pick<RegisteredParticipant, 'name' | 'gameUsername' | 'gamePassword'>;
  owner?: string;
}) {
  const username = person.gameUsername ?? person.name;
  return (
    <div className="grid gap-2">
      <CredentialRow label="Username" value={username} copyText={username} owner={owner} />
      <CredentialRow
        label="Password"
        value={person.gamePassword ?? 'Generated automatically'}
        copyText={person.gamePassword}
        owner={owner}
      />
    </div>
  );
}

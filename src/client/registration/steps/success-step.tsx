import { CircleCheckBigIcon, TriangleAlertIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatLabel } from '../../lib/registration-labels.ts';
import { useTierTexts } from '../../lib/tier-texts.ts';
import { m } from '../../../paraglide/messages.js';
import { ReceiptSection } from '../receipt-section.tsx';
import { StepSection } from '../step-section.tsx';
import type { RegisteredParticipant } from '../use-payment.ts';

/**
 * Registration Complete, as a receipt: what was paid and when, the qualifier's matches (with a
 * calendar file), the credentials (also the dashboard login) and the registration's details.
 * Complete Registration goes on to the dashboard, where the pass now is.
 */
export function SuccessStep({ participant }: { participant: RegisteredParticipant }) {
  const navigate = useNavigate();
  const tiers = useTierTexts();
  const details = [
    { term: m.registration_field_name(), value: participant.name },
    { term: m.registration_field_email(), value: participant.email },
    { term: m.registration_term_game(), value: participant.gameName },
    { term: m.registration_term_format(), value: formatLabel(participant.playFormat) },
    {
      term: m.registration_term_risk(),
      value: participant.riskCategory ? tiers.name(participant.riskCategory) : '—',
    },
  ];

  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <CircleCheckBigIcon aria-hidden="true" className="size-12 text-chart-4" />
        <p className="text-lg font-semibold">{m.registration_registered()}</p>
      </div>

      <ReceiptSection participantId={participant.id} />

      <StepSection title={m.registration_your_credentials()} className="border-primary/40">
        <Credentials person={participant} />
      </StepSection>

      {participant.teammates.length > 0 && (
        <StepSection title={m.registration_squad_credentials()}>
          {participant.teammates.map((teammate) => (
            <div key={teammate.id} className="grid gap-2">
              <p className="text-sm font-medium">{teammate.name}</p>
              <Credentials person={teammate} owner={teammate.name} />
            </div>
          ))}
        </StepSection>
      )}

      <p role="note" className="flex gap-3 rounded-lg border border-chart-3/50 bg-chart-3/10 p-4 text-sm">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-chart-3" />
        <span>{m.registration_save_credentials()}</span>
      </p>

      <StepSection title={m.registration_details()}>
        <dl className="grid gap-2 text-sm">
          {details.map((row) => (
            <div key={row.term} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">{row.term}</dt>
              <dd className="truncate text-right font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </StepSection>

      <Button
        type="button"
        size="lg"
        // Leaving the landing page closes the dialog; the pass is on the dashboard now.
        onClick={() => void navigate(paths.dashboard)}
        className="w-full"
      >
        {m.registration_complete_registration()}
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
  /** Whose credentials they are, when not the player's own (a teammate's). */
  owner?: string;
}) {
  const username = person.gameUsername ?? person.name;
  return (
    <div className="grid gap-2">
      <CopyField
        label={m.registration_username()}
        value={username}
        copyLabel={owner ? m.registration_copy_owner_username({ owner }) : m.registration_copy_username()}
        valueAttributes={{ 'data-credential': 'username' }}
      />
      <CopyField
        label={m.registration_password()}
        value={person.gamePassword ?? m.registration_password_generated()}
        copyText={person.gamePassword}
        copyLabel={owner ? m.registration_copy_owner_password({ owner }) : m.registration_copy_password()}
        valueAttributes={{ 'data-credential': 'password' }}
      />
    </div>
  );
}

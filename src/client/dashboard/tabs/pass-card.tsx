import { formatCount, formatMoney } from '../../i18n/format.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { FORMAT_LABELS, RISK_LABELS } from '../../registration/labels.ts';
import type { PassCard } from '../outputs.ts';
import { formatDate } from '../../lib/indian-time.ts';
import { PASS_TYPE_LABELS, formatMonth, matchesToQualify, percent } from '../format.ts';
import { TitledCard } from '../titled-card.tsx';

const STATUS_LABELS: Record<PassCard['status'], string> = {
  active: 'Active',
  pending: 'Pending',
  completed: 'Completed',
};

/**
 * One pass: what was bought, the owner's own game credentials, how far the month has gone, and
 * what is still needed for prizes.
 */
export function PassCardView({ pass }: { pass: PassCard }) {
  return (
    <TitledCard
      title={pass.game}
      description={`${FORMAT_LABELS[pass.mode]} · ${PASS_TYPE_LABELS[pass.type]} · ${formatMoney(pass.price)}`}
      badges={
        <>
          <Badge variant={pass.riskCategory === 'hr' ? 'destructive' : 'secondary'}>
            {RISK_LABELS[pass.riskCategory]}
          </Badge>
          <Badge variant="outline">{STATUS_LABELS[pass.status]}</Badge>
        </>
      }
      testId="pass-card"
      contentClassName="grid grid-cols-1 gap-4"
    >
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Item label="Matches" value={`${pass.matchesCompleted}/${pass.matchesRequired}`} />
        <Item
          label="Current Rank"
          value={pass.currentRank === null ? 'Not ranked yet' : `#${pass.currentRank}`}
        />
        <Item label="Participants" value={formatCount(pass.totalParticipants)} />
        {pass.groupNumber !== null && <Item label="Group" value={String(pass.groupNumber)} />}
        {pass.month && <Item label="Month" value={formatMonth(pass.month)} />}
        <Item label="Purchased" value={formatDate(pass.purchasedAt)} />
      </dl>
      {pass.credentials && (
        <section aria-label="Your game credentials" className="grid grid-cols-1 gap-2">
          <CopyField label="Username" value={pass.credentials.gameUsername} />
          <CopyField label="Password" value={pass.credentials.gamePassword} />
        </section>
      )}
      <div className="grid grid-cols-1 gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">Monthly goal</span>
          <span className="text-muted-foreground">
            {pass.matchesCompleted} of {pass.matchesRequired} matches
          </span>
        </div>
        <Progress
          value={percent(pass.matchesCompleted, pass.matchesRequired)}
          aria-label={`Monthly goal: ${pass.matchesCompleted} of ${pass.matchesRequired} matches`}
        />
        <p className="text-sm text-muted-foreground">
          {pass.matchesNeeded > 0 ? matchesToQualify(pass.matchesNeeded) : 'Qualified for cash prizes'}
        </p>
      </div>
    </TitledCard>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

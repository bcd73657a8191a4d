import { Badge } from '../../components/ui/badge.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { FORMAT_LABELS } from '../../registration/labels.ts';
import type { PassHolder } from '../outputs.ts';
import { TabError, TabLoading } from '../tab-states.tsx';
import { TitledCard } from '../titled-card.tsx';

const PLAYER_LABELS: Record<PassHolder['player'], string> = { leader: 'Squad leader', teammate: 'Teammate' };

/**
 * Overview of a session opened with game credentials (decisions.md, Identity): the holder's own
 * name and credentials and the squad by name, from `dashboard.pass`. The account's membership,
 * payments and profile are not part of it.
 */
export function PassOverviewTab() {
  const pass = trpc.dashboard.pass.useQuery();
  if (pass.isPending) return <TabLoading cards={1} />;
  if (pass.isError) return <TabError error={pass.error} onRetry={pass.refetch} />;
  const holder = pass.data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <TitledCard
        role="region"
        title="Your Pass"
        description={`${holder.game} · ${FORMAT_LABELS[holder.mode]}`}
        contentClassName="grid grid-cols-1 gap-4"
      >
        <dl>
          <dt className="text-xs text-muted-foreground">Player</dt>
          <dd className="text-lg font-semibold">{holder.name}</dd>
        </dl>
        <div className="grid gap-2">
          <CopyField label="Username" value={holder.gameUsername} />
          <CopyField label="Password" value={holder.gamePassword} />
        </div>
        <p className="text-sm text-muted-foreground">
          You are signed in with these game credentials: this dashboard shows this pass only.
        </p>
      </TitledCard>
      {holder.squad.length > 0 && (
        <TitledCard role="region" title="Squad" description={`${holder.squad.length} players`}>
          <ul className="grid gap-2">
            {holder.squad.map((member, i) => (
              <li key={i} className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">
                  {member.name}
                  {member.you && <span className="text-muted-foreground"> (you)</span>}
                </span>
                <Badge variant={member.player === 'leader' ? 'default' : 'secondary'}>
                  {PLAYER_LABELS[member.player]}
                </Badge>
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
    </div>
  );
}

import { Badge } from '../../components/ui/badge.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatLabel } from '../../lib/registration-labels.ts';
import type { PassHolder } from '../outputs.ts';
import { TabError, TabLoading } from '../tab-states.tsx';
import { TitledCard } from '../titled-card.tsx';
import { m } from '../../../paraglide/messages.js';

const PLAYER_LABELS: Record<PassHolder['player'], () => string> = {
  leader: m.account_squad_leader,
  teammate: m.account_teammate,
};

/**
 * Overview of a session opened with game credentials (docs/product.md#registration-rules-and-constants, Game credentials): the holder's own
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
        title={m.account_your_pass()}
        description={`${holder.game} · ${formatLabel(holder.mode)}`}
        contentClassName="grid grid-cols-1 gap-4"
      >
        <dl>
          <dt className="text-xs text-muted-foreground">{m.account_player()}</dt>
          <dd className="text-lg font-semibold">{holder.name}</dd>
        </dl>
        <div className="grid gap-2">
          <CopyField
            label={m.account_username()}
            copyLabel={m.account_copy_username()}
            value={holder.gameUsername}
          />
          <CopyField
            label={m.account_password()}
            copyLabel={m.account_copy_password()}
            value={holder.gamePassword}
          />
        </div>
        <p className="text-sm text-muted-foreground">{m.account_pass_session_note()}</p>
      </TitledCard>
      {holder.squad.length > 0 && (
        <TitledCard
          role="region"
          title={m.account_squad()}
          description={m.account_player_count({ count: holder.squad.length })}
        >
          <ul className="grid gap-2">
            {holder.squad.map((member, i) => (
              <li key={i} className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">
                  {member.name}
                  {member.you && <span className="text-muted-foreground"> {m.account_you()}</span>}
                </span>
                <Badge variant={member.player === 'leader' ? 'default' : 'secondary'}>
                  {PLAYER_LABELS[member.player]()}
                </Badge>
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
    </div>
  );
}

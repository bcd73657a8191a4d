import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { AdminPool, UnderfilledRule } from '../../../../shared/qualifiers.ts';
import { UNDERFILLED_RULES } from '../../../../shared/qualifiers.ts';
import { indianMonth } from '../../../../shared/india-time.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { GameSelect } from '../game-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useTierTexts } from '../../../lib/tier-texts.ts';
import { LoadError } from '../load-error.tsx';
import { ClosePoolButton } from './close-pool.tsx';

// The prize pools of a month's qualifiers (docs/decisions/0025-championship-rules.md, "Prize
// pools"): how full each is, and each qualifier's rule for a pool not full when it starts, which
// an organiser may change until the qualifier's first match starts. The month is in the URL.

const MONTH_PARAM = 'month';

const RULE_LABELS: Record<UnderfilledRule, string> = {
  play: 'Play for the full table',
  merge: 'Merge into the previous pool',
  cancel: 'Cancel and refund',
};
/** What a pool not full at its start became (decision 25): its entries merged away, or refunded. */
const START_OUTCOME_LABELS = { merged: 'Merged', cancelled: 'Cancelled' } as const;
const PASS_LABELS: Record<string, string> = {
  '1500': 'Max ₹1,500',
  '500': 'Lite ₹500',
  '6000': 'Max ₹6,000',
  '2000': 'Lite ₹2,000',
};

/** The console's Pools section. */
export function PoolsSection() {
  const [params, setParams] = useSearchParams();
  const month = params.get(MONTH_PARAM) ?? indianMonth(new Date());
  const pools = trpc.adminQualifiers.pools.useQuery({ month });
  const setMonth = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(MONTH_PARAM, value);
      else next.delete(MONTH_PARAM);
      return next;
    });

  return (
    <section aria-label="Pools" className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Each qualifier has one prize pool per risk tier and pass, filled in order of payment. The rule for a
        pool not full at the start is shown to players before they pay, and can change only until the
        qualifier&apos;s first match starts.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="pools-month">Month</Label>
          <Input
            id="pools-month"
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="w-44"
          />
        </div>
      </div>

      {pools.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the pools">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : pools.isError ? (
        <LoadError query={pools} fallback="Could not load the pools. Please try again." />
      ) : pools.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          No pools this month yet: a pool opens with its first payment.
        </p>
      ) : (
        <PoolsTable pools={pools.data} />
      )}

      <RuleForm month={month} />
    </section>
  );
}

const CELL =
  'align-top md:px-3 md:py-2 max-md:flex max-md:min-w-0 max-md:flex-col max-md:gap-0.5 max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

function PoolsTable({ pools }: { pools: AdminPool[] }) {
  const tiers = useTierTexts();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm max-md:block" data-testid="pools-table">
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground max-md:sr-only">
          <tr>
            {[
              'Qualifier',
              'Tier',
              'Pass',
              'Pool',
              'Size',
              'Filled',
              'Places left',
              'If not full',
              'Awards',
            ].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y max-md:block">
          {pools.map((pool) => (
            <tr
              key={pool.id}
              className="hover:bg-muted/30 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:p-4"
            >
              <td className={`${CELL} max-md:col-span-2 max-md:before:content-none`}>
                <span className="block font-medium">{pool.gameName}</span>
                <span className="block text-xs text-muted-foreground">
                  {pool.playFormat === 'solo' ? 'Solo' : 'Squad'} · {pool.month}
                  {pool.stage === 'semi-final' && ' · Semi-Finals of the season starting then'}
                </span>
              </td>
              <td data-label="Tier" className={CELL}>
                {pool.riskCategory ? tiers.name(pool.riskCategory) : '—'}
              </td>
              <td data-label="Pass" className={CELL}>
                {pool.priceCategory ? PASS_LABELS[pool.priceCategory] : '—'}
              </td>
              <td data-label="Pool" className={`${CELL} tabular-nums`}>
                {pool.number}{' '}
                {pool.startOutcome === 'merged' || pool.startOutcome === 'cancelled' ? (
                  <Badge variant="outline">{START_OUTCOME_LABELS[pool.startOutcome]}</Badge>
                ) : (
                  pool.started && <Badge variant="secondary">Started</Badge>
                )}
              </td>
              <td data-label="Size" className={`${CELL} tabular-nums`}>
                {pool.size}
              </td>
              <td data-label="Filled" className={`${CELL} tabular-nums`}>
                {pool.filled}
              </td>
              <td data-label="Places left" className={`${CELL} tabular-nums`}>
                {pool.placesLeft}
              </td>
              <td data-label="If not full" className={CELL}>
                {/* The Semi-Finals' entries were invited: there is no pool to fill. */}
                {pool.stage === 'semi-final' ? '—' : <RuleSelect pool={pool} />}
              </td>
              <td data-label="Awards" className={CELL}>
                <ClosePoolButton
                  poolId={pool.id}
                  label={`${pool.gameName} ${pool.playFormat} pool ${pool.number}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function useSetRule() {
  const utils = trpc.useUtils();
  return trpc.adminQualifiers.setUnderfilledRule.useMutation({
    onSuccess: () => {
      toast.success('Rule saved.');
      void utils.adminQualifiers.pools.invalidate();
    },
    onError: (error) => toast.error(errorText(error, 'Could not save the rule. Please try again.')),
  });
}

/** The qualifier's rule, changed in place until its first match starts. */
function RuleSelect({ pool }: { pool: AdminPool }) {
  const save = useSetRule();
  return (
    <NativeSelect
      aria-label={`If a ${pool.gameName} ${pool.playFormat} pool of ${pool.month} is not full`}
      value={pool.underfilledRule}
      disabled={pool.qualifierStarted || save.isPending}
      onChange={(event) =>
        save.mutate({
          game: pool.game,
          playFormat: pool.playFormat,
          month: pool.month,
          rule: event.target.value as UnderfilledRule,
        })
      }
    >
      {UNDERFILLED_RULES.map((rule) => (
        <NativeSelectOption key={rule} value={rule}>
          {RULE_LABELS[rule]}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}

/** The rule of a qualifier no one has paid for yet (it has no pools to list). */
function RuleForm({ month }: { month: string }) {
  const save = useSetRule();
  const [game, setGame] = useState('');
  const [playFormat, setPlayFormat] = useState<'solo' | 'squad'>('solo');
  const [rule, setRule] = useState<UnderfilledRule>('play');
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-lg border p-4"
      aria-label="Set the rule of a qualifier"
      onSubmit={(event) => {
        event.preventDefault();
        if (game) save.mutate({ game, playFormat, month, rule });
      }}
    >
      <p className="w-full text-sm font-medium">Set the rule of a qualifier before it opens ({month})</p>
      <div className="grid gap-1.5">
        <Label htmlFor="rule-game">Game</Label>
        <GameSelect id="rule-game" value={game} onChange={setGame} allLabel="Choose a game" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="rule-format">Format</Label>
        <NativeSelect
          id="rule-format"
          value={playFormat}
          onChange={(event) => setPlayFormat(event.target.value as 'solo' | 'squad')}
        >
          <NativeSelectOption value="solo">Solo</NativeSelectOption>
          <NativeSelectOption value="squad">Squad</NativeSelectOption>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="rule-rule">If a pool is not full</Label>
        <NativeSelect
          id="rule-rule"
          value={rule}
          onChange={(event) => setRule(event.target.value as UnderfilledRule)}
        >
          {UNDERFILLED_RULES.map((r) => (
            <NativeSelectOption key={r} value={r}>
              {RULE_LABELS[r]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={!game || save.isPending}>
        Save rule
      </Button>
    </form>
  );
}

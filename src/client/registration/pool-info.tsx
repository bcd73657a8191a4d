import { UsersIcon } from 'lucide-react';
import { PASSES } from '../../shared/passes.ts';
import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';
import type { UnderfilledRule } from '../../shared/qualifiers.ts';
import { formatCount } from '../i18n/format.ts';
import type { NextQualifier } from '../components/qualifier-dates.tsx';
import { m } from '../../paraglide/messages.js';

// What a player is told of the prize pool they would join before paying
// (docs/decisions/0025-championship-rules.md, "Prize pools"): the places left, and what happens to
// a pool that is not full when the qualifier starts.

export type NextPool = NextQualifier['pools'][number];

export function findPool(
  qualifier: NextQualifier | undefined,
  risk: RiskCategory,
  priceCategory: string,
): NextPool | undefined {
  return qualifier?.pools.find((p) => p.riskCategory === risk && p.priceCategory === priceCategory);
}

/** Under a tier: the places left in the pool of each pass ("Max Pass 279 · Lite Pass 280"). */
export function TierPlacesLeft({
  qualifier,
  format,
  risk,
}: {
  qualifier: NextQualifier | undefined;
  format: PlayFormat;
  risk: RiskCategory;
}) {
  const [max, lite] = PASSES[format].map((pass) => findPool(qualifier, risk, pass.priceCategory));
  if (!max || !lite) return null;
  return (
    <span className="mt-1 flex items-center gap-1.5 text-foreground" data-testid="places-left">
      <UsersIcon aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
      {m.registration_places_left_passes({
        max: formatCount(max.placesLeft),
        lite: formatCount(lite.placesLeft),
      })}
    </span>
  );
}

/** Under a pass: "279 places left in Pool 1". */
export function PoolPlacesLeft({ pool }: { pool: NextPool | undefined }) {
  if (!pool) return null;
  return (
    <span data-testid="pool-places-left">
      {m.registration_pool_places_left({ count: pool.placesLeft, number: formatCount(pool.number) })}
    </span>
  );
}

const RULE_TEXT: Record<UnderfilledRule, () => string> = {
  play: m.registration_underfilled_play,
  merge: m.registration_underfilled_merge,
  cancel: m.registration_underfilled_cancel,
};

/** What the organiser decided for a pool not full at the start, in the player's words. */
export function UnderfilledRuleNote({ rule }: { rule: UnderfilledRule }) {
  return (
    <p className="grid gap-1 rounded-lg border p-4 text-sm" data-testid="underfilled-rule">
      <span className="font-medium">{m.registration_underfilled_title()}</span>
      <span className="text-muted-foreground">{RULE_TEXT[rule]()}</span>
    </p>
  );
}

import { InfoIcon } from 'lucide-react';
import { formatCount, formatMoney } from '../../i18n/format.ts';
import {
  PLAY_FORMATS,
  QUALIFIERS_TO_SEMI_FINALS,
  RISK_CATEGORIES,
  WIN_CHANCE,
  prizeBreakdown,
} from '../../../shared/registration-rules.ts';
import { PASSES } from '../../../shared/passes.ts';
import type { PlayFormat, RiskCategory } from '../../../shared/registration-rules.ts';
import type { PriceCategory } from '../../../shared/passes.ts';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceGroup } from '../choice-card.tsx';
import { categoryComplete } from '../draft.ts';
import type { RegistrationDraft } from '../draft.ts';
import { formatLabel, passLabel } from '../../lib/registration-labels.ts';
import { useTierTexts } from '../../lib/tier-texts.ts';
import { PrizesFixedNote } from '../../components/e-sport-notes.tsx';
import { StepActions } from '../step-actions.tsx';
import { PrizeBreakdown } from './prize-breakdown.tsx';
import { PrizeComparison } from './prize-comparison.tsx';
import { findQualifier, useNextQualifiers } from '../../components/qualifier-dates.tsx';
import { PoolPlacesLeft, TierPlacesLeft, UnderfilledRuleNote, findPool } from '../pool-info.tsx';
import { m } from '../../../paraglide/messages.js';

/** docs/product.md's risk descriptions, unless an organiser set the tier's line (src/shared/tier-texts.ts). */
const RISK_DESCRIPTIONS: Record<RiskCategory, () => string> = {
  hr: () => m.registration_risk_hr_description({ chance: formatCount(WIN_CHANCE.hr) }),
  lr: () => m.registration_risk_lr_description({ chance: formatCount(WIN_CHANCE.lr) }),
};

/** Step 3: Tournament Category. Risk appears after a format, the passes after a risk. */
export function CategoryStep({
  draft,
  onFormat,
  onRisk,
  onPass,
  onBack,
  onContinue,
}: {
  draft: RegistrationDraft;
  onFormat: (format: PlayFormat) => void;
  onRisk: (risk: RiskCategory) => void;
  onPass: (priceCategory: PriceCategory) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { playFormat, riskCategory, priceCategory } = draft;
  const qualifiers = useNextQualifiers();
  const tiers = useTierTexts();
  const qualifier = playFormat ? findQualifier(qualifiers.data, draft.selectedGame, playFormat) : undefined;
  const prizes =
    playFormat && riskCategory && priceCategory
      ? prizeBreakdown(playFormat, riskCategory, priceCategory)
      : undefined;

  return (
    <div className="grid gap-6">
      <p className="flex gap-3 rounded-lg border border-accent bg-accent/30 p-4 text-sm">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{m.registration_category_info({ count: formatCount(QUALIFIERS_TO_SEMI_FINALS) })}</span>
      </p>

      <ChoiceGroup
        legend={m.registration_play_format()}
        name="play-format"
        className="grid-cols-2"
        choices={PLAY_FORMATS.map((format) => ({ value: format, title: formatLabel(format) }))}
        selected={playFormat}
        onSelect={onFormat}
      />

      {playFormat && (
        <ChoiceGroup
          legend={m.registration_risk_level()}
          name="risk-category"
          className="sm:grid-cols-2"
          choices={RISK_CATEGORIES.map((risk) => ({
            value: risk,
            title: tiers.name(risk),
            description: (
              <>
                {tiers.line(risk, RISK_DESCRIPTIONS[risk])}
                <TierPlacesLeft qualifier={qualifier} format={playFormat} risk={risk} />
              </>
            ),
          }))}
          selected={riskCategory}
          onSelect={onRisk}
        />
      )}

      {playFormat && riskCategory && (
        <ChoiceGroup
          legend={m.registration_choose_pass()}
          name="pass"
          className="sm:grid-cols-2"
          choices={PASSES[playFormat].map((pass) => ({
            value: pass.priceCategory,
            title: passLabel(pass),
            description: <PoolPlacesLeft pool={findPool(qualifier, riskCategory, pass.priceCategory)} />,
            aside: formatMoney(pass.price),
          }))}
          selected={priceCategory}
          onSelect={onPass}
        />
      )}

      {playFormat && riskCategory && (
        <PrizeComparison format={playFormat} risk={riskCategory} selectedPass={priceCategory} />
      )}

      {prizes && <PrizeBreakdown prizes={prizes} />}

      {/* Next to the prize tables: how their prizes are won (issue 27). */}
      {riskCategory && <PrizesFixedNote />}

      {playFormat && riskCategory && qualifier && <UnderfilledRuleNote rule={qualifier.underfilledRule} />}

      <StepActions onBack={onBack} missing={missingChoice(draft)}>
        {(describedBy) => (
          <Button
            type="button"
            size="lg"
            disabled={!categoryComplete(draft)}
            onClick={onContinue}
            aria-describedby={describedBy}
          >
            {m.registration_continue()}
          </Button>
        )}
      </StepActions>
    </div>
  );
}

/** What Continue still waits for, in the order the step asks. */
function missingChoice(draft: RegistrationDraft): string | null {
  if (!draft.playFormat) return m.registration_missing_format();
  if (!draft.riskCategory) return m.registration_missing_risk();
  if (!categoryComplete(draft)) return m.registration_missing_pass();
  return null;
}

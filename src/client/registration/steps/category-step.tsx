import { InfoIcon } from 'lucide-react';
import { formatMoney } from '../../i18n/format.ts';
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
import { FORMAT_LABELS, RISK_LABELS } from '../labels.ts';
import { StepActions } from '../step-actions.tsx';
import { PrizeBreakdown } from './prize-breakdown.tsx';
import { PrizeComparison } from './prize-comparison.tsx';

/** The spec's risk descriptions. */
const RISK_DESCRIPTIONS: Record<RiskCategory, string> = {
  hr: `${WIN_CHANCE.hr}% win chance, higher prizes, fewer winners`,
  lr: `${WIN_CHANCE.lr}% win chance, more winners`,
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
  const prizes =
    playFormat && riskCategory && priceCategory
      ? prizeBreakdown(playFormat, riskCategory, priceCategory)
      : undefined;

  return (
    <div className="grid gap-6">
      <p className="flex gap-3 rounded-lg border border-accent bg-accent/30 p-4 text-sm">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          Each pass grants entry to 1 qualifier. {QUALIFIERS_TO_SEMI_FINALS} qualifiers lead to Semi-Finals,
          then National Finals.
        </span>
      </p>

      <ChoiceGroup
        legend="Play Format"
        name="play-format"
        className="grid-cols-2"
        choices={PLAY_FORMATS.map((format) => ({ value: format, title: FORMAT_LABELS[format] }))}
        selected={playFormat}
        onSelect={onFormat}
      />

      {playFormat && (
        <ChoiceGroup
          legend="Risk Level"
          name="risk-category"
          className="sm:grid-cols-2"
          choices={RISK_CATEGORIES.map((risk) => ({
            value: risk,
            title: RISK_LABELS[risk],
            description: RISK_DESCRIPTIONS[risk],
          }))}
          selected={riskCategory}
          onSelect={onRisk}
        />
      )}

      {playFormat && riskCategory && (
        <ChoiceGroup
          legend="Choose Your Pass"
          name="pass"
          className="sm:grid-cols-2"
          choices={PASSES[playFormat].map((pass) => ({
            value: pass.priceCategory,
            title: pass.name,
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

      <StepActions onBack={onBack} missing={missingChoice(draft)}>
        {(describedBy) => (
          <Button
            type="button"
            size="lg"
            disabled={!categoryComplete(draft)}
            onClick={onContinue}
            aria-describedby={describedBy}
          >
            Continue
          </Button>
        )}
      </StepActions>
    </div>
  );
}

/** What Continue still waits for, in the order the step asks. */
function missingChoice(draft: RegistrationDraft): string | null {
  if (!draft.playFormat) return 'Choose Solo or Squad to continue.';
  if (!draft.riskCategory) return 'Choose a risk level to continue.';
  if (!categoryComplete(draft)) return 'Choose a pass to continue.';
  return null;
}

import { LandingSection } from './landing-section.tsx';
import { MIN_AGE } from '../../shared/registration-rules.ts';
import { useTierTexts, type TierWords } from '../lib/tier-texts.ts';
import { m } from '../../paraglide/messages.js';

const STEPS = [
  {
    id: 'account',
    title: m.site_how_account_title,
    text: () => m.site_how_account_text({ minAge: MIN_AGE }),
  },
  {
    id: 'pick',
    title: m.site_how_pick_title,
    // The tiers by the names an organiser set (src/shared/tier-texts.ts), else "High Risk" / "Low Risk".
    text: (tiers: TierWords) => m.site_how_pick_text({ high: tiers.name('hr'), low: tiers.name('lr') }),
  },
  { id: 'compete', title: m.site_how_compete_title, text: m.site_how_compete_text },
];

export function HowItWorks() {
  const tiers = useTierTexts();
  return (
    <LandingSection title={m.site_how_title()}>
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.id} className="flex gap-4 rounded-xl border bg-card p-5">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title()}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text(tiers)}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

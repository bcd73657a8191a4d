import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';

// The words every screen shows for a format and a risk level (wizard, landing page, dashboard);
// the wire carries only the codes (solo/squad, hr/lr).

export const FORMAT_LABELS: Record<PlayFormat, string> = { solo: 'Solo', squad: 'Squad' };

export const RISK_LABELS: Record<RiskCategory, string> = { hr: 'High Risk', lr: 'Low Risk' };

/** The spec's risk descriptions on the category step. */
export const RISK_DESCRIPTIONS: Record<RiskCategory, string> = {
  hr: '10% win chance, higher prizes, fewer winners',
  lr: '30% win chance, more winners',
};

/** The payment summary's category: risk and format in upper case. */
export function categorySummary(risk: RiskCategory, format: PlayFormat): string {
  return `${RISK_LABELS[risk].toUpperCase()} · ${FORMAT_LABELS[format].toUpperCase()}`;
}

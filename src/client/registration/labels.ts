import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';

// The words every screen shows for a format and a risk level (wizard, landing page, dashboard);
// the wire carries only the codes (solo/squad, hr/lr).

export const FORMAT_LABELS: Record<PlayFormat, string> = { solo: 'Solo', squad: 'Squad' };

export const RISK_LABELS: Record<RiskCategory, string> = { hr: 'High Risk', lr: 'Low Risk' };

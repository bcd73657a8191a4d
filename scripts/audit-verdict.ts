/** What `npm audit --json` printed, as far as the verdict needs it. */
export interface AuditReport {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
}

/** Advisory levels that fail CI. */
const FAILING = new Set(['high', 'critical']);

/**
 * The verdict on an audit report: `skipped` when the registry gave no advisory data (a mirror
 * without the advisory endpoint, no network), which is said plainly and is not a pass.
 */
export function auditVerdict(report: AuditReport | null): {
  outcome: 'pass' | 'fail' | 'skipped';
  line: string;
} {
  const counts = report?.metadata?.vulnerabilities;
  if (!report || !counts) {
    const why = report?.statusCode ? `it answered ${report.statusCode}` : 'it gave no advisory data';
    return {
      outcome: 'skipped',
      line: `npm audit: skipped, the registry does not answer the audit (${why})`,
    };
  }
  const found = Object.entries(counts).filter(([level, n]) => level !== 'total' && n > 0);
  const listed = found.length ? found.map(([level, n]) => `${n} ${level}`).join(', ') : 'no';
  const failing = found.some(([level]) => FAILING.has(level));
  return {
    outcome: failing ? 'fail' : 'pass',
    line: `npm audit: ${listed} advisories in production dependencies${failing ? '; see `npm audit --omit=dev`' : ''}`,
  };
}

import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict.ts';

describe('npm audit verdict (CI)', () => {
  it('fails on a high or a critical advisory', () => {
    expect(auditVerdict({ metadata: { vulnerabilities: { low: 2, high: 1, total: 3 } } })).toEqual({
      outcome: 'fail',
      line: 'npm audit: 2 low, 1 high advisories in production dependencies; see `npm audit --omit=dev`',
    });
    expect(auditVerdict({ metadata: { vulnerabilities: { critical: 1, total: 1 } } }).outcome).toBe('fail');
  });

  it('passes with only low and moderate advisories, or none', () => {
    expect(
      auditVerdict({ metadata: { vulnerabilities: { low: 1, moderate: 2, high: 0, total: 3 } } }),
    ).toEqual({
      outcome: 'pass',
      line: 'npm audit: 1 low, 2 moderate advisories in production dependencies',
    });
    expect(auditVerdict({ metadata: { vulnerabilities: { high: 0, critical: 0, total: 0 } } }).line).toBe(
      'npm audit: no advisories in production dependencies',
    );
  });

  it('says plainly that nothing was checked when the registry does not answer', () => {
    expect(auditVerdict({ statusCode: 405, message: '405 Method Not Allowed' })).toEqual({
      outcome: 'skipped',
      line: 'npm audit: skipped, the registry does not answer the audit (it answered 405)',
    });
    expect(auditVerdict(null).outcome).toBe('skipped');
  });
});

// `npm run audit`: npm's advisory check of the packages that ship (devDependencies left out), run
// by CI. Fails (exit 1) on a high or critical advisory. A registry that does not answer the audit
// is said in one line and does not fail the run (see audit-verdict.ts).
import { spawnSync } from 'node:child_process';
import { auditVerdict, type AuditReport } from './audit-verdict.ts';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report: AuditReport | null = null;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  // no JSON at all: the registry was not reached
}
const { outcome, line } = auditVerdict(report);
console.log(line);
if (outcome === 'fail') process.exit(1);

import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** After the list reporter: where each failed test's trace and screenshot were kept. */
export default class FailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const kept = result.attachments.filter((a) => a.path && ['trace', 'screenshot'].includes(a.name));
    if (kept.length === 0) return;
    console.log(`\n${test.titlePath().filter(Boolean).join(' › ')}:`);
    for (const { name, path: file } of kept) console.log(`  ${name}: ${path.relative(process.cwd(), file!)}`);
    const trace = kept.find((a) => a.name === 'trace');
    if (trace)
      console.log(`  open with: npx playwright show-trace ${path.relative(process.cwd(), trace.path!)}`);
  }
}

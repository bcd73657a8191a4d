// `npm run test:faults`: the fault suite (issue 30, docs/decisions/0030-backups-and-faults.md).
// Each scenario runs the real server as its own process, breaks something (kills it, stops
// PostgreSQL or Redis or the mail server, makes the payment gateway fail) and prints what it
// checked afterwards. On PostgreSQL when DATABASE_URL is set (CI), otherwise on the embedded
// PGlite, where the scenarios that apply to it run (the others are skipped, saying so).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuilt } from './client-build.ts';

ensureClientBuilt();
const vitest = spawnSync(
  path.resolve('node_modules/.bin/vitest'),
  ['run', '--project', 'faults', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(vitest.status ?? 1);

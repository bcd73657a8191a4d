// Loaded into a benchmark's server with `--import` (bench-load.ts): counts the SQL statements the
// server's process sends through `pg` (the ORM, Better Auth, pg-boss; on PostgreSQL and on the
// embedded PGlite alike) and, on SIGUSR2, writes the count to QUERY_COUNT_FILE, with the monotonic
// clock in µs (the clock of a `--cpu-prof` profile's samples, to cut the profile to a phase) and the
// main thread's V8 heap in use, in bytes (the long run's leak watch). With
// QUERY_LOG_FILE it also writes there the statements sent since the last signal, one a line.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type pg from 'pg';

let statements = 0;
const logging = Boolean(process.env.QUERY_LOG_FILE);
let sent: string[] = [];
// Every copy of `pg` in the tree: the ORM's own, and the one Better Auth and pg-boss share.
const copies = ['./package.json', '@mikro-orm/postgresql', 'pg-boss'].map(
  (from) =>
    createRequire(createRequire(import.meta.url).resolve(from, { paths: [process.cwd()] }))(
      'pg',
    ) as typeof pg,
);
for (const Client of new Set(copies.map((copy) => copy.Client))) {
  const query = Reflect.get(Client.prototype, 'query') as (this: pg.Client, ...args: unknown[]) => unknown;
  Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements++;
    if (logging) sent.push(textOf(args[0]));
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}

const file = process.env.QUERY_COUNT_FILE;
const logFile = process.env.QUERY_LOG_FILE;
if (file)
  process.on('SIGUSR2', () => {
    if (logFile) fs.writeFileSync(logFile, sent.join('\n'));
    sent = [];
    fs.writeFileSync(
      file,
      `${statements} ${process.hrtime.bigint() / 1000n} ${process.memoryUsage().heapUsed}`,
    );
  });

/** A statement's SQL on one line, shortened: `query` takes the text or a config object with it. */
function textOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return (typeof text === 'string' ? text : '(no text)').replace(/\s+/g, ' ').slice(0, 160);
}

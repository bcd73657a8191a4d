import type { Identity } from '../auth/index.ts';

// A double click on "Pay" or "Mark as Paid" sends the same call twice, a few milliseconds apart.
// The database makes the pair idempotent (one payment, paid once: decision 10), but each call
// still pays for its own transaction and reads to find that out. Here, a call that arrives while
// the same caller's identical call is still running waits for that one and takes its answer (or its
// error) instead of running again (decision 29). Only while it runs: a call after it has finished
// runs afresh; and across instances the database's guarantees still hold on their own.

const running = new Map<string, Promise<unknown>>();

/** Runs `run`, or joins the run of the same `procedure`, by the same caller, with the same input. */
export function sharedWhileRunning<T>(
  procedure: string,
  caller: Identity,
  input: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const key = JSON.stringify([procedure, caller.userId, caller.pass, input]);
  const pending = running.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = run().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

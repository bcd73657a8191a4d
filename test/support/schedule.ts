// Running many players' work: on a schedule (arrivals at a steady rate, open loop) or a few at a
// time. Shared by the load benchmark (scripts/bench-load.ts) and the fault suite (test/faults/).

/** Starts `work(i)` for i < n at `perSecond` a second, each on its schedule; answers all results. */
export async function onSchedule<T>(
  n: number,
  perSecond: number,
  work: (i: number) => Promise<T>,
): Promise<T[]> {
  const started = performance.now();
  const running: Promise<T>[] = [];
  for (let i = 0; i < n; i++) {
    const wait = started + (i / perSecond) * 1000 - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(work(i));
  }
  return Promise.all(running);
}

/** Runs `work(i)` for i < n, `concurrency` at a time; answers the results in order. */
export async function inTurns<T>(
  n: number,
  concurrency: number,
  work: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

import { describe, expect, it } from 'vitest';
import type { Identity } from '../auth/index.ts';
import { sharedWhileRunning } from './shared-calls.ts';

const meera: Identity = { userId: 'meera', role: 'user', pass: null };
const rohan: Identity = { userId: 'rohan', role: 'user', pass: null };

/** A run that counts itself and ends when told. */
function gated<T>(answer: T) {
  let runs = 0;
  let finish = () => {};
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    runs++;
    await gate;
    return answer;
  };
  return { run, finish: () => finish(), runs: () => runs };
}

describe('sharedWhileRunning', () => {
  it("gives a caller's identical call made meanwhile the first one's answer, without running it again", async () => {
    const first = gated({ paymentId: 'p1' });
    const second = gated({ paymentId: 'p2' });
    const a = sharedWhileRunning('payment.confirm', meera, { paymentId: 'p1' }, first.run);
    const b = sharedWhileRunning('payment.confirm', meera, { paymentId: 'p1' }, second.run);
    first.finish();
    expect(await Promise.all([a, b])).toEqual([{ paymentId: 'p1' }, { paymentId: 'p1' }]);
    expect([first.runs(), second.runs()]).toEqual([1, 0]);
  });

  it('runs afresh once the first has finished', async () => {
    const once = gated('first');
    once.finish();
    expect(await sharedWhileRunning('payment.initiate', meera, { orderId: 'r1' }, once.run)).toBe('first');
    const again = gated('again');
    again.finish();
    expect(await sharedWhileRunning('payment.initiate', meera, { orderId: 'r1' }, again.run)).toBe('again');
    expect(again.runs()).toBe(1);
  });

  it('never shares between callers, inputs or procedures', async () => {
    const runs = [gated(1), gated(2), gated(3), gated(4)];
    const answers = Promise.all([
      sharedWhileRunning('payment.initiate', meera, { orderId: 'r1' }, runs[0]!.run),
      sharedWhileRunning('payment.initiate', rohan, { orderId: 'r1' }, runs[1]!.run),
      sharedWhileRunning('payment.initiate', meera, { orderId: 'r1', couponCode: 'DIWALI25' }, runs[2]!.run),
      sharedWhileRunning('payment.confirm', meera, { orderId: 'r1' }, runs[3]!.run),
    ]);
    for (const run of runs) run.finish();
    expect(await answers).toEqual([1, 2, 3, 4]);
    expect(runs.map((run) => run.runs())).toEqual([1, 1, 1, 1]);
  });

  it('gives the same error to both, and lets a later call try again', async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      await Promise.resolve();
      throw new Error('gateway down');
    };
    const both = [
      sharedWhileRunning('payment.initiate', meera, { orderId: 'r2' }, failing),
      sharedWhileRunning('payment.initiate', meera, { orderId: 'r2' }, failing),
    ];
    for (const call of both) await expect(call).rejects.toThrow('gateway down');
    expect(calls).toBe(1);
    await expect(sharedWhileRunning('payment.initiate', meera, { orderId: 'r2' }, failing)).rejects.toThrow();
    expect(calls).toBe(2);
  });
});

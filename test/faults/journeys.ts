// A player's journey in the fault suite, as the bench's rush plays it (scripts/bench-load.ts):
// register (a squad or solo, with an idempotency key), click Pay twice, pay, read the credentials.
import { expect } from 'vitest';
import type { Account, playersOf } from './players.ts';

type Players = ReturnType<typeof playersOf>;

/** A registration's body: a squad of four for even players, solo for odd ones. */
export function registrationOf(i: number, tag: string) {
  const phone = (n: number) => `9${String((i * 4 + n) % 1_000_000_000).padStart(9, '0')}`;
  const person = (n: number, name: string) => ({
    name,
    phone: phone(n),
    email: `fault-${tag}-${i}-${n}@example.in`,
    state: 'Maharashtra',
    city: 'Pune',
    dateOfBirth: '2000-04-15',
  });
  const squad = i % 2 === 0;
  return {
    ...person(0, `Fault Player ${i}`),
    selectedGame: 'BGMI',
    playFormat: squad ? 'squad' : 'solo',
    riskCategory: 'hr',
    priceCategory: squad ? '2000' : '1500',
    paymentMethod: 'upi',
    ...(squad ? { teammates: [1, 2, 3].map((n) => person(n, `Fault Mate ${i}-${n}`)) } : {}),
    // The same registration however often the call is tried again.
    idempotencyKey: `fault-${tag}-${i}`.padEnd(8, '-'),
  };
}

/** Registers player `i`; answers the registration's id. */
export async function register(players: Players, account: Account, i: number, tag: string): Promise<string> {
  const created = await players.call('POST', '/api/participants', { account, body: registrationOf(i, tag) });
  const id = (created?.body as { id?: string } | undefined)?.id;
  if (!id) throw new Error(`registering failed: ${created?.status} ${JSON.stringify(created?.body)}`);
  return id;
}

/** Pay clicked twice at once: both clicks answer the same payment, whose id is answered. */
export async function initiateTwice(
  players: Players,
  account: Account,
  registration: string,
): Promise<string> {
  const answers = await Promise.all(
    [0, 1].map(() =>
      players.call('POST', '/api/payments/initiate', {
        account,
        body: { orderId: registration, method: 'upi' },
      }),
    ),
  );
  const ids = new Set(answers.map((a) => (a?.body as { paymentId?: string } | undefined)?.paymentId));
  expect([...ids], JSON.stringify(answers.map((a) => [a?.status, a?.body]))).toEqual([expect.any(String)]);
  return [...ids][0]!;
}

/** The mock gateway's payment: Pay twice, then "Mark as Paid" twice. */
export async function payMock(players: Players, account: Account, registration: string): Promise<void> {
  const paymentId = await initiateTwice(players, account, registration);
  await Promise.all(
    [0, 1].map(() =>
      players.call('POST', '/api/payments/confirm', { account, body: { paymentId, status: 'success' } }),
    ),
  );
}

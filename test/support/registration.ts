import type { TestApp } from './test-app.ts';
import type { TestUser } from './auth.ts';

/** A valid solo registration; override what a test is about. */
export function soloPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Aditi Verma',
    phone: '9876543210',
    email: 'aditi@example.in',
    state: 'Maharashtra',
    city: 'Pune',
    dateOfBirth: '2000-04-15',
    selectedGame: 'bgmi',
    playFormat: 'solo',
    riskCategory: 'hr',
    priceCategory: '1500',
    paymentMethod: 'upi',
    ...overrides,
  };
}

export const teammate = (n: number) => ({
  name: `Teammate ${n}`,
  phone: `98765432${10 + n}`,
  email: `mate${n}@example.in`,
  state: 'Karnataka',
  city: 'Mysuru',
  dateOfBirth: '1999-01-0' + ((n % 9) + 1),
});

export async function register(t: TestApp, user: TestUser, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/participants', headers: user.headers, payload });
}

/** Registers and pays with the mock gateway; returns the participant id. */
export async function registerAndPay(
  t: TestApp,
  user: TestUser,
  payload: object = soloPayload(),
): Promise<string> {
  const created = await register(t, user, payload);
  if (created.statusCode !== 200) throw new Error(`register: ${created.body}`);
  const id = created.json().id as string;
  const initiated = await t.app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: user.headers,
    payload: { orderId: id },
  });
  const paymentId = initiated.json().paymentId as string;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: user.headers,
    payload: { paymentId, status: 'success' },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return id;
}

import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import type { CreateParticipant } from '../../src/shared/registration.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './auth.ts';
import type { RouterInputs, RouterOutputs } from './trpc.ts';

// The REST answers below carry no dates, so the procedures' output types describe their JSON too.
export type Registration = RouterOutputs['registration']['create'];
export type PaymentStarted = RouterOutputs['payment']['initiate'];
export type PaymentInput = Omit<RouterInputs['payment']['initiate'], 'orderId' | 'participantId'>;

/** A valid solo registration; override what a test is about. */
export function soloPayload(overrides: Partial<CreateParticipant> = {}): CreateParticipant {
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

/**
 * A squad registration with `mates` teammates (the VIP squad pass). A BGMI squad (the default game)
 * pays with 3 teammates: its team size is 4.
 */
export function squadPayload(mates: number, overrides: Partial<CreateParticipant> = {}): CreateParticipant {
  return soloPayload({
    playFormat: 'squad',
    priceCategory: '2000',
    teammates: Array.from({ length: mates }, (_, i) => teammate(i + 1)),
    ...overrides,
  });
}

export const teammate = (n: number) => ({
  name: `Teammate ${n}`,
  phone: `98765432${10 + n}`,
  email: `mate${n}@example.in`,
  state: 'Karnataka',
  city: 'Mysuru',
  dateOfBirth: '1999-01-0' + ((n % 9) + 1),
});

/** POST /api/participants as `user`, answered as is (for tests about refusals). */
export async function register(t: TestApp, user: TestUser, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/participants', headers: user.headers, payload });
}

/** POST /api/payments/initiate for a registration, answered as is. */
export async function initiatePayment(
  t: TestApp,
  user: TestUser,
  participantId: string,
  input: PaymentInput = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: user.headers,
    payload: { orderId: participantId, ...input },
  });
}

/** Marks a mock payment paid (the Mark as Paid button), answered as is. */
export async function confirmPayment(t: TestApp, user: TestUser, paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: user.headers,
    payload: { paymentId, status: 'success' },
  });
}

/** Registers a solo pass and returns the created registration; throws on a refusal. */
export async function registerSolo(
  t: TestApp,
  user: TestUser,
  overrides: Partial<CreateParticipant> = {},
): Promise<Registration> {
  return answer<Registration>(await register(t, user, soloPayload(overrides)), 'register');
}

/** Registers a squad pass with `mates` teammates; throws on a refusal. */
export async function registerSquad(
  t: TestApp,
  user: TestUser,
  mates: number,
  overrides: Partial<CreateParticipant> = {},
): Promise<Registration> {
  return answer<Registration>(await register(t, user, squadPayload(mates, overrides)), 'register');
}

/** Starts paying for a registration; throws on a refusal. */
export async function startPayment(
  t: TestApp,
  user: TestUser,
  participantId: string,
  input: PaymentInput = {},
): Promise<PaymentStarted> {
  return answer<PaymentStarted>(await initiatePayment(t, user, participantId, input), 'initiate');
}

/** Pays for a registration with the mock gateway; returns the payment as it was started. */
export async function payFor(
  t: TestApp,
  user: TestUser,
  participantId: string,
  input: PaymentInput = {},
): Promise<PaymentStarted> {
  const started = await startPayment(t, user, participantId, input);
  answer(await confirmPayment(t, user, started.paymentId), 'confirm');
  return started;
}

/** Registers and pays with the mock gateway; returns the participant id. */
export async function registerAndPay(
  t: TestApp,
  user: TestUser,
  payload: CreateParticipant = soloPayload(),
): Promise<string> {
  const { id } = answer<Registration>(await register(t, user, payload), 'register');
  await payFor(t, user, id);
  return id;
}

function answer<T>(res: InjectResponse, call: string): T {
  if (res.statusCode !== 200) throw new Error(`${call}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

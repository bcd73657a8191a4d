import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../test/support/auth.ts';
import { initiatePayment, register, soloPayload, squadPayload } from '../../test/support/registration.ts';
import { trpcAs } from '../../test/support/trpc.ts';
import type { Registration } from '../../test/support/registration.ts';
import { MAX_UNPAID_REGISTRATIONS, TOO_MANY_UNPAID_MESSAGE } from '../shared/registration-rules.ts';
import { PHONE_MESSAGES } from '../shared/field-rules.ts';
import { seedGames } from './games/seed.ts';

// Decision 6, Error codes: each refusal names its reason, over tRPC (`data.reason`) and REST
// (`reason`), next to the English sentence and the fields the bodies always had.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

/** What a tRPC call was refused with: its message and the formatter's data. */
async function refusalOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError)) throw new Error('the call was not refused');
  return { message: error.message, data: error.data as Record<string, unknown> };
}

async function registered(player: TestUser, payload: object): Promise<Registration> {
  const res = await register(t, player, payload);
  expect(res.statusCode).toBe(200);
  return res.json<Registration>();
}

describe('the reason of a refusal', () => {
  it(`names too many unpaid registrations (registration.too_many_unpaid)`, async () => {
    const player = await createUser(t);
    for (let i = 0; i < MAX_UNPAID_REGISTRATIONS; i++) await registered(player, soloPayload());

    const rest = await register(t, player, soloPayload());
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({
      error: TOO_MANY_UNPAID_MESSAGE,
      code: 'CONFLICT',
      requestId: expect.any(String),
      reason: 'registration.too_many_unpaid',
    });

    const rpc = await refusalOf(trpcAs(t, player).registration.create.mutate(soloPayload()));
    expect(rpc.message).toBe(TOO_MANY_UNPAID_MESSAGE);
    expect(rpc.data).toMatchObject({
      code: 'CONFLICT',
      httpStatus: 409,
      reason: 'registration.too_many_unpaid',
    });
  });

  it('names a wrong coupon (coupon.invalid)', async () => {
    const player = await createUser(t);
    const { id } = await registered(player, soloPayload());

    const rest = await initiatePayment(t, player, id, { couponCode: 'NO-SUCH-CODE' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      error: 'Invalid coupon code',
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
      reason: 'coupon.invalid',
    });

    const rpc = await refusalOf(
      trpcAs(t, player).payment.initiate.mutate({ orderId: id, couponCode: 'NO-SUCH-CODE' }),
    );
    expect(rpc.message).toBe('Invalid coupon code');
    expect(rpc.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'coupon.invalid' });
  });

  it("names a bad phone by its field rule (field.phone_player), keeping the schema's fieldErrors", async () => {
    const player = await createUser(t);

    const rest = await register(t, player, soloPayload({ phone: '12345' }));
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      error: PHONE_MESSAGES.player,
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
      reason: 'field.phone_player',
      fieldErrors: { phone: PHONE_MESSAGES.player },
    });

    const rpc = await refusalOf(trpcAs(t, player).registration.create.mutate(soloPayload({ phone: '12345' })));
    expect(rpc.message).toBe(PHONE_MESSAGES.player);
    expect(rpc.data).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'field.phone_player',
      fieldErrors: { phone: PHONE_MESSAGES.player },
    });
  });

  it('sends the values of a sentence that has some (registration.squad_incomplete)', async () => {
    const player = await createUser(t);
    const { id } = await registered(player, squadPayload(1));

    const rest = await initiatePayment(t, player, id);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toMatchObject({
      error: 'This squad needs 2 more teammates before it can pay.',
      reason: 'registration.squad_incomplete',
      params: { needed: 2 },
    });

    const rpc = await refusalOf(trpcAs(t, player).payment.initiate.mutate({ orderId: id }));
    expect(rpc.data).toMatchObject({ reason: 'registration.squad_incomplete', params: { needed: 2 } });
  });

  it('sends no reason for a refusal that has none', async () => {
    const player = await createUser(t);
    const rest = await t.app.inject({ method: 'GET', url: '/api/no-such-path', headers: player.headers });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).not.toHaveProperty('reason');
  });
});

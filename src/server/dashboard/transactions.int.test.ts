import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo, startPayment } from '../../../test/support/registration.ts';
import { enrolSecondFactor } from '../../../test/support/second-factor.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';

// The dashboard's Transactions tab: payments in every status, and refunds as rows of their own.

const { t, admin } = adminTestAppOfFile('games');

describe('transactions', () => {
  it('lists a refund under its payment, newest first, with docs/product.md’s statuses', async () => {
    // A refund needs the organiser's second factor and a fresh code (auth/second-factor.ts).
    const adminKey = await enrolSecondFactor(t, admin);
    const player = await createUser(t);
    const paid = await registerSolo(t, player);
    const payment = await payFor(t, player, paid.id);
    const waiting = await registerSolo(t, player, { selectedGame: 'valorant', priceCategory: '500' });
    const pending = await startPayment(t, player, waiting.id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/admin/payments/${payment.paymentId}/refund`,
      headers: admin.headers,
      payload: {
        amount: 400,
        reason: 'Pass downgraded at the player’s request',
        secondFactorCode: await adminKey.nextCode(),
      },
    });
    expect(refund.statusCode).toBe(200);

    const { items } = await trpcAs(t, player).dashboard.transactions.query({});
    expect(items.map((i) => [i.kind, i.type, i.amount, i.status, i.paymentId])).toEqual([
      ['refund', 'Refund', 400, 'completed', payment.paymentId],
      ['payment', 'Pass purchase', 500, 'pending', pending.paymentId],
      ['payment', 'Pass purchase', 1500, 'completed', payment.paymentId],
    ]);
    expect(items[0]).toMatchObject({
      description: 'Refund of Max Pass for BGMI (Solo, High Risk)',
      waiting: null,
    });
    expect(items[1]).toMatchObject({ waiting: 'demo' });

    // Pages run over payments and refunds together, in the same order.
    const pages = await Promise.all(
      [0, 1, 2].map((cursor) => trpcAs(t, player).dashboard.transactions.query({ cursor, limit: 1 })),
    );
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(items.map((i) => i.id));

    // Nobody else sees them.
    expect((await trpcAs(t, await createUser(t)).dashboard.transactions.query({})).items).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { OutboxMessage } from '../mail/entities.ts';
import { Notification } from '../notifications/entities.ts';
import { TaxDocument } from './entities.ts';

// A paid pass's receipt (docs/decisions/0027-invoices-and-data-rights.md) is the payment.received
// event (issue 28): the bell names the tax invoice, and the event's e-mail, sent by the
// notifications' sender in the player's language, attaches it (params.taxDocumentId); nothing is
// queued in the outbox by the payment itself any more.

const t = mailTestAppOfFile();

describe('the receipt', () => {
  it('is the payment.received event, naming the tax invoice the e-mail attaches', async () => {
    await seedGames(t.db.orm.em.fork());
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    const { paymentId } = await payFor(t, player, id);
    const em = t.db.orm.em.fork();
    const invoice = await em.findOneOrFail(TaxDocument, { invoiceOf: paymentId });
    const receipt = await em.findOneOrFail(Notification, { eventKey: `payment.received:${paymentId}` });
    expect(receipt.title).toBe('Payment successful! Registration completed!');
    expect(receipt.body).toContain('₹1,500');
    expect(receipt.body).toContain(`Tax invoice ${invoice.number}`);
    // The old receipt mail, queued by the payment, is gone: one e-mail per event, from the sender.
    expect(await em.count(OutboxMessage, { taxDocument: invoice.id })).toBe(0);
  });
});

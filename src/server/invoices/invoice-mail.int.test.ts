import { describe, expect, it } from 'vitest';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';
import { OutboxMessage } from '../mail/entities.ts';
import { sendQueuedMail } from '../mail/service.ts';
import { TaxDocument } from './entities.ts';
import { taxDocumentAttachment } from './service.ts';

// A paid pass's receipt goes out by e-mail with its tax invoice attached
// (docs/decisions/0027-invoices-and-data-rights.md): queued in the payment's transaction, the PDF
// made from the stored document when the outbox job sends it.

const t = mailTestAppOfFile();

describe('the receipt e-mail', () => {
  it('is queued with the payment and sent by the outbox job with the invoice as a PDF', async () => {
    await seedGames(t.db.orm.em.fork());
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    const { paymentId } = await payFor(t, player, id);
    const em = t.db.orm.em.fork();
    const invoice = await em.findOneOrFail(TaxDocument, { invoiceOf: paymentId });
    const queued = await em.findOneOrFail(OutboxMessage, { taxDocument: invoice.id });
    expect(queued).toMatchObject({ to: player.email, queued: true, sentAt: null });
    expect(queued.subject).toContain(`Payment received: tax invoice ${invoice.number}`);
    expect(queued.text).toContain('₹1,500');
    expect(queued.text).toContain('टैक्स इनवॉइस');
    expect(t.mailbox.mails.some((mail) => mail.subject.includes(invoice.number))).toBe(false);

    expect(await sendQueuedMail(em.fork(), t.app.services.mailer, taxDocumentAttachment)).toEqual({
      sent: 1,
      failed: 0,
    });
    const mail = await t.mailbox.waitForMail(player.email);
    expect(mail.data).toContain('application/pdf');
    expect(mail.data).toContain(`${invoice.number.replaceAll('/', '-')}.pdf`);
    const sent = await em.fork().findOneOrFail(OutboxMessage, queued.id);
    expect(sent.queued).toBe(false);
    expect(sent.sentAt).not.toBeNull();
    // Sent once: the next run finds nothing.
    expect(await sendQueuedMail(em.fork(), t.app.services.mailer, taxDocumentAttachment)).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/support/auth.ts';
import { payFor, registerSolo } from '../../../../test/support/registration.ts';
import { mailTestAppOfFile } from '../../../../test/support/test-app.ts';
import { siteUrl } from '../../auth/setup.ts';
import { seedGames } from '../../games/seed.ts';
import { TaxDocument } from '../../invoices/entities.ts';
import { taxDocumentAttachment } from '../../invoices/service.ts';
import { OutboxMessage } from '../../mail/entities.ts';
import { AppUser } from '../../users/entities.ts';
import { renderEvent } from '../texts.ts';
import type { EventParams, EventType } from '../catalogue.ts';
import { unsubscribeLinks, UNSUBSCRIBE_PURPOSE } from '../unsubscribe.ts';
import type { OutgoingMessage } from './channel.ts';
import { emailAdapter } from './email.ts';

// The e-mail channel against an SMTP server (test/support/smtp-sink.ts): HTML and text parts in
// the player's language, one-click unsubscribe headers only for optional groups, the tax invoice
// attached to a payment's e-mail, and every message kept in the outbox.

const t = mailTestAppOfFile();

const adapter = () =>
  emailAdapter({
    mailer: t.app.services.mailer,
    siteUrl: siteUrl(t.config),
    attachmentOf: taxDocumentAttachment,
  });

const ROOM = { game: 'BGMI', match: 3, roomId: '7781234', startsAt: '18:30' };

async function message(
  userId: string,
  event: EventType,
  params: EventParams,
  unsubscribe: 'match' | null,
): Promise<OutgoingMessage> {
  const user = await t.db.orm.em.fork().findOneOrFail(AppUser, userId);
  const text = renderEvent(event, user.language, params);
  const links = unsubscribeLinks(t.app.services.signedLinks(UNSUBSCRIBE_PURPOSE), siteUrl(t.config));
  return {
    deliveryId: crypto.randomUUID(),
    event,
    language: user.language,
    recipient: { userId, email: user.email ?? null, phone: null, name: user.firstName ?? 'Player' },
    ...text,
    url: `${siteUrl(t.config)}/dashboard/matches/abc`,
    params,
    unsubscribeUrl: unsubscribe ? links.unsubscribeUrlFor(userId, unsubscribe) : null,
  };
}

/** The MIME message with quoted-printable soft breaks and escapes undone, to search its text. */
function decoded(data: string): string {
  return data.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    try {
      return Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8');
    } catch {
      return run;
    }
  });
}

describe('the e-mail channel', () => {
  it('is ready, and reaches players with an e-mail address', async () => {
    const player = await createUser(t);
    const email = adapter();
    expect(email.channel).toBe('email');
    expect(await email.ready(t.db.orm.em.fork(), 'room.released')).toBe(true);
    expect(await email.reachable(t.db.orm.em.fork(), [player.userId, crypto.randomUUID()])).toEqual(
      new Set([player.userId]),
    );
  });

  it('sends HTML and text with the one-click unsubscribe headers for an optional group', async () => {
    const player = await createUser(t);
    await t.db.orm.em.fork().nativeUpdate(AppUser, { id: player.userId }, { firstName: 'Ravi <b>K</b>' });
    const records = t.db.orm.em.fork();
    const result = await adapter().send(
      records,
      await message(player.userId, 'room.released', ROOM, 'match'),
    );
    expect(result.status).toBe('sent');
    const mail = await t.mailbox.waitForMail(player.email);
    const data = decoded(mail.data);
    expect(data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(data).toMatch(/Content-Type: text\/plain/i);
    expect(data).toMatch(/Content-Type: text\/html/i);
    const headers = mail.data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http[^>]*\/api\/notifications\/unsubscribe\?token=[^>]+>$/im,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(data).toContain('Room ID 7781234');
    // The visible link goes to the page; the name is escaped in the HTML.
    expect(data).toContain('/unsubscribe?token=');
    expect(data).toContain('Hello Ravi &lt;b&gt;K&lt;/b&gt;,</p>');
    // The text part is text: nothing to escape there.
    expect(data).toMatch(/Hello Ravi <b>K<\/b>,\r?\n/);
    // Kept in the outbox, the e-mail log, when the sender writes its batch.
    await records.flush();
    const row = await t.db.orm.em.fork().findOneOrFail(OutboxMessage, result.providerMessageId!);
    expect(row).toMatchObject({ to: player.email, queued: false });
    expect(row.sentAt).not.toBeNull();
  });

  it('writes to a Hindi player in Hindi', async () => {
    const player = await createUser(t);
    await t.db.orm.em.fork().nativeUpdate(AppUser, { id: player.userId }, { language: 'hi' });
    await adapter().send(t.db.orm.em.fork(), await message(player.userId, 'room.released', ROOM, 'match'));
    const data = decoded((await t.mailbox.waitForMail(player.email)).data);
    expect(data).toContain('रूम की जानकारी आ गई है');
    expect(data).toContain('नमस्ते');
    expect(data).toContain('<html lang="hi">');
  });

  it('attaches the tax invoice to a payment e-mail, with no unsubscribe headers', async () => {
    await seedGames(t.db.orm.em.fork());
    const player = await createUser(t);
    const { id } = await registerSolo(t, player);
    const { paymentId } = await payFor(t, player, id);
    const invoice = await t.db.orm.em.fork().findOneOrFail(TaxDocument, { invoiceOf: paymentId });
    const since = t.mailbox.mails.length;
    const params = { amount: '₹1,500', game: 'BGMI', taxDocumentId: invoice.id };
    await adapter().send(t.db.orm.em.fork(), await message(player.userId, 'payment.received', params, null));
    const mail = await t.mailbox.waitForMail(player.email, (m) => m.subject.includes('Payment'), since);
    expect(mail.data).toContain('application/pdf');
    expect(mail.data).toContain(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(mail.data).not.toMatch(/^List-Unsubscribe/im);
    expect(decoded(mail.data)).toContain('Payment and account messages always reach you by e-mail.');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { confirmPayment, payFor, registerSolo } from '../../../test/support/registration.ts';
import { createSoloRegistration } from '../../../test/support/payments.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { LedgerEntry } from '../books/entities.ts';
import { seedGames } from '../games/seed.ts';
import { Payment, PaymentEvent } from '../payments/entities.ts';
import { refundPayment } from '../payments/refunds.ts';
import { SiteSetting } from '../settings/entities.ts';
import { AppUser } from '../users/entities.ts';
import { DocumentSeries, TaxDocument } from './entities.ts';
import { takeNumber } from './service.ts';

// GST tax invoices and credit notes (docs/decisions/0027-invoices-and-data-rights.md): issued in
// the transaction that pays a pass or processes its refund, numbered gaplessly per financial year.

let t: TestApp;
let player: TestUser;
let other: TestUser;
let admin: TestUser;

const SUPPLIER = {
  GST_SUPPLIER_NAME: 'Example Esports Pvt Ltd',
  GST_SUPPLIER_ADDRESS: '4th Floor, Example House, Andheri East, Mumbai 400069',
  GSTIN: '27AABCE1234F1Z5',
  GST_SUPPLIER_STATE: 'Maharashtra',
};

beforeAll(async () => {
  t = await createTestApp();
  const em = t.db.orm.em.fork();
  await seedGames(em);
  for (const [name, value] of Object.entries(SUPPLIER)) em.create(SiteSetting, { name, value });
  await em.flush();
  [player, other, admin] = [await createUser(t), await createUser(t), await createUser(t, { role: 'admin' })];
});
afterAll(() => t.close());

async function setProfile(
  user: TestUser,
  profile: { state?: string | null; address?: string | null; pinCode?: string | null },
) {
  const em = t.db.orm.em.fork();
  const row = await em.findOneOrFail(AppUser, user.userId);
  em.assign(row, { firstName: 'Aditi', lastName: 'Verma', ...profile });
  await em.flush();
}

const invoiceOf = (paymentId: string) =>
  t.db.orm.em.fork().findOneOrFail(TaxDocument, { invoiceOf: paymentId }, { populate: ['against'] });

/** Pays a fresh ₹1,500 solo pass with the mock gateway; answers the payment's id. */
async function paidPass(user: TestUser): Promise<string> {
  const { id } = await registerSolo(t, user, { priceCategory: '1500' });
  return (await payFor(t, user, id)).paymentId;
}

describe('the tax invoice of a paid pass', () => {
  it('is issued within the supplier’s state with CGST and SGST, a snapshot of both parties', async () => {
    await setProfile(player, { state: 'Maharashtra', address: '12 MG Road, Kothrud', pinCode: '411038' });
    const paymentId = await paidPass(player);
    const invoice = await invoiceOf(paymentId);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^AC\/\d{2}-\d{2}\/\d{6}$/),
      supplier: {
        name: SUPPLIER.GST_SUPPLIER_NAME,
        address: SUPPLIER.GST_SUPPLIER_ADDRESS,
        gstin: SUPPLIER.GSTIN,
        state: { code: '27', name: 'Maharashtra' },
      },
      recipient: {
        name: 'Aditi Verma',
        address: '12 MG Road, Kothrud',
        pinCode: '411038',
        state: { code: '27', name: 'Maharashtra' },
      },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      sac: { code: '999651' },
      ratePercent: 18,
      taxablePaise: 127_119,
      cgstPaise: 11_440,
      sgstPaise: 11_441,
      igstPaise: 0,
      totalPaise: 150_000,
    });
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.description).toMatch(/^Entry fee: BGMI qualifier, \w+ \d{4} \(Max Pass\)$/);
  });

  it('charges IGST to a player in another state, at the rate set', async () => {
    await setProfile(player, { state: 'Karnataka' });
    const em = t.db.orm.em.fork();
    em.create(SiteSetting, { name: 'GST_RATE_PERCENT', value: '40' });
    await em.flush();
    try {
      const invoice = await invoiceOf(await paidPass(player));
      expect(invoice).toMatchObject({
        placeOfSupply: { code: '29', name: 'Karnataka' },
        recipient: { state: { code: '29', name: 'Karnataka' } },
        ratePercent: 40,
        taxablePaise: 107_143,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 42_857,
      });
    } finally {
      await em.nativeDelete(SiteSetting, { name: 'GST_RATE_PERCENT' });
    }
  });

  it('takes the supplier’s state as the place of supply for a player with no state on record', async () => {
    await setProfile(player, { state: null, address: null, pinCode: null });
    const invoice = await invoiceOf(await paidPass(player));
    expect(invoice).toMatchObject({
      recipient: { name: 'Aditi Verma', address: null, pinCode: null, state: null },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      cgstPaise: 11_440,
      sgstPaise: 11_441,
      igstPaise: 0,
    });
  });
});

describe('credit notes', () => {
  it('records a partial and then the full refund against the invoice, adding up, the invoice unchanged', async () => {
    await setProfile(player, { state: 'Delhi' });
    const paymentId = await paidPass(player);
    const before = await invoiceOf(paymentId);
    const em = t.db.orm.em.fork();
    const gateway = await t.app.services.paymentGateway(em);
    const actor = { userId: admin.userId, requestId: 'test' };
    await refundPayment(em, gateway, actor, { paymentId, amount: 500, reason: 'Part' });
    await refundPayment(em.fork(), gateway, actor, { paymentId, reason: 'The rest' });
    const notes = await t.db.orm.em
      .fork()
      .find(
        TaxDocument,
        { payment: paymentId, kind: 'credit_note' },
        { orderBy: { seq: 'asc' }, populate: ['against'] },
      );
    expect(notes.map((n) => n.totalPaise)).toEqual([50_000, 100_000]);
    for (const note of notes) {
      expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
      expect(note.against?.id).toBe(before.id);
      expect(note.placeOfSupply).toEqual({ code: '07', name: 'Delhi' });
      expect(note.taxablePaise + note.igstPaise).toBe(note.totalPaise);
      expect(note.cgstPaise + note.sgstPaise).toBe(0);
    }
    expect(notes[1]!.seq).toBe(notes[0]!.seq + 1);
    const sum = (key: 'taxablePaise' | 'igstPaise' | 'totalPaise') => notes.reduce((s, n) => s + n[key], 0);
    expect(sum('totalPaise')).toBe(before.totalPaise);
    // Split per note, the parts differ from the invoice's by a paisa at most.
    expect(Math.abs(sum('igstPaise') - before.igstPaise)).toBeLessThanOrEqual(1);
    const after = await invoiceOf(paymentId);
    expect(after).toMatchObject({ number: before.number, totalPaise: 150_000, igstPaise: before.igstPaise });
    // Settled again, nothing new is issued.
    await t.db.orm.em.fork().transactional(async (tx) => {
      const { lockPayment, settleRefunds } = await import('../payments/settle.ts');
      await settleRefunds(tx, await lockPayment(tx, paymentId), { source: 'admin' });
    });
    expect(await t.db.orm.em.fork().count(TaxDocument, { payment: paymentId, kind: 'credit_note' })).toBe(2);
  });
});

describe('numbering', () => {
  it('starts each financial year at 000001, across 31 March 23:59 / 1 April 00:00 IST', async () => {
    const em = t.db.orm.em.fork();
    const lastMinute = new Date('2030-03-31T18:29:59Z');
    const firstMinute = new Date('2030-03-31T18:30:00Z');
    const taken = await em.transactional(async (tx) => [
      await takeNumber(tx, 'invoice', 'AC', lastMinute),
      await takeNumber(tx, 'invoice', 'AC', lastMinute),
      await takeNumber(tx, 'invoice', 'AC', firstMinute),
      await takeNumber(tx, 'credit_note', 'CN', firstMinute),
    ]);
    expect(taken.map((n) => n.number)).toEqual([
      'AC/29-30/000001',
      'AC/29-30/000002',
      'AC/30-31/000001',
      'CN/30-31/000001',
    ]);
  });

  it('gives a rolled-back transaction’s number to the next one', async () => {
    const em = t.db.orm.em.fork();
    const at = new Date('2031-06-01T00:00:00Z');
    await expect(
      em.transactional(async (tx) => {
        await takeNumber(tx, 'invoice', 'AC', at);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await em.fork().transactional((tx) => takeNumber(tx, 'invoice', 'AC', at));
    expect(next.number).toBe('AC/31-32/000001');
  });

  it('gives 200 concurrent payments 200 consecutive numbers, and the invoices match the books', async () => {
    const em = t.db.orm.em.fork();
    const payer = await createUser(t);
    const payments: Payment[] = [];
    for (let i = 0; i < 200; i++) {
      const participant = await createSoloRegistration(em, 'valorant', {
        owner: payer.userId,
        status: 'pending_payment',
      });
      const payment = em.create(Payment, {
        participant,
        owner: payer.userId,
        amount: 500 + i,
        gateway: 'mock',
        status: 'mock-pending',
        liveKey: participant.id,
      });
      em.create(PaymentEvent, { payment, fromStatus: null, toStatus: 'mock-pending', source: 'initiate' });
      payments.push(payment);
    }
    await em.flush();
    const answers = await Promise.all(payments.map((p) => confirmPayment(t, payer, p.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(payments.map(() => 200));

    const invoices = await em.fork().find(TaxDocument, { payment: { $in: payments.map((p) => p.id) } });
    expect(invoices).toHaveLength(200);
    const seqs = invoices.map((d) => d.seq).sort((a, b) => a - b);
    expect(new Set(invoices.map((d) => d.number)).size).toBe(200);
    expect(seqs).toEqual(Array.from({ length: 200 }, (_, i) => seqs[0]! + i));
    // No invoice anywhere in the year took a number outside the run (none skipped).
    const year = invoices[0]!.financialYear;
    const series = await em.fork().findOneOrFail(DocumentSeries, { series: 'invoice', financialYear: year });
    expect(await em.fork().count(TaxDocument, { kind: 'invoice', financialYear: year })).toBe(
      series.next - 1,
    );

    // Refund some of them, then: invoices − credit notes = fees received − fees refunded.
    const gateway = await t.app.services.paymentGateway(em);
    const actor = { userId: admin.userId, requestId: 'test' };
    for (const [i, p] of payments.slice(0, 10).entries())
      await refundPayment(em.fork(), gateway, actor, {
        paymentId: p.id,
        amount: i % 2 ? undefined : 100,
        reason: 'Test',
      });
    const ids = payments.map((p) => p.id);
    const docs = await em.fork().find(TaxDocument, { payment: { $in: ids } });
    const billed = docs.reduce((s, d) => s + (d.kind === 'invoice' ? d.totalPaise : -d.totalPaise), 0);
    const refundIds = docs.filter((d) => d.refund).map((d) => d.refund!.id);
    expect(refundIds).toHaveLength(10);
    const ledger = await em.fork().find(LedgerEntry, { reference: { $in: [...ids, ...refundIds] } });
    const booked = ledger.reduce(
      (s, e) =>
        s + (e.kind === 'fee_received' ? e.amountPaise : e.kind === 'fee_refunded' ? -e.amountPaise : 0),
      0,
    );
    expect(billed).toBe(booked);
    expect(billed).toBeGreaterThan(0);
  }, 240_000);
});

describe('downloading an invoice', () => {
  it('lets its payer and an admin have the PDF and the JSON; anyone else is told it does not exist', async () => {
    await setProfile(player, { state: 'Maharashtra' });
    const { id: participantId } = await registerSolo(t, player, { priceCategory: '500', riskCategory: 'lr' });
    const { paymentId } = await payFor(t, player, participantId);
    const invoice = await invoiceOf(paymentId);

    const receipt = await t.app.inject({
      url: `/api/participants/${participantId}/receipt`,
      headers: player.headers,
    });
    expect(receipt.json()).toMatchObject({
      invoice: { id: invoice.id, number: invoice.number, pdfUrl: `/api/invoices/${invoice.id}.pdf` },
      creditNotes: [],
    });

    const pdf = await t.app.inject({ url: `/api/invoices/${invoice.id}.pdf`, headers: player.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const json = await t.app.inject({ url: `/api/invoices/${invoice.id}`, headers: player.headers });
    expect(json.json()).toMatchObject({
      id: invoice.id,
      kind: 'invoice',
      number: invoice.number,
      paymentId,
      against: null,
      totalPaise: 50_000,
      reverseCharge: false,
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    for (const url of [`/api/invoices/${invoice.id}.pdf`, `/api/invoices/${invoice.id}`])
      expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/invoices/${invoice.id}.pdf` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/invoices/not-an-id.pdf', headers: player.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/invoices/${invoice.id}.pdf`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/admin/invoices/${invoice.id}.pdf`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/admin/invoices/${invoice.id}.pdf`, headers: player.headers })).statusCode,
    ).toBe(403);

    // Transactions link it too.
    const { items } = await trpcAs(t, player).dashboard.transactions.query({});
    expect(items.find((r) => r.paymentId === paymentId && r.kind === 'payment')?.document).toEqual({
      id: invoice.id,
      number: invoice.number,
      pdfUrl: `/api/invoices/${invoice.id}.pdf`,
    });
  });

  it('lists a month’s documents for admins, in number order', async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const res = await t.app.inject({ url: `/admin/invoices?month=${month}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: { kind: string; number: string }[] }>();
    expect(items.length).toBeGreaterThan(200);
    expect(items.filter((d) => d.kind === 'credit_note').length).toBeGreaterThanOrEqual(2);
    expect(
      (await t.app.inject({ url: '/admin/invoices?month=2026-13', headers: admin.headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: `/admin/invoices?month=${month}`, headers: player.headers })).statusCode,
    ).toBe(403);
  });

  it('exports a month as the CSV a GSTR-1 filing needs, its sums those of the documents', async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const { items } = (
      await t.app.inject({ url: `/admin/invoices?month=${month}`, headers: admin.headers })
    ).json<{ items: { kind: string; number: string; taxablePaise: number }[] }>();
    const res = await t.app.inject({
      url: `/admin/invoices/gstr1.csv?month=${month}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-${month}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toContain('table 7 (b2cs)');
    expect(lines[1]).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    // Every document is in the register; the b2cs rows' taxable values add up to the net.
    for (const item of items) expect(res.body).toContain(item.number);
    const b2cs = lines.slice(2, lines.indexOf(''));
    const taxable = b2cs.reduce((sum, line) => sum + Math.round(Number(line.split(',')[4]) * 100), 0);
    const net = items.reduce((sum, d) => sum + (d.kind === 'invoice' ? 1 : -1) * d.taxablePaise, 0);
    expect(taxable).toBe(net);
    expect(
      (await t.app.inject({ url: '/admin/invoices/gstr1.csv?month=2026-13', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: `/admin/invoices/gstr1.csv?month=${month}`, headers: player.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the invoice settings', () => {
  const put = (name: string, value: string) =>
    t.app.inject({ method: 'PUT', url: `/admin/env/${name}`, headers: admin.headers, payload: { value } });

  it('holds the GSTIN, the prefixes and the rate to their rules when an admin sets them', async () => {
    const bad = await put('GSTIN', '99AABCE1234F1Z5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('GSTIN');
    const good = await put('GSTIN', ' 27aabce1234f1z5 ');
    expect(good.json()).toMatchObject({ value: '27AABCE1234F1Z5', secret: false });
    expect((await put('INVOICE_PREFIX', 'ABCD')).statusCode).toBe(400);
    expect((await put('GST_RATE_PERCENT', '18%')).statusCode).toBe(400);
    expect((await put('GST_SUPPLIER_STATE', 'Atlantis')).statusCode).toBe(400);
    expect((await put('GST_SUPPLIER_STATE', 'maharashtra')).json()).toMatchObject({ value: 'Maharashtra' });
  });

  it('are seeded with example supplier details that leave real ones alone', async () => {
    const { seedInvoiceSettings, EXAMPLE_INVOICE_SETTINGS } = await import('./seed.ts');
    const em = t.db.orm.em.fork();
    await em.transactional((tx) => seedInvoiceSettings(tx));
    const rows = await em.fork().find(SiteSetting, { name: { $in: Object.keys(EXAMPLE_INVOICE_SETTINGS) } });
    expect(Object.fromEntries(rows.map((r) => [r.name, r.value]))).toEqual(SUPPLIER);
    expect(EXAMPLE_INVOICE_SETTINGS.GST_SUPPLIER_NAME).toContain('example');
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines } from '../../../test/support/pdf-text.ts';
import { sampleCreditNote, sampleInterState, sampleIntraState } from '../../../test/support/tax-documents.ts';
import { renderTaxDocumentPdf } from './pdf.ts';

/** The PDF's text, a line each (pdfjs may join two columns of one line with a space). */
const textOf = async (...args: Parameters<typeof renderTaxDocumentPdf>) =>
  (await pdfLines(await renderTaxDocumentPdf(...args))).join('\n');

function expectAll(text: string, parts: string[]) {
  for (const part of parts) expect(text, part).toContain(part);
}

describe('the tax invoice PDF', () => {
  it('within the supplier state: supplier, recipient, number, CGST and SGST at half the rate each, total in words', async () => {
    const text = await textOf(sampleIntraState);
    expectAll(text, [
      'Tax Invoice',
      'Invoice number: AC/2026-27/000123',
      'Date: 28 November 2026',
      'Arena Championships Private Limited (example)',
      'GSTIN: 27AAACA1234A1Z5',
      'Kiran Rao',
      'PIN: 400069',
      'State: Maharashtra (27)',
      'Place of supply: Maharashtra (27)',
      'Reverse charge: No',
      'Entry fee: BGMI qualifier, November 2026 (Pro Pass)',
      'Other sporting services',
      'GST rate',
      '999692',
      '18%',
      'Taxable value ₹1,271.19',
      'CGST @ 9% ₹114.41',
      'SGST @ 9% ₹114.40',
      'Total ₹1,500.00',
      'Total in words: Rupees One Thousand Five Hundred Only',
      'For Arena Championships Private Limited (example)',
      'Authorised signatory',
      'This is a computer-generated invoice.',
    ]);
    expect(text).not.toMatch(/IGST|Credit Note|Against invoice/);
  });

  it('across states: IGST at the whole rate, the place of supply the recipient state', async () => {
    const text = await textOf(sampleInterState);
    expectAll(text, [
      'Invoice number: AC/2026-27/000124',
      'State: Karnataka (29)',
      'Place of supply: Karnataka (29)',
      'IGST @ 18% ₹228.81',
      'Total ₹1,500.00',
    ]);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('a credit note names the invoice it is against', async () => {
    const text = await textOf(sampleCreditNote);
    expectAll(text, [
      'Credit Note',
      'Credit note number: ACCN/2026-27/000007',
      'Date: 2 December 2026',
      'Against invoice: AC/2026-27/000123, 28 November 2026',
      'Total ₹1,500.00',
      'This is a computer-generated credit note.',
    ]);
    expect(text).not.toContain('Tax Invoice');
  });

  it('prints a Devanagari name, paise in words, and a recipient who gave no address', async () => {
    const bytes = await renderTaxDocumentPdf(
      {
        ...sampleIntraState,
        recipient: { name: 'सुनीता देवी', address: null, pinCode: null, state: null },
        taxablePaise: 127_161,
        cgstPaise: 11_445,
        sgstPaise: 11_444,
        totalPaise: 150_050,
      },
      { compress: false },
    );
    expectAll((await pdfLines(bytes)).join('\n'), [
      'सुनीता देवी',
      'PIN: not given',
      'State: not given',
      'Total ₹1,500.50',
      'Total in words: Rupees One Thousand Five Hundred and Fifty Paise Only',
    ]);
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).not.toContain('Helvetica');
  });

  it('in Hindi, each label carries its English', async () => {
    expectAll(await textOf(sampleIntraState, { language: 'hi' }), [
      'कर बीजक / Tax Invoice',
      '/ Invoice number: AC/2026-27/000123',
      '/ GSTIN: 27AAACA1234A1Z5',
      'CGST @ 9% ₹114.41',
      'कुल / Total ₹1,500.00',
      '/ Total in words: Rupees One Thousand Five Hundred Only',
      '/ Authorised signatory',
    ]);
  });

  it('makes documents at once from the fonts parsed once, each with its own text and its own font subsets', async () => {
    const names = ['Kiran Rao', 'सुनीता देवी', 'Meera Iyer', 'कमला देवी'];
    const documents = await Promise.all(
      names.map((name) =>
        renderTaxDocumentPdf({ ...sampleIntraState, recipient: { ...sampleIntraState.recipient, name } }),
      ),
    );
    for (const [i, bytes] of documents.entries()) {
      const text = (await pdfLines(bytes)).join('\n');
      expect(text).toContain(names[i]);
      for (const other of names.filter((_, j) => j !== i)) expect(text).not.toContain(other);
    }
    // A subset holds the glyphs its own document used: a Devanagari name's document is bigger.
    expect(documents[1]!.length).toBeGreaterThan(documents[0]!.length);
  });
});

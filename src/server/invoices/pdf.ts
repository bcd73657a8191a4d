import PDFDocument from 'pdfkit';
import type { TaxDocument } from './document.ts';

// TEMPORARY (h1's branch only): a plain stand-in so the invoice routes can be tested. Another
// helper writes the real renderer of this signature (fonts embedded, every Rule 46 line); the
// merger keeps theirs.

const rupees = (paise: number) => `Rs ${(paise / 100).toFixed(2)}`;

export function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: doc.number } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fontSize(16).text(doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note');
    pdf.fontSize(10);
    for (const line of [
      `${doc.number}, ${doc.issuedOn}`,
      `${doc.supplier.name}, GSTIN ${doc.supplier.gstin}`,
      `To: ${doc.recipient.name}`,
      `Place of supply: ${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`,
      `${doc.description}, SAC ${doc.sac.code}`,
      `Taxable value ${rupees(doc.taxablePaise)}`,
      `CGST ${rupees(doc.cgstPaise)} SGST ${rupees(doc.sgstPaise)} IGST ${rupees(doc.igstPaise)}`,
      `Total ${rupees(doc.totalPaise)}`,
      'Reverse charge: No',
    ])
      pdf.text(line);
    pdf.end();
  });
}

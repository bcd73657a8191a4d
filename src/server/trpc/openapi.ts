import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './app-router.ts';

/** The OpenAPI document of every REST path, generated from the procedures' meta and schemas. */
export function openApiDocument(baseUrl = '/') {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Arena Championships API',
    description:
      'Plain HTTP + JSON adapters over the tRPC procedures. Errors are `{ "error": message, "code": CODE, "requestId": id }`, with `"reason"` (a stable name of the refusal, such as `coupon.invalid`; `"params"` holds the values in its message) when the refusal has one, and `"fieldErrors"` for invalid input.',
    version: '1.0.0',
    baseUrl,
  });
  document.paths = {
    ...document.paths,
    ...(localAccountPaths as typeof document.paths),
    ...(userExportPaths as typeof document.paths),
    ...(taxPaths as typeof document.paths),
    ...(invoicePaths as typeof document.paths),
  };
  return document;
}

const json = (properties: Record<string, { type: string; format?: string }>, required: string[]) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', properties, required } } },
});
const answers: Record<string, { description: string }> = {
  '200': {
    description: 'Signed in: sets the session cookie; the `set-auth-token` header carries a bearer token.',
  },
  '4XX': {
    description:
      '`{ "error": message, "code": CODE, "requestId": id, "reason"?: REASON, "params"?: values }`',
  },
};

/** The local identity provider's own endpoints (local mode only), served at /api/auth/*. */
const localAccountPaths = {
  '/api/auth/sign-up/email': {
    post: {
      operationId: 'local-sign-up',
      tags: ['auth'],
      summary:
        'Creates a local account (e-mail + password) and e-mails a code to confirm the address; for an address that has an account, e-mails its owner a notice instead. Answers both alike and signs no one in.',
      requestBody: json(
        {
          name: { type: 'string' },
          email: { type: 'string', format: 'email' },
          password: { type: 'string' },
        },
        ['name', 'email', 'password'],
      ),
      responses: {
        '200': { description: '`{ "token": null, "user": … }`, the same for a new and a taken address' },
        '4XX': answers['4XX'],
      },
    },
  },
  '/api/auth/email-otp/verify-email': {
    post: {
      operationId: 'local-verify-email',
      tags: ['auth'],
      summary: "Confirms a new account's address with the code e-mailed at sign-up, and signs in",
      requestBody: json({ email: { type: 'string', format: 'email' }, otp: { type: 'string' } }, [
        'email',
        'otp',
      ]),
      responses: answers,
    },
  },
  '/api/auth/email-otp/send-verification-otp': {
    post: {
      operationId: 'local-send-code',
      tags: ['auth'],
      summary: 'E-mails a one-time sign-in code (passwordless accounts)',
      requestBody: json({ email: { type: 'string', format: 'email' }, type: { type: 'string' } }, [
        'email',
        'type',
      ]),
      responses: { '200': { description: 'Code sent' }, '4XX': answers['4XX'] },
    },
  },
  '/api/auth/sign-in/email-otp': {
    post: {
      operationId: 'local-sign-in-code',
      tags: ['auth'],
      summary: 'Signs in with an e-mailed code; creates the account on first use',
      requestBody: json({ email: { type: 'string', format: 'email' }, otp: { type: 'string' } }, [
        'email',
        'otp',
      ]),
      responses: answers,
    },
  },
};

/** The user export, a plain route that streams a file (users/export-route.ts). */
const userExportPaths = {
  '/admin/users/export': {
    get: {
      operationId: 'admin-users-export',
      tags: ['admin: users'],
      summary: 'Every user as CSV (UTF-8 with BOM), streamed; audited',
      description:
        'Admins only: a session cookie, a bearer token, or `link` from `POST /admin/users/export/link` ' +
        '(for a browser download, which sends no header). Columns: id, name, email, phone, role, state, ' +
        'city, date_of_birth, created_at (ISO, UTC), registrations, paid_registrations. Text cells that ' +
        "a spreadsheet would run as a formula start with `'`.",
      security: [{ Authorization: [] }],
      parameters: [
        {
          in: 'query',
          name: 'link',
          required: false,
          description: 'The signed link (valid 5 minutes); when given, it alone decides.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': {
          description: 'An attachment `users-YYYY-MM-DD.csv` (the day in India).',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '4XX': answers['4XX'],
      },
    },
  },
};

const fyParameter = (description: string, required: boolean) => ({
  in: 'query',
  name: 'fy',
  required,
  description,
  schema: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$', example: '2026-27' },
});

/** The tax statement's PDF and the Form 26Q export, plain routes that answer files (prizes/tax-routes.ts). */
const taxPaths = {
  '/api/prizes/statement.pdf': {
    get: {
      operationId: 'prizes-statement-pdf',
      tags: ['prizes'],
      summary:
        "The caller's tax statement for a financial year as a PDF (what GET /api/prizes/statement lists)",
      security: [{ Authorization: [] }],
      parameters: [fyParameter('The financial year; the current one (in India) when left out.', false)],
      responses: {
        '200': {
          description: 'An attachment `tax-statement-YYYY-YY.pdf`.',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '4XX': answers['4XX'],
      },
    },
  },
  '/admin/payouts/26q': {
    get: {
      operationId: 'admin-payouts-26q',
      tags: ['admin'],
      summary:
        'The rows of a quarterly TDS return (Form 26Q) as CSV: one per payout paid in the quarter; audited',
      description:
        'Admins only. Columns: pan, name_on_pan, amount_paid (the gross prize, rupees with 2 decimals), tds, ' +
        'date_of_payment, date_of_deduction (dd/mm/yyyy, in India), section (the setting TDS_SECTION), payout_id, utr. ' +
        "UTF-8 with BOM; text cells that a spreadsheet would run as a formula start with `'`.",
      security: [{ Authorization: [] }],
      parameters: [
        fyParameter('The financial year.', true),
        {
          in: 'query',
          name: 'quarter',
          required: true,
          description: 'Q1 April–June, Q2 July–September, Q3 October–December, Q4 January–March (India).',
          schema: { type: 'integer', minimum: 1, maximum: 4 },
        },
      ],
      responses: {
        '200': {
          description: 'An attachment `form-26q-YYYY-YY-QN.csv`.',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '4XX': answers['4XX'],
      },
    },
  },
};

const idParameter = {
  in: 'path',
  name: 'id',
  required: true,
  description: 'The invoice or credit note (its id, as the receipt and Transactions link it).',
  schema: { type: 'string', format: 'uuid' },
};
const pdfAnswer = {
  '200': {
    description: 'An attachment named after the number (`AC-26-27-000123.pdf`).',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
  '4XX': answers['4XX'],
};

/** GST tax invoices and credit notes (decision 27), plain routes that answer files (invoices/routes.ts). */
const invoicePaths = {
  '/api/invoices/{id}.pdf': {
    get: {
      operationId: 'invoices-pdf',
      tags: ['invoices'],
      summary: 'A GST tax invoice or credit note as a PDF: its payer or an admin; 404 for anyone else',
      security: [{ Authorization: [] }],
      parameters: [idParameter],
      responses: pdfAnswer,
    },
  },
  '/api/invoices/{id}': {
    get: {
      operationId: 'invoices-get',
      tags: ['invoices'],
      summary:
        'A GST tax invoice or credit note as stored when issued (supplier, recipient, place of supply, SAC, amounts in paise)',
      security: [{ Authorization: [] }],
      parameters: [idParameter],
      responses: {
        '200': { description: 'The document (`TaxDocument`, src/server/invoices/document.ts).' },
        '4XX': answers['4XX'],
      },
    },
  },
  '/admin/invoices/{id}.pdf': {
    get: {
      operationId: 'admin-invoices-pdf',
      tags: ['admin'],
      summary: 'Any GST tax invoice or credit note as a PDF (admins only)',
      security: [{ Authorization: [] }],
      parameters: [idParameter],
      responses: pdfAnswer,
    },
  },
  '/admin/invoices/gstr1.csv': {
    get: {
      operationId: 'admin-invoices-gstr1',
      tags: ['admin'],
      summary:
        "A month's invoices and credit notes for the GSTR-1 filing: B2C small supplies (table 7, b2cs), documents issued (table 13) and the document register, as one CSV",
      security: [{ Authorization: [] }],
      parameters: [
        {
          in: 'query',
          name: 'month',
          required: true,
          description: 'yyyy-mm, in India.',
          schema: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$', example: '2026-11' },
        },
      ],
      responses: {
        '200': { description: 'The CSV (UTF-8 with a byte-order mark), `gstr1-yyyy-mm.csv`.' },
        '4XX': answers['4XX'],
      },
    },
  },
};

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

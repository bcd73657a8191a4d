// What global-setup.ts hands the workers, through environment variables it sets before they start.

export const E2E_ENV = {
  baseURL: 'E2E_BASE_URL',
  /** The folder the server's e-mails arrive in, one JSON file each (see e2e-mailbox.ts). */
  mailDir: 'E2E_MAIL_DIR',
  serverDataDir: 'E2E_SERVER_DATA_DIR',
  /** The server's PostgreSQL database, when it runs on one (else PGlite in serverDataDir). */
  serverDatabaseUrl: 'E2E_SERVER_DATABASE_URL',
  /** The SMTP sink that fills mailDir, for a server a spec starts of its own. */
  smtpUrl: 'E2E_SMTP_URL',
} as const;

/** The console's seeded admin (SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD of the e2e server). */
export const ADMIN_CREDENTIALS = { email: 'admin@arena.test', password: 'e2e-admin-password-123' };

function read(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`e2e: ${name} is not set; run the specs with \`npm run test:e2e\``);
  return value;
}

export const baseURL = () => read(E2E_ENV.baseURL);
export const mailDir = () => read(E2E_ENV.mailDir);
export const serverDataDir = () => read(E2E_ENV.serverDataDir);
export const serverDatabaseUrl = (): string | undefined =>
  process.env[E2E_ENV.serverDatabaseUrl] || undefined;
export const smtpUrl = () => read(E2E_ENV.smtpUrl);

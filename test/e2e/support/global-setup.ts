import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuilt } from '../../../scripts/client-build.ts';
import { findChromium } from '../../../scripts/browser.ts';
import { startE2eServer } from '../../support/e2e-server.ts';
import { PUSH_STAND_IN_CERT } from '../../support/push-stand-in.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';
import { ADMIN_CREDENTIALS, E2E_ENV } from './environment.ts';

/**
 * Builds the client and starts the real server on a fresh database and a free port, with an SMTP
 * sink for its e-mails; the workers find both through the environment (environment.ts). Returns
 * the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!findChromium())
    throw new Error("e2e: no Chromium found (install Debian's chromium or set CHROMIUM_PATH)");
  ensureClientBuilt();

  // The server sends its e-mails over SMTP to a sink of ours: codes reach the tests as they reach
  // a player, never through the server's database or log.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-mail-'));
  let mails = 0;
  const smtp = await startSmtpSink((mail) => {
    const file = `${String(Date.now()).padStart(15, '0')}-${String(++mails).padStart(6, '0')}.json`;
    fs.writeFileSync(path.join(mailDir, file), JSON.stringify(mail));
  });
  // The push service's stand-in listens on https with a test certificate (push-stand-in.ts): the
  // server trusts it as a phone's push service, the real flow of a push (issue 28).
  const pushCa = path.join(mailDir, 'push-stand-in-ca.pem');
  fs.writeFileSync(pushCa, PUSH_STAND_IN_CERT);
  const server = await startE2eServer({
    name: 'arena_e2e',
    env: {
      NODE_EXTRA_CA_CERTS: pushCa,
      SEED_ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
      SEED_ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
      SMTP_URL: smtp.url,
      // Pools close as soon as their results are in: the e2e run cannot wait out a day.
      DISPUTE_WINDOW_HOURS: '0',
    },
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });

  // Set here, inherited by the workers Playwright starts after this.
  process.env[E2E_ENV.baseURL] = server.url;
  process.env[E2E_ENV.mailDir] = mailDir;
  process.env[E2E_ENV.serverDataDir] = server.dataDir;
  if (server.databaseUrl) process.env[E2E_ENV.serverDatabaseUrl] = server.databaseUrl;
  process.env[E2E_ENV.smtpUrl] = smtp.url;

  return async () => {
    await server.stop();
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}

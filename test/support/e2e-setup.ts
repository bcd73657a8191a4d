import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../scripts/client-build.ts';
import { findChromium } from '../../scripts/browser.ts';
import { startE2eServer } from './e2e-server.ts';
import { startSmtpSink } from './smtp-sink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    serverDataDir: string;
    /** The folder the server's e-mails arrive in, one JSON file each (see e2e-mailbox.ts). */
    mailDir: string;
    adminCredentials: { email: string; password: string };
  }
}

/** Builds the client and starts the real server on a fresh database and a free port. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath)
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
  const adminCredentials = { email: 'admin@arena.test', password: 'e2e-admin-password-123' };
  const server = await startE2eServer({
    name: 'arena_e2e',
    env: {
      SEED_ADMIN_EMAIL: adminCredentials.email,
      SEED_ADMIN_PASSWORD: adminCredentials.password,
      SMTP_URL: smtp.url,
    },
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const baseURL = server.url;

  project.provide('baseURL', baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('serverDataDir', server.dataDir);
  project.provide('mailDir', mailDir);
  project.provide('adminCredentials', adminCredentials);

  return async () => {
    await server.stop();
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}

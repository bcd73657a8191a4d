import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../scripts/client-build.ts';
import { findChromium } from '../../scripts/browser.ts';
import { createDatabase, dropDatabase } from './postgres.ts';
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

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));
  const baseUrl = process.env.DATABASE_URL;
  const databaseUrl = baseUrl ? await createDatabase(baseUrl, 'arena_e2e') : undefined;
  // The server sends its e-mails over SMTP to a sink of ours: codes reach the tests as they reach
  // a player, never through the server's database or log.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-mail-'));
  let mails = 0;
  const smtp = await startSmtpSink((mail) => {
    const file = `${String(Date.now()).padStart(15, '0')}-${String(++mails).padStart(6, '0')}.json`;
    fs.writeFileSync(path.join(mailDir, file), JSON.stringify(mail));
  });
  const port = await freePort();
  const adminCredentials = { email: 'admin@arena.test', password: 'e2e-admin-password-123' };
  const server = spawn(path.resolve('node_modules/.bin/node'), ['src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Each browser context plays a player on an address of its own (X-Forwarded-For, see
      // browser.ts), so the per-IP sign-up and sign-in limits do not throttle the suite.
      TRUST_PROXY: '127.0.0.1',
      // The journeys play on the demo content, on PostgreSQL too (where it is off by default).
      SEED_DEMO: 'true',
      SEED_ADMIN_EMAIL: adminCredentials.email,
      SEED_ADMIN_PASSWORD: adminCredentials.password,
      SMTP_URL: smtp.url,
      // Production on PostgreSQL refuses to start without a shared APP_SECRET (app-secret.ts).
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl, APP_SECRET: 'e2e-test-secret-0123456789abcdef0123' }
        : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseURL, server);
  } catch (error) {
    await stopProcess(server);
    await smtp.close();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('chromiumPath', chromiumPath);
  project.provide('serverDataDir', dataDir);
  project.provide('mailDir', mailDir);
  project.provide('adminCredentials', adminCredentials);

  return async () => {
    await stopProcess(server);
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
    if (baseUrl && databaseUrl) await dropDatabase(baseUrl, databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`e2e: the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('e2e: the server did not become ready within 90 s');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

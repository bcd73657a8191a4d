import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { codeIn, type ReceivedMail } from './smtp-sink.ts';

/**
 * The newest one-time code e-mailed to `email` by the e2e server, read from the mailbox its SMTP
 * sink fills (test/support/e2e-setup.ts). Waits up to 10 s.
 */
export async function latestCode(email: string): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const newest = fs
      .readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
      .find((mail) => mail.to.includes(email.toLowerCase()));
    const code = newest && codeIn(newest);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no one-time code was e-mailed to ${email}`);
}

import fs from 'node:fs';
import path from 'node:path';
import { mailDir } from '../e2e/support/environment.ts';
import { codeIn, type ReceivedMail } from './smtp-sink.ts';

/**
 * The newest e-mail to `email` that `matches`, sent by the e2e server and read from the mailbox its
 * SMTP sink fills (test/e2e/support/global-setup.ts); with `since` (a Date.now()), only one that arrived
 * from then on (mail goes out after the server's answer). Waits up to 10 s.
 */
export async function latestMail(
  email: string,
  since = 0,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const dir = mailDir();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const newest = fs
      .readdirSync(dir)
      .filter((file) => Number(file.split('-')[0]) >= since)
      .sort()
      .reverse()
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
      .find((mail) => mail.to.includes(email.toLowerCase()) && matches(mail));
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no such e-mail was sent to ${email}`);
}

/** The newest one-time code e-mailed to `email` (from `since` on, as latestMail). */
export async function latestCode(email: string, since = 0): Promise<string> {
  return codeIn(await latestMail(email, since, (mail) => codeIn(mail) !== null))!;
}

import { inject } from 'vitest';
import pg from 'pg';

/**
 * The newest one-time code e-mailed to `email` by the e2e server, read from its outbox table
 * (through the embedded database's socket, or the PostgreSQL URL in CI). Waits up to 10 s.
 */
export async function latestCode(email: string): Promise<string> {
  const target = inject('serverDatabase');
  const client = new pg.Client(
    'url' in target
      ? { connectionString: target.url }
      : { host: target.host, port: target.port, user: 'postgres', database: 'postgres' },
  );
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ text: string }>(
        'select text from outbox_message where lower("to") = lower($1) order by created_at desc limit 1',
        [email.toLowerCase()],
      );
      const code = rows[0] && /\b(\d{6})\b/.exec(rows[0].text)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no one-time code was e-mailed to ${email}`);
  } finally {
    await client.end();
  }
}

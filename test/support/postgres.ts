import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh, uniquely named database on the server of `baseUrl`, optionally copied from a template. */
export async function createDatabase(baseUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin(baseUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  return databaseUrl(baseUrl, name);
}

export async function dropDatabase(baseUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await withAdmin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

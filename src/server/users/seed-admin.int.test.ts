import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { SeedRun } from '../db/seed-run.ts';
import { seedAdmin } from './seed-admin.ts';

// Issue 24: the first admin's generated password never goes to stdout (and so to container logs):
// it is written to a file in DATA_DIR that only the server's user can read.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-admin-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

describe('the seed admin', () => {
  it('gets a generated password in a private file of DATA_DIR, and only its path is printed', async () => {
    const printed: string[] = [];
    const email = 'first-admin@arena.local';
    await seedAdmin(t.db.orm.em.fork(), t.app.services, {
      email,
      dataDir,
      print: (line) => printed.push(line),
    });
    const file = path.join(dataDir, 'admin-password.txt');
    expect(printed).toEqual([
      `Admin account: ${email}; its password is in ${file} (readable by this user only). Sign in, change the password, then delete the file.`,
    ]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    const login = await signIn(email, password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email, role: 'admin' });

    // Once only: a second start neither prints nor rewrites it.
    fs.rmSync(file);
    await seedAdmin(t.db.orm.em.fork(), t.app.services, {
      email,
      dataDir,
      print: (line) => printed.push(line),
    });
    expect(printed).toHaveLength(1);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('with SEED_ADMIN_PASSWORD writes no file', async () => {
    const em = t.db.orm.em.fork();
    await em.nativeDelete(SeedRun, { name: 'admin' });
    const printed: string[] = [];
    const email = 'set-admin@arena.local';
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-admin-'));
    try {
      await seedAdmin(em, t.app.services, {
        email,
        password: 'a-password-of-our-own',
        dataDir: own,
        print: (line) => printed.push(line),
      });
      expect(printed).toEqual([`Admin account: ${email} (password from SEED_ADMIN_PASSWORD)`]);
      expect(fs.readdirSync(own)).toEqual([]);
      expect((await signIn(email, 'a-password-of-our-own')).statusCode).toBe(200);
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});

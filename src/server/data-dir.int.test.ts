import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DataDirError, openStorage } from './data-dir.ts';

// Issue 24, item 7: the embedded database (its WAL holds session tokens) and the app secret live in
// DATA_DIR, which start-up makes its user's only, or refuses.

const umask = process.umask(0o022);
afterAll(() => process.umask(umask));

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-data-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  process.umask(0o022);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) that is not its user's only: folders 0700, files 0600. */
function notPrivate(dir: string): string[] {
  const open: string[] = [];
  const visit = (file: string) => {
    const stats = fs.lstatSync(file);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) open.push(`${file} ${mode.toString(8)}`);
      for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    } else if (stats.isSocket() ? mode & 0o077 : mode !== 0o600) {
      open.push(`${file} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return open;
}

const config = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

describe('start-up on DATA_DIR', () => {
  it('makes the folder and all it holds private: the database, its WAL, the app secret', async () => {
    const dataDir = tempDir();
    // An older install: an open folder and a world-writable file in it.
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'left-over'), 0o666);

    const { db } = await openStorage(config(dataDir), () => {});
    try {
      await db.orm.em.getConnection().execute('create table kept (id int)');
      await db.orm.em.getConnection().execute('insert into kept values (1)');
      expect(fs.existsSync(path.join(dataDir, 'app-secret'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect(notPrivate(dataDir)).toEqual([]);
      // What the process writes from now on is private too.
      fs.mkdirSync(path.join(dataDir, 'later'));
      fs.writeFileSync(path.join(dataDir, 'later', 'file'), 'x');
      expect(notPrivate(path.join(dataDir, 'later'))).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuses a folder that belongs to another user, and changes nothing in it', async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    // Only root can give a folder away; elsewhere a folder of root's stands in.
    const foreign = process.getuid?.() === 0 ? dataDir : '/';
    if (foreign === dataDir) fs.chownSync(dataDir, 65534, 65534);
    const before = fs.statSync(foreign).mode;
    const start = openStorage(config(foreign), () => {});
    await expect(start).rejects.toThrow(DataDirError);
    await expect(start).rejects.toThrow(
      `DATA_DIR ${foreign} belongs to another user (uid ${fs.statSync(foreign).uid}), not to the one running the server (uid ${process.getuid?.()}), so its database, secret and sessions cannot be kept private. Give the folder to this user (chown) or set DATA_DIR to a folder of its own.`,
    );
    expect(fs.statSync(foreign).mode).toBe(before);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a DATA_DIR that is a file', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(file, '');
    await expect(openStorage(config(file), () => {})).rejects.toThrow(
      `DATA_DIR ${file} is not a folder. Set DATA_DIR to a folder (it is made if missing).`,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-app.ts';
import type { Database } from '../db/database.ts';
import { seedDemo } from '../db/seed.ts';
import { sql } from '../db/sql.ts';
import { resealAll } from './rotation.ts';
import { SEAL_PURPOSE, SEALED_COLUMNS } from './sealed-columns.ts';
import { createSecretBox, currentDigestPrefix, currentPrefix, type Keyring } from './secret-box.ts';

const OLD = 'a-test-secret-of-enough-length-123456';
const NEW = 'the-next-secret-of-enough-length-7890ab';
const before: Keyring = { current: OLD, previous: [] };
const during: Keyring = { current: NEW, previous: [OLD] };
const after: Keyring = { current: NEW, previous: [] };
/** `482913` sealed for game credentials under OLD in the first format, without a key id. */
const V1_SEALED = 'v1.2e2bA8A3rR02-45-Levb5f9k-hfMqpvXuLRzWqM-j7Vd-A';
/** `123456` hashed by the first version of game credentials (scrypt). */
const SCRYPT_HASH = 'scrypt$16384$8$1$dZpq4mrRYccwgadqMbygFw$pCJpe810RmI_QGrIv1WT1ZfYqbzeasARmUhhEUuOReo';

let db: Database;
const em = () => db.orm.em.fork();
const column = async (table: string, key: string, name: string) =>
  sql<{ key: string; value: string }[]>(
    em(),
    `select "${key}"::text as key, "${name}" as value from "${table}" where "${name}" is not null order by 1`,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(em(), { log: () => {}, secretBox: (purpose) => createSecretBox(before, purpose) });
  const [first, second] = await column('game_account', 'id', 'password_sealed');
  await sql(em(), 'update game_account set password_sealed = ? where id = ?', [V1_SEALED, first!.key], 'run');
  // A value no secret of the keyring opens (sealed under a secret that was lost).
  const lost = createSecretBox({ current: 'a-secret-nobody-has-any-more-0123456789', previous: [] }, 'x');
  await sql(
    em(),
    'update game_account set password_sealed = ? where id = ?',
    [lost.seal('1'), second!.key],
    'run',
  );
  // An account from the first version, whose password was hashed with scrypt: `123456`.
  const third = (await column('game_account', 'id', 'password_sealed'))[2]!;
  await sql(
    em(),
    'update game_account set password_sealed = ?, password_hash = ? where id = ?',
    [createSecretBox(before, SEAL_PURPOSE.gameCredentials).seal('123456'), SCRYPT_HASH, third.key],
    'run',
  );
  const rooms = createSecretBox(before, SEAL_PURPOSE.matchRooms);
  await sql(
    em(),
    `update "match" set room_id = 'R1', room_password_sealed = ? where number = 1`,
    [rooms.seal('room-pass')],
    'run',
  );
  const settings = createSecretBox(before, SEAL_PURPOSE.settings);
  await sql(
    em(),
    `insert into site_setting (name, value, secret, hint, created_at, updated_at)
     values ('SMTP_PASSWORD', ?, true, '••••word', now(), now()), ('CURRENCY', 'INR', false, null, now(), now())`,
    [settings.seal('smtp-password')],
    'run',
  );
  await sql(
    em(),
    `insert into vapid_key_pair (id, public_key, private_key_sealed, created_at) values ('default', 'BPub', ?, now())`,
    [settings.seal('vapid-private-key')],
    'run',
  );
  // A code's e-mail waiting for the mail server (mail/mailer.ts).
  await sql(
    em(),
    `insert into outbox_message (id, "to", subject, text, created_at, queued, content_sealed, expires_at)
     values (gen_random_uuid(), 'waits@example.in', '****** is your code', 'code ******', now(), true, ?, now() + interval '10 minutes')`,
    [
      createSecretBox(before, SEAL_PURPOSE.mail).seal(
        '{"subject":"123456 is your code","text":"code 123456"}',
      ),
    ],
    'run',
  );
  const payouts = createSecretBox(before, SEAL_PURPOSE.payoutDetails);
  await sql(
    em(),
    `insert into payout_details (owner_id, details_sealed, created_at, updated_at)
     select id, ?, now(), now() from app_user order by id limit 1`,
    [payouts.seal('{"pan":"ABCPE1234F"}')],
    'run',
  );
});
afterAll(() => db.close());

describe('npm run secrets:rotate', () => {
  it('re-seals every sealed value under the current secret, and a second run changes nothing', async () => {
    const credentials = createSecretBox(during, SEAL_PURPOSE.gameCredentials);
    const accounts = await column('game_account', 'id', 'password_sealed');
    const lostKey = accounts[1]!.key;
    const passwords = new Map(
      accounts.filter((a) => a.key !== lostKey).map((a) => [a.key, credentials.open(a.value)]),
    );
    expect(passwords.size).toBeGreaterThan(2);
    expect(passwords.get(accounts[0]!.key)).toBe('482913');

    // Batches of two, so the keyset paging over several transactions is exercised.
    const first = await resealAll(em(), during, 2);
    expect(first).toEqual([
      { name: 'game_account.password_sealed', resealed: passwords.size, current: 0, unreadable: [lostKey] },
      { name: 'match.room_password_sealed', resealed: 1, current: 0, unreadable: [] },
      { name: 'payout_details.details_sealed', resealed: 1, current: 0, unreadable: [] },
      { name: 'payout.deductee_sealed', resealed: 0, current: 0, unreadable: [] },
      { name: 'vapid_key_pair.private_key_sealed', resealed: 1, current: 0, unreadable: [] },
      { name: 'outbox_message.content_sealed', resealed: 1, current: 0, unreadable: [] },
      { name: 'site_setting.value', resealed: 1, current: 0, unreadable: [] },
      { name: 'game_account.password_hash', resealed: passwords.size, current: 0, unreadable: [lostKey] },
    ]);

    // The previous secret can now be dropped: everything opens under the new one alone.
    const prefix = currentPrefix(after);
    const box = (purpose: string) => createSecretBox(after, purpose);
    for (const row of await column('game_account', 'id', 'password_sealed')) {
      if (row.key === lostKey) continue;
      expect(row.value.startsWith(prefix)).toBe(true);
      expect(box(SEAL_PURPOSE.gameCredentials).open(row.value)).toBe(passwords.get(row.key));
    }
    // Game passwords' digests too, the first version's scrypt hash included.
    const digestPrefix = currentDigestPrefix(after);
    for (const row of await column('game_account', 'id', 'password_hash')) {
      if (row.key === lostKey) continue;
      expect(row.value.startsWith(digestPrefix)).toBe(true);
      expect(box(SEAL_PURPOSE.gameCredentials).matchesDigest(passwords.get(row.key)!, row.value)).toBe(true);
    }
    expect([...passwords.values()]).toContain('123456');
    const [room] = await column('match', 'id', 'room_password_sealed');
    expect(box(SEAL_PURPOSE.matchRooms).open(room!.value)).toBe('room-pass');
    const [payout] = await column('payout_details', 'owner_id', 'details_sealed');
    expect(box(SEAL_PURPOSE.payoutDetails).open(payout!.value)).toBe('{"pan":"ABCPE1234F"}');
    const [vapid] = await column('vapid_key_pair', 'id', 'private_key_sealed');
    expect(box(SEAL_PURPOSE.settings).open(vapid!.value)).toBe('vapid-private-key');
    const [waiting] = await column('outbox_message', 'id', 'content_sealed');
    expect(box(SEAL_PURPOSE.mail).open(waiting!.value)).toContain('123456 is your code');
    const settings = await column('site_setting', 'name', 'value');
    expect(settings.find((s) => s.key === 'CURRENCY')?.value).toBe('INR');
    expect(box(SEAL_PURPOSE.settings).open(settings.find((s) => s.key === 'SMTP_PASSWORD')!.value)).toBe(
      'smtp-password',
    );

    const again = await resealAll(em(), during);
    expect(again).toEqual([
      { name: 'game_account.password_sealed', resealed: 0, current: passwords.size, unreadable: [lostKey] },
      { name: 'match.room_password_sealed', resealed: 0, current: 1, unreadable: [] },
      { name: 'payout_details.details_sealed', resealed: 0, current: 1, unreadable: [] },
      { name: 'payout.deductee_sealed', resealed: 0, current: 0, unreadable: [] },
      { name: 'vapid_key_pair.private_key_sealed', resealed: 0, current: 1, unreadable: [] },
      { name: 'outbox_message.content_sealed', resealed: 0, current: 1, unreadable: [] },
      { name: 'site_setting.value', resealed: 0, current: 1, unreadable: [] },
      { name: 'game_account.password_hash', resealed: 0, current: passwords.size, unreadable: [lostKey] },
    ]);
  });

  it('knows every sealed column of the schema', () => {
    const sealed = [...db.orm.getMetadata().getAll().values()].flatMap((meta) =>
      Object.values(meta.properties)
        .filter((prop) => /sealed/i.test(prop.name))
        .map((prop) => `${meta.tableName}.${prop.fieldNames[0]}`),
    );
    expect(sealed.length).toBeGreaterThan(1);
    const known = SEALED_COLUMNS.map((c) => `${c.table}.${c.column}`);
    for (const name of sealed) expect(known).toContain(name);
  });
});

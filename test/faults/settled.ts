// What must hold in the database after any fault (issue 30): nothing paid twice, nothing paid
// without its group and game accounts, every status change recorded once, and the ledger adding
// up with the payments it books.
import { expect } from 'vitest';
import { checked, type FaultServer } from './harness.ts';
import { playersOf, type Account, type CallLog } from './players.ts';

interface Registration {
  id: string;
  status: string;
  gameUsername: string | null;
  gamePassword: string | null;
}

/**
 * After a fault: every client call was answered with something a client can act on, or could be
 * tried again; each player has exactly one registration, paid, with credentials; and the database
 * holds it all once (`expectBooksSettled`).
 */
export async function expectSettled(
  server: FaultServer,
  log: CallLog,
  paid: { account: Account; registration: string }[],
): Promise<void> {
  expect(log.wrong).toEqual([]);
  const players = playersOf(() => server.url, log);
  const lists = await Promise.all(
    paid.map(({ account }) => players.call('GET', '/api/participants', { account })),
  );
  for (const [n, list] of lists.entries()) {
    const registrations = list?.body as Registration[];
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({ id: paid[n]!.registration, status: 'paid' });
    expect(registrations[0]!.gameUsername).toBeTruthy();
    expect(registrations[0]!.gamePassword).toBeTruthy();
  }
  checked(`each of the ${paid.length} players has exactly one registration, paid, with game credentials`);
  expect(log.unavailable.every((u) => u.retryAfter !== null)).toBe(true);
  checked(
    `${log.calls} calls: none answered with an error a client could not retry (${log.unanswered} unanswered, ` +
      `${log.unavailable.length} answered 503 with Retry-After); each retried call gave the same registration and payment`,
  );
  await expectBooksSettled(server);
}

/** Nothing paid twice or half-way, and the ledger adds up with the payments it books. */
export async function expectBooksSettled(server: FaultServer): Promise<void> {
  const twice = await server.sql(
    `select participant_id from payment where status = 'success'
     group by participant_id having count(*) > 1`,
  );
  expect(twice).toEqual([]);

  const paid = await server.sql<{ id: string; group_id: string | null; accounts: number; people: number }>(
    `select p.id, p.group_id,
       (select count(*)::int from game_account a where a.participant_id = p.id) as accounts,
       1 + (select count(*)::int from teammate t where t.participant_id = p.id) as people
     from participant p where p.status = 'paid'`,
  );
  expect(paid.length).toBeGreaterThan(0);
  expect(paid.filter((p) => !p.group_id)).toEqual([]);
  expect(paid.filter((p) => p.accounts !== p.people)).toEqual([]);

  const unpaidWithMoney = await server.sql(
    `select pay.id from payment pay join participant p on p.id = pay.participant_id
     where pay.status = 'success' and p.status <> 'paid'`,
  );
  expect(unpaidWithMoney).toEqual([]);

  const events = await server.sql<{ id: string; n: number }>(
    `select pay.id, (select count(*)::int from payment_event e
       where e.payment_id = pay.id and e.to_status = 'success') as n
     from payment pay where pay.status = 'success'`,
  );
  expect(events.filter((e) => e.n !== 1)).toEqual([]);

  const ledger = await server.sql<{ payments: number; booked: number; paise: string; owed: string }>(
    `select (select count(*)::int from payment where status = 'success') as payments,
       (select count(*)::int from ledger_entry where kind = 'fee_received') as booked,
       (select coalesce(sum(amount_paise), 0)::text from ledger_entry where kind = 'fee_received') as paise,
       (select coalesce(sum(amount * 100), 0)::text from payment where status = 'success') as owed`,
  );
  const strays = await server.sql(
    `select l.reference from ledger_entry l left join payment pay on pay.id::text = l.reference
     where l.kind = 'fee_received' and (pay.id is null or pay.status <> 'success' or l.amount_paise <> pay.amount * 100)`,
  );
  expect(strays).toEqual([]);
  expect(ledger[0]!.booked).toBe(ledger[0]!.payments);
  expect(ledger[0]!.paise).toBe(ledger[0]!.owed);

  // Each pool counts the places its entries take (placing relies on it: qualifiers/service.ts).
  const pools = await server.sql<{ number: number; places_taken: number; entries: number }>(
    `select g.number, g.places_taken, (select count(*)::int from participant p where p.group_id = g.id
       and p.status = 'paid' and not exists (select 1 from payment pay
         where pay.live_key = p.id and pay.status = 'refunded')) as entries
     from qualifier_group g`,
  );
  expect(pools.filter((pool) => pool.places_taken !== pool.entries)).toEqual([]);

  checked(
    `${paid.length} paid registrations, none paid twice, each with its group and a game account per player, ` +
      `and each of ${pools.length} pools counting the places its entries take; ` +
      `${ledger[0]!.payments} payments settled, each with one status change to success and one ledger entry: ` +
      `₹${Number(ledger[0]!.paise) / 100} booked = ₹${Number(ledger[0]!.owed) / 100} paid`,
  );
}

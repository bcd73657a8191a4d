import { tablesOf } from '../../src/server/db/kysely.ts';
import { Participant } from '../../src/server/registration/entities.ts';
import type { TestApp } from './test-app.ts';

/**
 * `count` paid entries placed straight into a pool, copied from one of its own (`like`: same game,
 * format, tier and pass), as if that many more had paid: for tests of full and nearly full pools
 * that would take minutes to fill through registration and payment. No owner, payment or audit
 * rows; their ids, in insertion order.
 */
export async function fillPool(t: TestApp, groupId: string, like: string, count: number): Promise<string[]> {
  const em = t.db.orm.em.fork();
  const template = await em.findOneOrFail(Participant, like);
  const now = new Date();
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  if (count === 0) return ids;
  await tablesOf<typeof Participant>(em)
    .insertInto('participant')
    .values(
      ids.map((id, i) => ({
        id,
        owner_id: null,
        name: `Filler ${i}`,
        phone: '9876543210',
        email: `filler${i}@example.in`,
        state: 'Goa',
        city: 'Panaji',
        date_of_birth: '2000-01-01',
        category: 'student',
        game_id: template.game.id,
        game_category: template.gameCategory,
        play_format: template.playFormat,
        risk_category: template.riskCategory,
        price_category: template.priceCategory,
        pass: template.pass,
        pass_price: template.passPrice,
        status: 'paid' as const,
        paid_at: now,
        group_id: groupId,
        idempotency_key: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return ids;
}

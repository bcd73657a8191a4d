import { describe, expect, it } from 'vitest';
import { EARLIER_POLICY_SEEDS } from '../../../test/support/earlier-policy-seeds.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { Migration20261128054000_ESportPolicies } from '../db/migrations/Migration20261128054000_ESportPolicies.ts';
import { StaticPage } from './entities.ts';

// Issue 27: the policy seeds say, in English and Hindi, that a pass is an entry fee for a skill-based
// e-sports competition; a database seeded before gets them from a migration, unless an organiser
// has edited the page since.

const { t } = adminTestAppOfFile('demo');

interface PublicPage {
  title: string;
  content: string;
  language: 'en' | 'hi';
}

const read = async (slug: string, lang: 'en' | 'hi' = 'en') =>
  (await t.app.inject(`/static-pages/${slug}?lang=${lang}`)).json<PublicPage>();

async function migrate(direction: 'up' | 'down') {
  const em = t.db.orm.em.fork();
  const migration = new Migration20261128054000_ESportPolicies(em.getDriver(), t.db.orm.config);
  await migration[direction]();
  for (const query of migration.getQueries()) await em.getConnection().execute(query);
}

describe('the policy seeds', () => {
  it('say the same in both languages: an entry fee, prizes fixed in advance, no wallet, refunds, invoices', async () => {
    for (const slug of ['refund-policy', 'game-policy', 'terms-conditions']) {
      const page = await read(slug);
      const hindi = await read(slug, 'hi');
      expect(hindi.language).toBe('hi');
      expect(page.content, slug).toContain('entry');
      expect(page.content, slug).toContain('skill-based e-sports competition');
      expect(page.content, slug).toContain('Prizes are fixed in advance and awarded on performance');
      expect(page.content, slug).toMatch(/no wallet, no deposits and no (stakes|betting)/);
      expect(hindi.content, slug).toContain('कौशल पर आधारित ई-स्पोर्ट्स प्रतियोगिता');
      expect(hindi.content, slug).toContain('इनाम पहले से तय हैं और प्रदर्शन के आधार पर दिए जाते हैं');
    }
    const terms = await read('terms-conditions');
    expect(terms.content).toContain(
      'Refunds follow the Refund Policy, and every paid pass gets a GST tax invoice.',
    );
    expect((await read('terms-conditions', 'hi')).title).toBe('नियम और शर्तें');
  });

  it('reach a database seeded before, leaving a page an organiser edited as it is', async () => {
    const em = t.db.orm.em.fork();
    const current = await em.find(StaticPage, { slug: { $in: Object.keys(EARLIER_POLICY_SEEDS) } });
    const seeded = new Map(current.map((page) => [page.slug, { ...page }]));
    // As a database seeded before issue 27 holds them; the organiser rewrote the Game Policy.
    for (const [slug, content] of Object.entries(EARLIER_POLICY_SEEDS))
      await em.nativeUpdate(StaticPage, { slug }, { content, titleHi: null, contentHi: null });
    await em.nativeUpdate(StaticPage, { slug: 'game-policy' }, { content: '<p>Our own rules.</p>' });

    await migrate('up');
    const after = new Map(
      (await em.fork().find(StaticPage, { slug: { $in: Object.keys(EARLIER_POLICY_SEEDS) } })).map((p) => [
        p.slug,
        p,
      ]),
    );
    for (const slug of ['refund-policy', 'terms-conditions']) {
      expect(after.get(slug)?.content, slug).toBe(seeded.get(slug)?.content);
      expect(after.get(slug)?.titleHi, slug).toBe(seeded.get(slug)?.titleHi);
      expect(after.get(slug)?.contentHi, slug).toBe(seeded.get(slug)?.contentHi);
    }
    expect(after.get('game-policy')?.content).toBe('<p>Our own rules.</p>');
    expect(after.get('game-policy')?.contentHi).toBeNull();

    await migrate('down');
    const back = await em.fork().findOneOrFail(StaticPage, { slug: 'refund-policy' });
    expect(back.content).toBe(EARLIER_POLICY_SEEDS['refund-policy']);
    expect(back.contentHi).toBeNull();
  });
});

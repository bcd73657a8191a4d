import type { EntityManager } from '@mikro-orm/postgresql';
import { seedBlog } from '../blog/seed.ts';
import { seedFooter } from '../footer/seed.ts';
import { seedGames } from '../games/seed.ts';
import { seedHero } from '../hero/service.ts';
import { seedPages } from '../pages/seed.ts';
import { seedCoupons } from '../payments/seed.ts';
import { seedInvoiceSettings } from '../invoices/seed.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { seedDemoSchedule } from '../dashboard/seed.ts';
import { SeedRun } from './seed-run.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { SiteSetting } from '../settings/entities.ts';

const DEMO = 'demo';

export interface SeedOptions {
  log: (line: string) => void;
  /** With it, the seed also makes demo players and a match schedule (their credentials are sealed). */
  secretBox?: (purpose: string) => SecretBox;
}

/**
 * Fills an empty database with the demo content that makes a first run look like a real site.
 * Runs once: the marker row and the content are written in one transaction.
 */
export async function seedDemo(em: EntityManager, options: SeedOptions): Promise<boolean> {
  return em.transactional(async (tx) => {
    if (await tx.findOne(SeedRun, DEMO)) return false;
    tx.create(SeedRun, { name: DEMO });
    await seedGames(tx);
    await seedPages(tx);
    await seedBlog(tx);
    await seedFooter(tx);
    seedHero(tx);
    seedCoupons(tx);
    seedGrievanceOfficer(tx);
    await seedInvoiceSettings(tx);
    if (options.secretBox) await seedDemoSchedule(tx, options.secretBox(SEAL_PURPOSE.gameCredentials));
    options.log(
      `Seeded the demo content: games, static pages, blog posts, footer links, hero, the WELCOME10 coupon, an example grievance officer, example GST supplier details${options.secretBox ? ', demo players with a BGMI match schedule' : ''}.`,
    );
    return true;
  });
}

/**
 * An example grievance officer for /grievance (decision 27), marked as one: the organiser sets
 * the real name and e-mail in the console's settings.
 */
function seedGrievanceOfficer(tx: EntityManager): void {
  const example = {
    GRIEVANCE_OFFICER_NAME: 'Asha Verma (example: set GRIEVANCE_OFFICER_NAME)',
    GRIEVANCE_OFFICER_EMAIL: 'grievance-officer@example.com',
  };
  for (const [name, value] of Object.entries(example))
    tx.create(SiteSetting, { name, value, secret: false, hint: null });
}

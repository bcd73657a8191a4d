import type { EntityManager } from '@mikro-orm/postgresql';
import { Coupon } from './entities.ts';

/** The demo site's coupon: WELCOME10 takes 10% off any pass. */
export function seedCoupons(em: EntityManager): void {
  em.create(Coupon, { code: 'WELCOME10', value: 10 });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  discountedPrice,
  type CouponCreate,
  type CouponUpdate,
  type CouponView,
} from '../../shared/coupons.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { Identity } from '../auth/index.ts';
import { couponGuessKey, throttledGuess } from '../auth/index.ts';
import { AppError, notFound } from '../errors.ts';
import { Coupon, PAID_STATUSES, Payment, WAITING_STATUSES } from './entities.ts';

// Coupons: the price a player pays with one (the payment step's Apply and initiate work it out
// the same way), their use limits, counted under the coupon's row lock in the payment's own
// transaction, and the organisers' CRUD (/admin/coupons, audited).

export const INVALID_COUPON = 'Invalid coupon code';
export const COUPON_USED_UP = 'This coupon has been used up.';
export const COUPON_ALREADY_USED = 'You have already used this coupon.';
const COUPON_NOT_FOUND = 'Coupon not found';

/** A payment waiting or paid with a coupon is one use of it. */
const USING_STATUSES = [...WAITING_STATUSES, ...PAID_STATUSES];

export interface Quote {
  price: number;
  discount: number;
  amount: number;
  /** The code as stored (upper case), or null without one. */
  couponCode: string | null;
}

/**
 * What a pass costs with a coupon: the one place a price is worked out, for the payment step's
 * Apply and for initiate. Unknown, inactive or out-of-window codes count against the caller
 * (10 per 15 minutes, then 429); a used-up coupon says so.
 */
export async function quotePrice(
  em: EntityManager,
  caller: Identity,
  price: number,
  code: string | undefined,
): Promise<Quote> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return { price, discount: 0, amount: price, couponCode: null };
  return throttledGuess(
    em,
    couponGuessKey(caller.userId),
    async () => {
      const coupon = await usableCoupon(em, wanted);
      await checkLimits(em, coupon, caller.userId);
      const amount = discountedPrice(price, coupon);
      return { price, discount: price - amount, amount, couponCode: coupon.code };
    },
    (error) => error instanceof AppError && error.message === INVALID_COUPON,
  );
}

/**
 * Counts one use of a coupon for a payment about to be made in this transaction: the coupon's
 * row is locked, so payments made at once with a limited coupon never exceed its limits.
 */
export async function holdCouponUse(tx: EntityManager, code: string, ownerId: string | null): Promise<void> {
  const coupon = await usableCoupon(tx, code, LockMode.PESSIMISTIC_WRITE);
  await checkLimits(tx, coupon, ownerId);
}

async function usableCoupon(em: EntityManager, code: string, lockMode?: LockMode): Promise<Coupon> {
  const coupon = await em.findOne(
    Coupon,
    { code, active: true },
    lockMode ? { lockMode, refresh: true } : {},
  );
  const now = new Date();
  if (
    !coupon ||
    (coupon.validFrom && coupon.validFrom > now) ||
    (coupon.validUntil && coupon.validUntil < now)
  )
    throw new AppError('BAD_REQUEST', INVALID_COUPON, { reason: 'coupon.invalid' });
  return coupon;
}

async function checkLimits(em: EntityManager, coupon: Coupon, ownerId: string | null): Promise<void> {
  const using = { couponCode: coupon.code, status: { $in: USING_STATUSES } };
  if (coupon.maxUses != null && (await em.count(Payment, using)) >= coupon.maxUses)
    throw new AppError('CONFLICT', COUPON_USED_UP, { reason: 'coupon.used_up' });
  if (
    coupon.maxUsesPerPlayer != null &&
    ownerId &&
    (await em.count(Payment, { ...using, owner: ownerId })) >= coupon.maxUsesPerPlayer
  )
    throw new AppError('CONFLICT', COUPON_ALREADY_USED, { reason: 'coupon.already_used' });
}

// --- /admin/coupons ---------------------------------------------------------------------------

async function usesOf(em: EntityManager, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const counts = await em.countBy(Payment, 'couponCode', {
    where: { couponCode: { $in: codes }, status: { $in: [...USING_STATUSES] } },
  });
  return new Map(Object.entries(counts));
}

const usesOfOne = async (em: EntityManager, code: string) => (await usesOf(em, [code])).get(code) ?? 0;

function toView(coupon: Coupon, uses: number): CouponView {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    validFrom: coupon.validFrom ?? null,
    validUntil: coupon.validUntil ?? null,
    maxUses: coupon.maxUses ?? null,
    maxUsesPerPlayer: coupon.maxUsesPerPlayer ?? null,
    active: coupon.active,
    uses,
    createdAt: coupon.createdAt,
  };
}

export async function listCoupons(em: EntityManager): Promise<CouponView[]> {
  const coupons = await em.find(Coupon, {}, { orderBy: { createdAt: 'desc', code: 'asc' } });
  const uses = await usesOf(
    em,
    coupons.map((c) => c.code),
  );
  return coupons.map((c) => toView(c, uses.get(c.code) ?? 0));
}

export async function getCoupon(em: EntityManager, code: string): Promise<CouponView> {
  const coupon = await em.findOne(Coupon, { code });
  if (!coupon) throw notFound(COUPON_NOT_FOUND, 'coupon.not_found');
  return toView(coupon, await usesOfOne(em, code));
}

export async function createCoupon(
  em: EntityManager,
  actor: Actor,
  input: CouponCreate,
): Promise<CouponView> {
  return em.transactional(async (tx) => {
    if (await tx.findOne(Coupon, { code: input.code }))
      throw new AppError('CONFLICT', 'A coupon with this code already exists.', {
        reason: 'coupon.code_taken',
      });
    const coupon = tx.create(Coupon, {
      code: input.code,
      kind: input.kind,
      value: input.value,
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
      maxUses: input.maxUses ?? null,
      maxUsesPerPlayer: input.maxUsesPerPlayer ?? null,
      active: input.active ?? true,
    });
    await tx.flush();
    const view = toView(coupon, 0);
    recordAudit(tx, actor, 'coupons.create', {
      entity: 'Coupon',
      entityId: coupon.code,
      before: null,
      after: view,
    });
    return view;
  });
}

export async function updateCoupon(
  em: EntityManager,
  actor: Actor,
  input: CouponUpdate,
): Promise<CouponView> {
  return em.transactional(async (tx) => {
    const coupon = await tx.findOne(Coupon, { code: input.code }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!coupon) throw notFound(COUPON_NOT_FOUND, 'coupon.not_found');
    const uses = await usesOfOne(tx, coupon.code);
    const before = toView(coupon, uses);
    const { code: _code, ...changes } = input;
    const next = {
      ...before,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    };
    if (next.kind === 'percent' && next.value > 100)
      throw new AppError('BAD_REQUEST', 'A percentage is at most 100.', {
        reason: 'coupon.percent_too_high',
      });
    if (next.validFrom && next.validUntil && next.validFrom >= next.validUntil)
      throw new AppError('BAD_REQUEST', 'The coupon must end after it starts.', {
        reason: 'coupon.ends_before_start',
      });
    tx.assign(coupon, {
      kind: next.kind,
      value: next.value,
      validFrom: next.validFrom,
      validUntil: next.validUntil,
      maxUses: next.maxUses,
      maxUsesPerPlayer: next.maxUsesPerPlayer,
      active: next.active,
    });
    await tx.flush();
    const after = toView(coupon, uses);
    recordAudit(tx, actor, 'coupons.update', { entity: 'Coupon', entityId: coupon.code, before, after });
    return after;
  });
}

/** A coupon never used is deleted; one that was is deactivated, so payments keep their record. */
export async function deleteCoupon(
  em: EntityManager,
  actor: Actor,
  code: string,
): Promise<{ code: string; deleted: boolean }> {
  return em.transactional(async (tx) => {
    const coupon = await tx.findOne(Coupon, { code }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!coupon) throw notFound(COUPON_NOT_FOUND, 'coupon.not_found');
    const used = (await tx.count(Payment, { couponCode: code })) > 0;
    const before = toView(coupon, await usesOfOne(tx, code));
    if (used) coupon.active = false;
    else tx.remove(coupon);
    await tx.flush();
    recordAudit(tx, actor, used ? 'coupons.deactivate' : 'coupons.delete', {
      entity: 'Coupon',
      entityId: code,
      before,
      after: used ? { ...before, active: false } : null,
    });
    return { code, deleted: !used };
  });
}

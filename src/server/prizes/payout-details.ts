import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import {
  CLAIM_MESSAGES,
  maskedDetails,
  payoutDetailsInput,
  type PayoutDetails as Details,
  type PayoutDetailsInput,
  type PayoutDetailsView,
} from '../../shared/payouts.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { confirmIdentity, type AccountProof } from '../auth/service.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import type { AppUser } from '../users/entities.ts';
import { PayoutDetails } from './entities.ts';

// An account's payout details (docs/decisions/0026-prize-payouts.md, "Claim"): sealed at rest,
// read back masked; a change needs the password and is audited without the values.

const detailsBox = (services: AppServices) => services.secretBox(SEAL_PURPOSE.payoutDetails);

/** The details opened, for the claim and (later) the payout; null when the account has none. */
export async function openPayoutDetails(
  em: EntityManager,
  services: AppServices,
  ownerId: string,
): Promise<{ details: Details; updatedAt: Date } | null> {
  const row = await em.findOne(PayoutDetails, { owner: ownerId });
  if (!row) return null;
  return {
    details: JSON.parse(detailsBox(services).open(row.detailsSealed)) as Details,
    updatedAt: row.updatedAt,
  };
}

/** Whom a payout's TDS was deducted from, as the payout keeps it (sealed) for Form 26Q. */
export interface Deductee {
  pan: string;
  panName: string;
}

/** The owner's PAN and name now, sealed for the payout being paid; null without details. */
export async function sealedDeductee(
  em: EntityManager,
  services: AppServices,
  ownerId: string,
): Promise<string | null> {
  const found = await openPayoutDetails(em, services, ownerId);
  if (!found) return null;
  const deductee: Deductee = { pan: found.details.pan, panName: found.details.panName };
  return detailsBox(services).seal(JSON.stringify(deductee));
}

export const openDeductee = (services: AppServices, sealed: string): Deductee =>
  JSON.parse(detailsBox(services).open(sealed)) as Deductee;

export async function payoutDetailsOf(
  em: EntityManager,
  services: AppServices,
  ownerId: string,
): Promise<PayoutDetailsView | null> {
  const found = await openPayoutDetails(em, services, ownerId);
  return found && maskedDetails(found.details, found.updatedAt);
}

/**
 * Saves the details. The first time needs nothing more (the player is signed in); replacing them
 * needs the password or an e-mailed code, since whoever changes them gets the prize. The same details sent again
 * (a double click, a retry) change nothing and need no password.
 */
export async function savePayoutDetails(
  em: EntityManager,
  services: AppServices,
  http: { req: FastifyRequest; actor: Actor },
  input: PayoutDetailsInput & { password?: string | undefined; code?: string | undefined },
): Promise<PayoutDetailsView> {
  const details = payoutDetailsInput.parse(input);
  const ownerId = http.actor.userId;
  const changing = await em.transactional(async (tx) => {
    // One save at a time per account: the account's row is the lock.
    await tablesOf<typeof AppUser>(tx)
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', ownerId)
      .forUpdate()
      .execute();
    const current = await openPayoutDetails(tx, services, ownerId);
    if (current && JSON.stringify(current.details) === JSON.stringify(details)) return false;
    if (current) {
      if (!input.password && !input.code)
        throw new AppError('BAD_REQUEST', CLAIM_MESSAGES.passwordNeeded, {
          reason: 'payout.password_needed',
        });
      return true;
    }
    await write(tx, services, http.actor, details, null);
    return false;
  });
  if (changing) {
    // Checked outside the lock's transaction: a wrong guess is counted even though nothing changes.
    const proof: AccountProof = input.password ? { password: input.password } : { code: input.code! };
    await confirmIdentity(em, services, http.req, ownerId, proof);
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(
        PayoutDetails,
        { owner: ownerId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      await write(tx, services, http.actor, details, row);
    });
  }
  return (await payoutDetailsOf(em.fork(), services, ownerId))!;
}

async function write(
  tx: EntityManager,
  services: AppServices,
  actor: Actor,
  details: Details,
  row: PayoutDetails | null,
): Promise<void> {
  const sealed = detailsBox(services).seal(JSON.stringify(details));
  const method = { method: details.destination.method };
  if (row) {
    const before = {
      method: (JSON.parse(detailsBox(services).open(row.detailsSealed)) as Details).destination.method,
    };
    row.detailsSealed = sealed;
    // Which kinds of values changed, never the values (nor their masks).
    recordAudit(tx, actor, 'payout_details.change', {
      entity: 'payout_details',
      entityId: actor.userId,
      before,
      after: method,
    });
  } else {
    tx.create(PayoutDetails, { owner: actor.userId, detailsSealed: sealed });
    recordAudit(tx, actor, 'payout_details.add', {
      entity: 'payout_details',
      entityId: actor.userId,
      before: null,
      after: method,
    });
  }
  await tx.flush();
}

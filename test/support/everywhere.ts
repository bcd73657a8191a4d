import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/privacy.ts';
import { AuditLog } from '../../src/server/audit/entities.ts';
import { PassSession, SecondFactorUse } from '../../src/server/auth/entities.ts';
import { LedgerEntry } from '../../src/server/books/entities.ts';
import { SEAL_PURPOSE } from '../../src/server/crypto/sealed-columns.ts';
import { Match, ResultReport } from '../../src/server/matches/entities.ts';
import {
  ChannelOptIn,
  Notification,
  NotificationDelivery,
  PushSubscription,
} from '../../src/server/notifications/entities.ts';
import { Payment, PaymentRefund } from '../../src/server/payments/entities.ts';
import { Payout, PayoutDetails, PrizeAward } from '../../src/server/prizes/entities.ts';
import {
  GameAccount,
  Participant,
  RegistrationDraft,
  SquadInvite,
} from '../../src/server/registration/entities.ts';
import { SeasonInvitation, SeasonScore } from '../../src/server/seasons/entities.ts';
import { AppUser } from '../../src/server/users/entities.ts';
import { createUser, requestAs, type TestUser } from './auth.ts';
import { registerAndPay, squadPayload } from './registration.ts';
import type { TestApp } from './test-app.ts';

// A player with a record in every table of the personal-data registry (src/server/privacy), made
// through the API where there is one: for the data download and erasure, and for backups.

export interface Seeded {
  player: TestUser;
  phone: string;
  /** Unique to this seed: another test's player may share nothing with it. */
  name: string;
  street: string;
  paidId: string;
  anotherSquad: string;
}

/** A player with a record in every table of the registry; `admin` approves the payout. */
export async function seedEverywhere(t: TestApp, admin: TestUser): Promise<Seeded> {
  const phone = `9${String(randomBytes(4).readUInt32BE(0)).padStart(9, '0').slice(0, 9)}`;
  const surname = `Verma${randomBytes(3).toString('hex')}`;
  const name = `Ishaan ${surname}`;
  const street = `12 Lane ${randomBytes(3).toString('hex')}`;
  const player = await createUser(t, {
    name,
    privacyConsent: { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', marketing: true },
  });
  const paidId = await registerAndPay(
    t,
    player,
    squadPayload(3, { name, phone, email: player.email, city: 'Nagpur' }),
  );
  // Their own place in another player's squad.
  const captain = await createUser(t);
  const anotherSquad = await registerAndPay(t, captain, squadPayload(3));
  const em = t.db.orm.em.fork();
  await em
    .getConnection()
    .execute(`update teammate set email = ?, name = ?, phone = ? where participant_id = ? and position = 1`, [
      player.email,
      name,
      phone,
      anotherSquad,
    ]);

  const user = await em.findOneOrFail(AppUser, player.userId);
  user.firstName = 'Ishaan';
  user.lastName = surname;
  user.phone = phone;
  user.address = street;
  user.pinCode = '440001';
  const participant = await em.findOneOrFail(Participant, paidId, { populate: ['group', 'game'] });
  const gameAccount = await em.findOneOrFail(GameAccount, { participant: paidId, teammate: null });
  const payment = await em.findOneOrFail(Payment, { participant: paidId });
  const group = participant.group!;
  const box = t.app.services.secretBox(SEAL_PURPOSE.payoutDetails);

  em.create(RegistrationDraft, { owner: user, data: { step: 1, name } as never, updatedAt: new Date() });
  em.create(SquadInvite, { token: randomBytes(16).toString('hex'), participant });
  em.create(PassSession, {
    tokenHash: randomBytes(32).toString('hex'),
    gameAccount,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  em.create(SecondFactorUse, { userId: user.id, lastTotpStep: 1, usedAt: new Date() });
  em.create(Notification, { user, kind: 'payment', title: 'Paid', body: 'Your pass is paid.' });
  em.create(NotificationDelivery, {
    eventKey: `payment.received:${user.id}`,
    event: 'payment.received',
    user,
    channel: 'email',
    language: 'en',
    params: { amount: '₹1,500' },
    path: '/dashboard',
    notBefore: new Date(),
  });
  em.create(ChannelOptIn, {
    user,
    channel: 'sms',
    phone,
    wording: 'Send match alerts and payment updates by SMS.',
    language: 'en',
    at: new Date(),
  });
  em.create(PushSubscription, {
    user,
    endpoint: `https://push.example.net/send/${user.id}`,
    p256dh: 'BOr3'.padEnd(87, 'A'),
    auth: 'c2VjcmV0c2VjcmV0c2VjcmV0',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140',
  });
  em.create(AuditLog, {
    actorId: user.id,
    action: 'users.test',
    entity: 'AppUser',
    entityId: user.id,
    before: null,
    after: { email: player.email, phone },
  });
  em.create(PaymentRefund, {
    payment,
    amount: 100,
    reason: 'Asked by the player',
    status: 'requested',
    actorId: user.id,
  });
  em.create(LedgerEntry, {
    occurredAt: new Date(),
    kind: 'fee_received',
    amountPaise: 100,
    account: user,
    reference: payment.id,
    sourceKey: `test:${randomUUID()}`,
  });
  const match = em.create(Match, { group, number: 99, scheduledAt: new Date() });
  em.create(ResultReport, {
    match,
    participant,
    reportedBy: user.id,
    placement: 1,
    finishes: 3,
    screenshot: Buffer.from('png'),
    screenshotType: 'image/png',
  });
  const award = em.create(PrizeAward, { group, participant, rank: 1, places: [1], amountPaise: 100_000 });
  em.create(Payout, {
    award,
    grossPaise: 100_000,
    tdsPaise: 30_000,
    amountPaise: 70_000,
    approvedBy: admin.userId,
    approvedAt: new Date(),
    gateway: 'razorpayx',
    deducteeSealed: box.seal(JSON.stringify({ pan: 'ABCDE1234F', panName: name })),
  });
  em.create(PayoutDetails, {
    owner: user,
    detailsSealed: box.seal(
      JSON.stringify({
        pan: 'ABCDE1234F',
        panName: name,
        destination: { method: 'upi', vpa: 'ishaan@okaxis' },
      }),
    ),
  });
  em.create(SeasonInvitation, {
    game: participant.game,
    playFormat: participant.playFormat,
    seasonStart: '2026-12',
    stage: 'semi-final',
    account: user,
    rank: 1,
    points: 40,
  });
  em.create(SeasonScore, { group, participant, account: user, place: 1, points: 40 });
  await em.flush();
  const grievance = await requestAs(t, player, 'POST', '/api/grievances', {
    category: 'data',
    subject: `About ${name}`,
    message: `Please correct my phone number, ${phone}, on my registration.`,
  });
  expect(grievance.statusCode).toBe(200);
  return { player, phone, name, street, paidId, anotherSquad };
}

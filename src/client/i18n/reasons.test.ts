import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../paraglide/runtime.js';
import { PLAYER_REASONS, FIELD_REASONS, type Reason, type ReasonParams } from '../../shared/reasons.ts';
import { DEMO_PAYMENTS_CLOSED, RAZORPAY_SWITCHED_OFF } from '../../shared/payment-statuses.ts';
import {
  REGISTRATION_EXPIRED_MESSAGE,
  TOO_MANY_UNPAID_MESSAGE,
  squadIncompleteMessage,
  squadTooLargeMessage,
} from '../../shared/registration-rules.ts';
import { ADDITIONAL_DATA_MESSAGE } from '../../shared/users.ts';
import { CLAIM_MESSAGES } from '../../shared/payouts.ts';
import { reasonMessage } from './reasons.ts';
import '../registration/known-messages.ts';
import './identity-messages.ts';
import '../dashboard/known-messages.ts';
import '../grievances/known-messages.ts';

/** Values for the reasons whose sentence has some (the server's `params`). */
const PARAMS: ReasonParams = { game: 'BGMI', size: 4, most: 3, needed: 2, minutes: 15 };

/** The server's English sentence of each reason, with the values it was said with. */
const SAID: [Reason, ReasonParams, string][] = [
  ...(Object.entries(FIELD_REASONS) as [Reason, string][]).map(
    ([reason, text]): [Reason, ReasonParams, string] => [reason, {}, text],
  ),
  ['registration.game_missing', {}, 'Please select a game'],
  ['registration.game_closed', { game: 'Valorant' }, 'Valorant is not open for registration.'],
  ['registration.pass_missing', {}, 'Please choose a pass'],
  ['registration.squad_too_large', { game: 'BGMI', size: 4, most: 3 }, squadTooLargeMessage('BGMI', 4)],
  [
    'registration.squad_too_large',
    { game: 'Chess Duo', size: 2, most: 1 },
    squadTooLargeMessage('Chess Duo', 2),
  ],
  ['registration.squad_incomplete', { needed: 1 }, squadIncompleteMessage(1)],
  ['registration.squad_incomplete', { needed: 3 }, squadIncompleteMessage(3)],
  ['registration.too_many_unpaid', {}, TOO_MANY_UNPAID_MESSAGE],
  ['registration.expired', {}, REGISTRATION_EXPIRED_MESSAGE],
  [
    'invite.too_many_joins',
    { minutes: 2 },
    'Too many squad joins from this network. Please try again in 2 minutes.',
  ],
  ['auth.too_many_codes', { minutes: 1 }, 'Too many wrong codes. Please try again in 1 minute.'],
  ['auth.too_many_codes', { minutes: 15 }, 'Too many wrong codes. Please try again in 15 minutes.'],
  ['auth.too_many_sign_ins', { minutes: 5 }, 'Too many sign-in attempts. Please try again in 5 minutes.'],
  ['coupon.invalid', {}, 'Invalid coupon code'],
  ['coupon.used_up', {}, 'This coupon has been used up.'],
  ['invite.gone', {}, 'This invite link is not valid or has expired.'],
  [
    'invite.already_joined',
    {},
    'You have already joined this squad. Your game credentials were shown when you joined; once the captain has paid, they sign you in to your dashboard, where you see them again.',
  ],
  ['payment.closed', {}, 'This payment was cancelled and can no longer complete a registration.'],
  [
    'payment.gateway_unavailable',
    {},
    'The payment service is not answering right now. Nothing was charged; please try again in a minute.',
  ],
  ['payment.demo_closed', {}, DEMO_PAYMENTS_CLOSED],
  ['payment.razorpay_off', {}, RAZORPAY_SWITCHED_OFF],
  ['payment.already_paid', {}, 'This registration is already paid.'],
  [
    'payment.complete',
    {},
    'This payment is complete and cannot be cancelled here. Please contact support for a refund.',
  ],
  ['auth.sign_in', {}, 'Please sign in to continue.'],
  ['auth.invalid_login', {}, 'Invalid email or password.'],
  ['auth.not_pass_session', {}, 'This session was not opened with game credentials.'],
  ['request.cross_site', {}, 'This request came from another site and was refused.'],
  ['registration.draft_too_large', {}, 'This registration draft is too large to save.'],
  [
    'registration.paid_no_cancel',
    {},
    'A paid registration cannot be cancelled here. Please contact support for a refund.',
  ],
  ['account.additional_data_too_large', {}, ADDITIONAL_DATA_MESSAGE],
  ['prize.not_found', {}, CLAIM_MESSAGES.notFound],
  ['prize.voided', {}, CLAIM_MESSAGES.voided],
  ['prize.payout_details_missing', {}, CLAIM_MESSAGES.detailsMissing],
  ['payout.password_needed', {}, CLAIM_MESSAGES.passwordNeeded],
  ['account.wrong_password', {}, 'That is not your account password. Please type it again.'],
  [
    'account.password_unavailable',
    {},
    'Your account signs in through Clerk, so there is no password to confirm this change with. Please contact the organisers.',
  ],
];

afterEach(() => overwriteGetLocale(() => 'en'));

describe('the reasons the server sends', () => {
  it('each has a message in English and in Hindi', () => {
    for (const reason of PLAYER_REASONS) {
      overwriteGetLocale(() => 'en');
      expect(reasonMessage(reason, PARAMS), reason).toMatch(/[A-Za-z]/);
      overwriteGetLocale(() => 'hi');
      expect(reasonMessage(reason, PARAMS), reason).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("says the server's English sentence letter for letter", () => {
    overwriteGetLocale(() => 'en');
    for (const [reason, params, text] of SAID) expect(reasonMessage(reason, params), reason).toBe(text);
  });

  it('puts the values into the Hindi message', () => {
    overwriteGetLocale(() => 'hi');
    expect(reasonMessage('registration.squad_too_large', { game: 'BGMI', size: 4, most: 3 })).toBe(
      'BGMI स्क्वाड में 4 खिलाड़ी होते हैं: आप और ज़्यादा से ज़्यादा 3 टीममेट।',
    );
    expect(reasonMessage('registration.game_closed', { game: 'Valorant' })).toContain('Valorant');
  });

  it('has nothing for a reason no screen lists', () => {
    expect(reasonMessage('registration.something_new')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../paraglide/runtime.js';
import { createParticipantSchema, personalDetailsSchema, teammateSchema } from '../../shared/registration.ts';
import {
  REGISTRATION_EXPIRED_MESSAGE,
  TOO_MANY_UNPAID_MESSAGE,
  squadIncompleteMessage,
  squadTooLargeMessage,
} from '../../shared/registration-rules.ts';
import { DEMO_PAYMENTS_CLOSED, RAZORPAY_SWITCHED_OFF } from '../../shared/payment-statuses.ts';
import { localizeMessage } from '../i18n/known-messages.ts';
import { RETURN_ERRORS } from './gateway-return.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from './payment-flow.ts';
import './known-messages.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const year = new Date().getFullYear();
const person = (changes: object) => ({
  name: 'Asha',
  phone: '9876543210',
  email: 'asha@example.in',
  state: 'Kerala',
  city: 'Kochi',
  dateOfBirth: '1990-01-01',
  ...changes,
});

/** What the wizard can be shown in English: the schemas' messages, the rules', the server's. */
const SHOWN = [
  ...issues(
    personalDetailsSchema.safeParse(
      person({ name: ' ', phone: '', email: '', state: '', city: '', dateOfBirth: '' }),
    ),
  ),
  ...issues(
    personalDetailsSchema.safeParse(
      person({ phone: '123', email: 'x', city: 'c'.repeat(101), name: 'n'.repeat(101) }),
    ),
  ),
  ...issues(personalDetailsSchema.safeParse(person({ dateOfBirth: `${year - 10}-01-01` }))),
  ...issues(
    teammateSchema.safeParse(
      person({ name: '', phone: '123', email: 'x', dateOfBirth: `${year - 10}-01-01` }),
    ),
  ),
  ...issues(teammateSchema.safeParse(person({ name: 'n'.repeat(101) }))),
  ...issues(
    createParticipantSchema.safeParse({
      ...person({}),
      selectedGame: '',
      playFormat: 'duo',
      riskCategory: 'x',
      priceCategory: '1',
      teammates: Array.from({ length: 6 }, () => person({})),
    }),
  ),
  squadTooLargeMessage('BGMI', 4),
  squadTooLargeMessage('Chess Duo', 2),
  squadIncompleteMessage(1),
  squadIncompleteMessage(3),
  TOO_MANY_UNPAID_MESSAGE,
  REGISTRATION_EXPIRED_MESSAGE,
  'Valorant is not open for registration.',
  'Too many wrong codes. Please try again in 1 minute.',
  'Too many wrong codes. Please try again in 15 minutes.',
  'Too many squad joins from this network. Please try again in 2 minutes.',
  'Invalid coupon code',
  'This coupon has been used up.',
  'This invite link is not valid or has expired.',
  'You have already joined this squad. Your game credentials were shown when you joined; once the captain has paid, they sign you in to your dashboard, where you see them again.',
  'This payment was cancelled and can no longer complete a registration.',
  'The payment service is not answering right now. Nothing was charged; please try again in a minute.',
  'This is a demo payment: no money is taken. Use Mark as Paid to complete it.',
  DEMO_PAYMENTS_CLOSED,
  RAZORPAY_SWITCHED_OFF,
  ...Object.values(RETURN_ERRORS),
  ...Object.values(PAYMENT_ERRORS),
  PAYMENT_SUCCESS_TOAST,
];

afterEach(() => overwriteGetLocale(() => 'en'));

describe('the registration known messages', () => {
  it('covers the schema messages the test means to (the samples are not empty)', () => {
    expect(SHOWN).toContain('Please enter a valid 10-digit Indian mobile number');
    expect(SHOWN).toContain('Teammate must be at least 18 years old');
    expect(SHOWN).toContain('Maximum 5 teammates allowed per squad');
    expect(SHOWN).toContain('City can have at most 100 characters');
  });

  it('leaves every English text letter for letter in English', () => {
    overwriteGetLocale(() => 'en');
    for (const text of SHOWN) expect(localizeMessage(text)).toBe(text);
  });

  it('translates every one of them in Hindi', () => {
    overwriteGetLocale(() => 'hi');
    for (const text of SHOWN) expect(localizeMessage(text), text).toMatch(/[\u0900-\u097F]/);
    expect(localizeMessage(squadTooLargeMessage('BGMI', 4))).toBe(
      'BGMI स्क्वाड में 4 खिलाड़ी होते हैं: आप और ज़्यादा से ज़्यादा 3 टीममेट।',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../paraglide/runtime.js';
import { createParticipantSchema, personalDetailsSchema, teammateSchema } from '../../shared/registration.ts';
import { squadTooLargeMessage } from '../../shared/registration-rules.ts';
import { localizeMessage } from '../i18n/known-messages.ts';
import { RETURN_ERRORS } from '../lib/gateway-return.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from '../lib/payment-flow.ts';
import { m } from '../../paraglide/messages.js';
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

/**
 * What the wizard can be shown as English text: the schemas' messages and its own. The server's
 * refusals come by reason (i18n/reasons.test.ts).
 */
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
  'This is a demo payment: no money is taken. Use Mark as Paid to complete it.',
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
  });

  it("says the squad-size rule (squad-step.tsx) in the shared rule's English and in Hindi", () => {
    const tooLarge = (game: string, size: number) =>
      m.registration_squad_too_large({ game, size, most: size - 1 });
    overwriteGetLocale(() => 'en');
    expect(tooLarge('BGMI', 4)).toBe(squadTooLargeMessage('BGMI', 4));
    expect(tooLarge('Chess Duo', 2)).toBe(squadTooLargeMessage('Chess Duo', 2));
    overwriteGetLocale(() => 'hi');
    expect(tooLarge('BGMI', 4)).toBe('BGMI स्क्वाड में 4 खिलाड़ी होते हैं: आप और ज़्यादा से ज़्यादा 3 टीममेट।');
  });
});

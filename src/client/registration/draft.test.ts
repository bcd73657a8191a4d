import { describe, expect, it } from 'vitest';
import { createParticipantSchema } from '../../shared/registration.ts';
import {
  categoryComplete,
  draftPassPrice,
  initialDraft,
  payloadFingerprint,
  toCreatePayload,
  withFormat,
} from './draft.ts';
import type { RegistrationDraft } from './draft.ts';

const player = {
  name: ' Asha Rao ',
  phone: '9876543210',
  email: 'asha@example.in',
  state: 'Karnataka',
  city: 'Bengaluru ',
  dateOfBirth: '1999-04-12',
};
const mate = { ...player, id: '1', name: 'Ravi', email: 'ravi@example.in', phone: '9123456780' };

const complete = (changes: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...initialDraft({ game: '', format: '' }),
  ...player,
  selectedGame: 'bgmi',
  playFormat: 'squad',
  riskCategory: 'hr',
  priceCategory: '6000',
  teammates: [mate],
  ...changes,
});

describe('registration draft', () => {
  it('starts empty with the landing page format and the account prefill', () => {
    const draft = initialDraft({ game: 'bgmi', format: 'squad' }, { email: 'a@b.in' });
    expect(draft).toMatchObject({
      playFormat: 'squad',
      selectedGame: '',
      email: 'a@b.in',
      paymentMethod: 'upi',
    });
  });

  it('drops the pass when the format changes, keeping the risk', () => {
    const draft = withFormat(complete(), 'solo');
    expect(draft).toMatchObject({ playFormat: 'solo', riskCategory: 'hr', priceCategory: '' });
    expect(categoryComplete(draft)).toBe(false);
    expect(withFormat(draft, 'solo')).toBe(draft);
  });

  it('needs format, risk and a pass of that format', () => {
    expect(categoryComplete(complete())).toBe(true);
    expect(categoryComplete(complete({ riskCategory: '' }))).toBe(false);
    expect(categoryComplete(complete({ priceCategory: '500' }))).toBe(false);
    expect(draftPassPrice(complete())).toBe(6000);
    expect(draftPassPrice(complete({ playFormat: 'solo', priceCategory: '500' }))).toBe(500);
  });

  it('maps a complete draft to a payload the server schema accepts', () => {
    const payload = toCreatePayload(complete());
    expect(payload).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.in',
      state: 'Karnataka',
      city: 'Bengaluru',
      dateOfBirth: '1999-04-12',
      selectedGame: 'bgmi',
      playFormat: 'squad',
      riskCategory: 'hr',
      priceCategory: '6000',
      paymentMethod: 'upi',
      teammates: [
        { ...player, name: 'Ravi', email: 'ravi@example.in', phone: '9123456780', city: 'Bengaluru' },
      ],
    });
    expect(createParticipantSchema.safeParse({ ...payload, idempotencyKey: 'reg-12345678' }).success).toBe(
      true,
    );
  });

  it('sends teammates only for a squad, and nothing for an incomplete draft', () => {
    expect(toCreatePayload(complete({ playFormat: 'solo', priceCategory: '1500' }))?.teammates).toEqual([]);
    expect(toCreatePayload(complete({ selectedGame: '' }))).toBeNull();
    expect(toCreatePayload(complete({ priceCategory: '' }))).toBeNull();
  });

  it('fingerprints the registration, not the list ids', () => {
    const a = toCreatePayload(complete())!;
    const b = toCreatePayload(complete({ teammates: [{ ...mate, id: '2' }] }))!;
    const c = toCreatePayload(complete({ selectedGame: 'valorant' }))!;
    expect(payloadFingerprint(a)).toBe(payloadFingerprint(b));
    expect(payloadFingerprint(a)).not.toBe(payloadFingerprint(c));
  });
});

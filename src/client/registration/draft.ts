import type { CreateParticipant, TeammateInput } from '../../shared/registration.ts';
import { findPass } from '../../shared/passes.ts';
import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';
import type { PriceCategory } from '../../shared/passes.ts';
import type { RegisterIntent } from './register-intent.ts';

/** The personal step's fields, as the inputs hold them (dateOfBirth is yyyy-mm-dd). */
export interface PersonalDetails {
  name: string;
  phone: string;
  email: string;
  state: string;
  city: string;
  dateOfBirth: string;
}

/** A teammate as the squad step keeps it; `id` only tells list rows apart. */
export interface TeammateDraft extends TeammateInput {
  id: string;
}

/** The registration draft of spec section 3, minus what the server now owns (credentials, price). */
export interface RegistrationDraft extends PersonalDetails {
  /** The game's slug. */
  selectedGame: string;
  playFormat: PlayFormat | '';
  riskCategory: RiskCategory | '';
  priceCategory: PriceCategory | '';
  teammates: TeammateDraft[];
  paymentMethod: 'upi';
  couponCode: string;
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetails = {
  name: '',
  phone: '',
  email: '',
  state: '',
  city: '',
  dateOfBirth: '',
};

/** A fresh draft; the landing page's format is pre-selected (its game once the list is known). */
export function initialDraft(
  intent: RegisterIntent,
  prefill: Partial<PersonalDetails> = {},
): RegistrationDraft {
  return {
    ...EMPTY_PERSONAL_DETAILS,
    ...prefill,
    selectedGame: '',
    playFormat: intent.format,
    riskCategory: '',
    priceCategory: '',
    teammates: [],
    paymentMethod: 'upi',
    couponCode: '',
  };
}

/** Choosing a format keeps the risk but drops a pass of the other format (prices differ). */
export function withFormat(draft: RegistrationDraft, playFormat: PlayFormat): RegistrationDraft {
  if (draft.playFormat === playFormat) return draft;
  return { ...draft, playFormat, priceCategory: '' };
}

export function categoryComplete(draft: RegistrationDraft): boolean {
  return (
    draft.playFormat !== '' &&
    draft.riskCategory !== '' &&
    draft.priceCategory !== '' &&
    findPass(draft.playFormat, draft.priceCategory) !== undefined
  );
}

/** The pass price of the draft's format and price category, if both are chosen. */
export function draftPassPrice(draft: RegistrationDraft): number | undefined {
  if (!draft.playFormat || !draft.priceCategory) return undefined;
  return findPass(draft.playFormat, draft.priceCategory)?.price;
}

/**
 * `participant.create`'s input for a complete draft, else null. Teammates go only with a squad
 * (a player who switched back to solo keeps them in the draft, not in the registration).
 */
export function toCreatePayload(draft: RegistrationDraft): Omit<CreateParticipant, 'idempotencyKey'> | null {
  if (!draft.selectedGame || !categoryComplete(draft)) return null;
  const { playFormat, riskCategory, priceCategory } = draft;
  if (!playFormat || !riskCategory || !priceCategory) return null;
  return {
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    state: draft.state,
    city: draft.city.trim(),
    dateOfBirth: draft.dateOfBirth,
    selectedGame: draft.selectedGame,
    playFormat,
    riskCategory,
    priceCategory,
    paymentMethod: draft.paymentMethod,
    teammates:
      playFormat === 'squad'
        ? draft.teammates.map(({ name, phone, email, state, city, dateOfBirth }) => ({
            name: name.trim(),
            phone: phone.trim(),
            email: email.trim(),
            state,
            city: city.trim(),
            dateOfBirth,
          }))
        : [],
  };
}

/** Two payloads with the same fingerprint describe the same registration. */
export function payloadFingerprint(payload: Omit<CreateParticipant, 'idempotencyKey'>): string {
  return JSON.stringify(payload);
}

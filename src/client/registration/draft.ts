import { findPass } from '../../shared/passes.ts';
import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';
import type { PriceCategory } from '../../shared/passes.ts';
import type { RouterInputs } from '../lib/trpc.ts';
import type { RegisterIntent } from '../lib/register-intent.ts';

/** What `registration.create` takes, less the key the payment step adds to each attempt. */
export type CreatePayload = Omit<RouterInputs['registration']['create'], 'idempotencyKey'>;

/** The fields of a person: the personal step's and each teammate's. */
export const PERSON_FIELDS = ['name', 'phone', 'email', 'state', 'city', 'dateOfBirth'] as const;

/** A person's fields as the inputs hold them (dateOfBirth is yyyy-mm-dd). */
export type PersonalDetails = Record<(typeof PERSON_FIELDS)[number], string>;

/** A teammate as the squad step keeps it; `id` only tells list rows apart. */
export type TeammateDraft = PersonalDetails & { id: string };

/** The registration draft of docs/product.md#registration-rules-and-constants, minus what the server now owns (credentials, price). */
export interface RegistrationDraft extends PersonalDetails {
  /** The game's slug. */
  selectedGame: string;
  playFormat: PlayFormat | '';
  riskCategory: RiskCategory | '';
  priceCategory: PriceCategory | '';
  teammates: TeammateDraft[];
  paymentMethod: 'upi';
  couponCode: string;
  /**
   * The unpaid squad registration an invite link was made for: teammates join it, so paying uses
   * it. Any change to what it registered lets it go (use-registration.ts).
   */
  squadRegistrationId?: string | undefined;
}

export const EMPTY_PERSONAL_DETAILS = Object.fromEntries(
  PERSON_FIELDS.map((field) => [field, '']),
) as PersonalDetails;

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
 * `registration.create`'s input for a complete draft, else null. Teammates go only with a squad
 * (a player who switched back to solo keeps them in the draft, not in the registration).
 */
export function toCreatePayload(draft: RegistrationDraft): CreatePayload | null {
  if (!draft.selectedGame || !categoryComplete(draft)) return null;
  const { playFormat, riskCategory, priceCategory } = draft;
  if (!playFormat || !riskCategory || !priceCategory) return null;
  return {
    ...toSent(draft),
    selectedGame: draft.selectedGame,
    playFormat,
    riskCategory,
    priceCategory,
    paymentMethod: draft.paymentMethod,
    teammates: playFormat === 'squad' ? draft.teammates.map(toSent) : [],
  };
}

/** A person as sent: typed text trimmed (the state and the date are picked, not typed). */
function toSent({ name, phone, email, state, city, dateOfBirth }: PersonalDetails): PersonalDetails {
  return {
    name: name.trim(),
    phone: phone.trim(),
    email: email.trim(),
    state,
    city: city.trim(),
    dateOfBirth,
  };
}

/** Two payloads with the same fingerprint describe the same registration. */
export function payloadFingerprint(payload: CreatePayload): string {
  return JSON.stringify(payload);
}

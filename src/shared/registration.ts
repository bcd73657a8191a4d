import { z } from 'zod';
import {
  AGE_MESSAGES,
  EMAIL_MESSAGES,
  PHONE_MESSAGES,
  adultOnDateOfBirth,
  dateOfBirth,
  emailAddress,
  indianMobile,
  indianState,
  requiredText,
} from './field-rules.ts';
import {
  MAX_TEAMMATES,
  PLAY_FORMATS,
  RISK_CATEGORIES,
  TOO_MANY_TEAMMATES_MESSAGE,
} from './registration-rules.ts';
import { PASS_TIERS, PRICE_CATEGORIES } from './passes.ts';

// The registration schemas the wizard and the server validate with (docs/product.md#registration-rules-and-constants), made of
// the person rules in field-rules.ts and the constants in registration-rules.ts.

/** The six fields of a person, with the messages of one form where docs/product.md words them apart. */
function personFields(messages: { name: string; nameTooLong: string; phone: string; email: string }) {
  return {
    name: requiredText(messages.name).max(100, messages.nameTooLong),
    phone: indianMobile('Phone number is required', messages.phone),
    email: emailAddress('Email is required', messages.email),
    state: indianState('State is required'),
    city: requiredText('City is required').max(100, 'City can have at most 100 characters'),
    dateOfBirth: dateOfBirth('Date of birth is required'),
  };
}

/** The fields of the personal step, with docs/product.md's messages. */
export const personalFields = personFields({
  name: 'Full name is required',
  nameTooLong: 'Full name can have at most 100 characters',
  phone: PHONE_MESSAGES.player,
  email: EMAIL_MESSAGES.player,
});

/** Players must be 18 or older (checked once the date itself is valid). */
export const playerIsAdult = adultOnDateOfBirth(AGE_MESSAGES.player);

/** The personal step of the wizard. */
export const personalDetailsSchema = z.object(personalFields).refine(...playerIsAdult);

/** One teammate of a squad, with the teammate form's own messages. */
export const teammateSchema = z
  .object(
    personFields({
      name: 'Name is required',
      nameTooLong: 'Name can have at most 100 characters',
      phone: PHONE_MESSAGES.teammate,
      email: EMAIL_MESSAGES.teammate,
    }),
  )
  .refine(...adultOnDateOfBirth(AGE_MESSAGES.teammate));
export type TeammateInput = z.infer<typeof teammateSchema>;

/**
 * POST /api/participants. docs/product.md's payload plus what the server needs to price it: the format,
 * risk and price category. Pass tier, price and game category are derived on the server; a client
 * `passPrice` that disagrees is rejected; client `gameUsername` / `gamePassword` are ignored.
 */
export const createParticipantSchema = z
  .object({
    ...personalFields,
    selectedGame: requiredText('Please select a game')
      .max(80)
      .describe('The game: its name in any case ("BGMI", "Free Fire Max"), its slug or its id'),
    playFormat: z.enum(PLAY_FORMATS, { error: 'Please choose Solo or Squad' }),
    riskCategory: z.enum(RISK_CATEGORIES, { error: 'Please choose a risk level' }),
    priceCategory: z.enum(PRICE_CATEGORIES, { error: 'Please choose a pass' }),
    passPrice: z.coerce.number().optional(),
    pass: z.enum(PASS_TIERS).optional(),
    category: z.string().optional(),
    gameCategory: z.string().optional(),
    gameUsername: z.string().optional(),
    gamePassword: z.string().optional(),
    paymentMethod: z.string().max(40).optional(),
    teammates: z.array(teammateSchema).max(MAX_TEAMMATES, TOO_MANY_TEAMMATES_MESSAGE).default([]),
    /** Makes a retried create return the first one instead of a second registration. */
    idempotencyKey: z.string().min(8).max(80).optional(),
  })
  .refine(...playerIsAdult);
export type CreateParticipant = z.input<typeof createParticipantSchema>;

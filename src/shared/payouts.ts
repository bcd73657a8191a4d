import { z } from 'zod';

// A winner's payout details and prize claim (docs/decisions/0026-prize-payouts.md, "Claim"): the
// formats both sides check, with the refusal that says what to fix, and how the details read back
// masked. The details are sealed at rest; only the masked view ever leaves the server.

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const VPA_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

export const PAYOUT_MESSAGES = {
  pan: 'Enter your PAN as on the card: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F).',
  panName: 'Enter the name exactly as it is printed on your PAN card.',
  vpa: 'Enter your UPI ID as name@bank (e.g. rahul.k@okaxis).',
  ifsc: 'Enter the 11-character IFSC of your branch (4 letters, 0, then 6 letters or digits).',
  accountNumber: 'Enter your bank account number: 9 to 18 digits.',
  accountNumbersDiffer: 'The two account numbers differ. Type the same account number twice.',
  holderName: "Enter the account holder's name as the bank has it.",
} as const;

const name = (message: string) => z.string().trim().min(2, message).max(100, message);

/** Letters typed in any case and with spaces are the same PAN or IFSC. */
const upperCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(pattern, message));

const upi = z.object({
  method: z.literal('upi'),
  vpa: z.string().trim().regex(VPA_PATTERN, PAYOUT_MESSAGES.vpa),
});

const bank = z
  .object({
    method: z.literal('bank'),
    ifsc: upperCode(IFSC_PATTERN, PAYOUT_MESSAGES.ifsc),
    accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, PAYOUT_MESSAGES.accountNumber),
    accountNumberAgain: z.string().trim(),
    holderName: name(PAYOUT_MESSAGES.holderName),
  })
  .refine((bank) => bank.accountNumber === bank.accountNumberAgain, {
    message: PAYOUT_MESSAGES.accountNumbersDiffer,
    path: ['accountNumberAgain'],
  });

/** What the claim form sends: the PAN and where to pay, a UPI ID or a bank account. */
export const payoutDetailsInput = z.object({
  pan: upperCode(PAN_PATTERN, PAYOUT_MESSAGES.pan),
  panName: name(PAYOUT_MESSAGES.panName),
  destination: z.discriminatedUnion('method', [upi, bank]),
});
export type PayoutDetailsInput = z.input<typeof payoutDetailsInput>;
export type PayoutDetails = z.output<typeof payoutDetailsInput>;

/** The details as they are shown back: masked, never whole. */
export const payoutDetailsView = z.object({
  pan: z.string(),
  panName: z.string(),
  method: z.enum(['upi', 'bank']),
  /** The masked UPI ID or account number. */
  destination: z.string(),
  ifsc: z.string().nullable(),
  holderName: z.string().nullable(),
  updatedAt: z.date(),
});
export type PayoutDetailsView = z.infer<typeof payoutDetailsView>;

const DOTS = '••••';

/** `ABCDE••••F`: enough for its owner to recognise, not the digits. */
export const maskPan = (pan: string) => `${pan.slice(0, 5)}${DOTS}${pan.slice(-1)}`;
/** `••••1234`. */
export const maskAccountNumber = (number: string) => `${DOTS}${number.slice(-4)}`;
/** `ra••••@okaxis`: the first two characters and the bank's handle. */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  return `${vpa.slice(0, Math.min(2, at))}${DOTS}${vpa.slice(at)}`;
}

export function maskedDetails(details: PayoutDetails, updatedAt: Date): PayoutDetailsView {
  const { destination } = details;
  return {
    pan: maskPan(details.pan),
    panName: details.panName,
    method: destination.method,
    destination:
      destination.method === 'upi' ? maskVpa(destination.vpa) : maskAccountNumber(destination.accountNumber),
    ifsc: destination.method === 'bank' ? destination.ifsc : null,
    holderName: destination.method === 'bank' ? destination.holderName : null,
    updatedAt,
  };
}

export const CLAIM_MESSAGES = {
  notFound: 'There is no such prize on your account. Open the prize from your dashboard.',
  voided:
    'This prize was withdrawn after a result changed, so it cannot be claimed. See your dashboard for its replacement.',
  detailsMissing: 'Add your PAN and where to pay (a UPI ID or a bank account) before claiming this prize.',
  passwordNeeded: 'Type your account password (or the code we e-mailed you) to change your payout details.',
} as const;

/** Changing stored details needs the account's password again (decision 26). */
export const payoutPasswordRule = z.string().min(1, CLAIM_MESSAGES.passwordNeeded).max(128);
/** Or, as deleting an account allows, a sign-in code e-mailed just now. */
export const payoutCodeRule = z.string().trim().min(1, CLAIM_MESSAGES.passwordNeeded).max(12);

/** What a claim pays: the prize, the TDS and what reaches the winner, in paise. */
export const claimFigures = z.object({
  awardId: z.string(),
  status: z.enum(['awarded', 'claimed', 'paid']),
  grossPaise: z.number(),
  tdsPaise: z.number(),
  netPaise: z.number(),
  claimedAt: z.date().nullable(),
});
export type ClaimFigures = z.infer<typeof claimFigures>;

/** Before confirming: the figures, how the TDS came about, and where the money goes. */
export const claimPreview = claimFigures.extend({
  /** The TDS's terms as they are now (decision 26, Rule 133); null once claimed (the figures are the claim's). */
  tax: z
    .object({
      financialYear: z.string(),
      ratePercent: z.number(),
      earlierPrizesPaise: z.number(),
      entryFeesPaise: z.number(),
      alreadyTaxedPaise: z.number(),
      netWinningsPaise: z.number(),
    })
    .nullable(),
  payoutDetails: payoutDetailsView.nullable(),
});
export type ClaimPreview = z.infer<typeof claimPreview>;

/** Decision 26: the organisers pay a claimed prize within this many days of the pool's close. */
export const DEFAULT_PAYOUT_DEADLINE_DAYS = 30;
export const PAYOUT_DEADLINE_RULE = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,2}$/, 'The payout deadline is a number of days from 1 to 999, e.g. 30.');

/** The deadline in force: the setting when it is a valid one, else 30 days. */
export function payoutDeadlineDays(setting: string | undefined): number {
  const parsed = PAYOUT_DEADLINE_RULE.safeParse(setting ?? '');
  return parsed.success ? Number(parsed.data) : DEFAULT_PAYOUT_DEADLINE_DAYS;
}

/** RazorpayX's credentials as site settings (decision 26); the environment's variables win. */
export const RAZORPAYX_SETTING_RULES = {
  keyId: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'The key id looks like rzp_test_... or rzp_live_...'),
  keySecret: z.string().trim().min(8, 'The key secret is at least 8 characters.').max(200),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{6,40}$/, 'The RazorpayX account number is 6 to 40 letters and digits.'),
  webhookSecret: z.string().trim().min(8, 'The webhook secret is at least 8 characters.').max(200),
};

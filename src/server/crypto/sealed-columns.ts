/** The purposes secret boxes are made for: each derives a key of its own from the app secret. */
export const SEAL_PURPOSE = {
  gameCredentials: 'game-credentials',
  matchRooms: 'match-rooms',
  settings: 'settings',
  payoutDetails: 'payout-details',
  /** A one-time code's e-mail waiting for the SMTP server (mail/mailer.ts). */
  mail: 'mail',
} as const;

export interface SealedColumn {
  table: string;
  /** The primary key column, which orders the rotation's batches. */
  key: string;
  column: string;
  purpose: (typeof SEAL_PURPOSE)[keyof typeof SEAL_PURPOSE];
  /** A boolean column that says whether the row's value is sealed at all. */
  sealedWhen?: string;
}

/**
 * Every column that holds sealed values. `npm run secrets:rotate` re-seals exactly these; its test
 * fails when an entity gains a `...Sealed` property that is missing here.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'game_account', key: 'id', column: 'password_sealed', purpose: SEAL_PURPOSE.gameCredentials },
  { table: 'match', key: 'id', column: 'room_password_sealed', purpose: SEAL_PURPOSE.matchRooms },
  { table: 'payout_details', key: 'owner_id', column: 'details_sealed', purpose: SEAL_PURPOSE.payoutDetails },
  { table: 'payout', key: 'id', column: 'deductee_sealed', purpose: SEAL_PURPOSE.payoutDetails },
  { table: 'vapid_key_pair', key: 'id', column: 'private_key_sealed', purpose: SEAL_PURPOSE.settings },
  { table: 'outbox_message', key: 'id', column: 'content_sealed', purpose: SEAL_PURPOSE.mail },
  {
    table: 'site_setting',
    key: 'name',
    column: 'value',
    purpose: SEAL_PURPOSE.settings,
    sealedWhen: 'secret',
  },
];

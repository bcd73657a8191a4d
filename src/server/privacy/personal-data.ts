import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MONEY_RECORD_RETENTION_YEARS } from '../../shared/privacy.ts';
import type { AuditLog } from '../audit/entities.ts';
import { accountSessionHistory, localAccountOf } from '../auth/index.ts';
import type { PassSession, SecondFactorUse } from '../auth/entities.ts';
import type { LedgerEntry } from '../books/entities.ts';
import { tablesOf } from '../db/kysely.ts';
import type { OutboxMessage } from '../mail/entities.ts';
import type { ResultReport } from '../matches/entities.ts';
import type {
  ChannelOptIn,
  Notification,
  NotificationDelivery,
  PushSubscription,
} from '../notifications/entities.ts';
import type { Payment, PaymentEvent, PaymentRefund } from '../payments/entities.ts';
import type { Payout, PrizeAward } from '../prizes/entities.ts';
import { payoutDetailsOf } from '../prizes/index.ts';
import type {
  GameAccount,
  Participant,
  RegistrationDraft,
  SquadInvite,
  Teammate,
} from '../registration/entities.ts';
import type { SeasonInvitation, SeasonScore } from '../seasons/entities.ts';
import type { AppServices } from '../services.ts';
import type { AppUser } from '../users/entities.ts';
import type { Grievance, GrievanceMessage } from '../grievances/entities.ts';
import type { TaxDocument } from '../invoices/entities.ts';
import type { ConsentRecord } from './entities.ts';

// The personal-data registry (docs/decisions/0027-invoices-and-data-rights.md, "My data" and
// "Erasure"): every table that holds something of a person, how the data download reads it, and
// how erasure treats it. personal-data.int.test.ts reads the live schema and fails when a table
// with a personal-looking column is missing here, so a new table cannot slip past the download or
// the erasure. Erasure itself is privacy/erasure.ts; this file says what it does, table by table.

/** Whose data: the account and what identifies the person in tables that do not point at it. */
export interface DataSubject {
  userId: string;
  authUserId: string | null;
  email: string | null;
  /** Their registrations (owned), whose rows in other tables are theirs too. */
  participantIds: string[];
}

export type Row = Record<string, unknown>;

export type Erasure =
  | { kind: 'delete' }
  | { kind: 'anonymise'; how: string }
  | { kind: 'keep'; reason: string; retentionYears: number; how: string };

export interface PersonalTable {
  table: string;
  /** What of the person it holds. */
  holds: string;
  /** The download's rows for this table, or why it has none. */
  exported: ((em: EntityManager, who: DataSubject, services: AppServices) => Promise<Row[]>) | { no: string };
  erasure: Erasure;
}

const MONEY_LAW =
  'Income-tax Act s.44AA with Rule 6F and CGST Act s.36 (accounts kept for 72 months from the annual ' +
  "return's due date): we keep money and tax records for 8 years";
const keepForLaw = (how: string): Erasure => ({
  kind: 'keep',
  reason: MONEY_LAW,
  retentionYears: MONEY_RECORD_RETENTION_YEARS,
  how,
});

const none = async (): Promise<Row[]> => [];
const ofParticipants = (who: DataSubject) => (who.participantIds.length ? who.participantIds : null);

export const PERSONAL_DATA: readonly PersonalTable[] = [
  {
    table: 'app_user',
    holds: 'name, e-mail, phone, gender, date of birth, city, state, address, PIN code, public name',
    exported: (em, who) =>
      tablesOf<typeof AppUser>(em)
        .selectFrom('app_user')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'phone',
          'gender',
          'date_of_birth',
          'city',
          'state',
          'address',
          'pin_code',
          'public_name',
          'role',
          'created_at',
          'updated_at',
        ])
        // JSON columns are outside the entities' Kysely types.
        .select(sql<unknown>`email_preferences`.as('email_preferences'))
        .select(sql<unknown>`additional_data`.as('additional_data'))
        .where('id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'auth_user',
    holds: 'the sign-in account: name and e-mail',
    exported: (em, who) => (who.authUserId ? localAccountOf(em, who.authUserId) : none()),
    erasure: { kind: 'delete' },
  },
  {
    table: 'auth_account',
    holds: 'the sign-in methods (the password only as a hash)',
    exported: { no: 'listed with the account (sign_in_methods); a password hash is never handed out' },
    erasure: { kind: 'delete' },
  },
  {
    table: 'auth_session',
    holds: 'sign-in sessions: IP address and browser',
    exported: (em, who) => (who.authUserId ? accountSessionHistory(em, who.authUserId) : none()),
    erasure: { kind: 'delete' },
  },
  {
    table: 'auth_two_factor',
    holds: 'the second factor of organisers who move money',
    exported: { no: 'listed with the account (two_factor_enabled); its secret is never handed out' },
    erasure: { kind: 'delete' },
  },
  {
    table: 'auth_verification',
    holds: 'one-time codes waiting to be used, named by the e-mail address',
    exported: { no: 'hashed one-time codes that expire within 10 minutes' },
    erasure: { kind: 'delete' },
  },
  {
    table: 'second_factor_use',
    holds: 'when the second factor was last used',
    exported: (em, who) =>
      tablesOf<typeof SecondFactorUse>(em)
        .selectFrom('second_factor_use')
        .select(['used_at'])
        .where('user_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'pass_session',
    holds: 'game-credential sessions of their passes',
    exported: async (em, who) => {
      const ids = ofParticipants(who);
      if (!ids) return [];
      return tablesOf<typeof PassSession | typeof GameAccount>(em)
        .selectFrom('pass_session as s')
        .innerJoin('game_account as g', 'g.id', 's.game_account_id')
        .select(['g.username', 's.created_at', 's.expires_at'])
        .where('g.participant_id', 'in', ids)
        .execute();
    },
    erasure: { kind: 'delete' },
  },
  {
    table: 'participant',
    holds: 'registrations: name, phone, e-mail, state, city, date of birth',
    exported: (em, who) =>
      tablesOf<typeof Participant>(em)
        .selectFrom('participant')
        .select([
          'id',
          'name',
          'phone',
          'email',
          'state',
          'city',
          'date_of_birth',
          'game_id',
          'play_format',
          'risk_category',
          'price_category',
          'pass',
          'pass_price',
          'status',
          'paid_at',
          'created_at',
        ])
        .where('owner_id', '=', who.userId)
        .execute(),
    erasure: keepForLaw(
      'a paid registration stays (its payment and prizes rest on it) with every personal field replaced ' +
        'and its owner replaced by the anonymised id; an unpaid one is deleted',
    ),
  },
  {
    table: 'teammate',
    holds: "the teammates they entered (their names and contacts), and their own place in others' squads",
    exported: async (em, who) => {
      const ids = ofParticipants(who);
      const db = tablesOf<typeof Teammate>(em);
      return db
        .selectFrom('teammate')
        .select([
          'participant_id',
          'position',
          'name',
          'phone',
          'email',
          'state',
          'city',
          'date_of_birth',
          'created_at',
        ])
        .where((eb) =>
          eb.or([
            ...(ids ? [eb('participant_id', 'in', ids)] : []),
            ...(who.email ? [eb(eb.fn('lower', ['email']), '=', who.email.toLowerCase())] : []),
          ]),
        )
        .execute();
    },
    erasure: {
      kind: 'anonymise',
      how: "teammates of a paid registration, and the person's own place in another squad, get every personal field replaced; those of an unpaid one go with it",
    },
  },
  {
    table: 'game_account',
    holds: 'game credentials of their passes (the password only sealed and hashed)',
    exported: async (em, who) => {
      const ids = ofParticipants(who);
      if (!ids) return [];
      return tablesOf<typeof GameAccount>(em)
        .selectFrom('game_account')
        .select(['participant_id', 'username', 'created_at'])
        .where('participant_id', 'in', ids)
        .execute();
    },
    erasure: { kind: 'delete' },
  },
  {
    table: 'registration_draft',
    holds: 'a registration being filled in',
    exported: (em, who) =>
      tablesOf<typeof RegistrationDraft>(em)
        .selectFrom('registration_draft')
        .select(['updated_at'])
        .select(sql<unknown>`data`.as('data'))
        .where('owner_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'squad_invite',
    holds: 'the invite links they made for teammates',
    exported: async (em, who) => {
      const ids = ofParticipants(who);
      if (!ids) return [];
      return tablesOf<typeof SquadInvite>(em)
        .selectFrom('squad_invite')
        .select(['participant_id', 'created_at'])
        .where('participant_id', 'in', ids)
        .execute();
    },
    erasure: { kind: 'delete' },
  },
  {
    table: 'payment',
    holds: 'entry fees paid: amount, method, gateway reference',
    exported: (em, who) =>
      tablesOf<typeof Payment>(em)
        .selectFrom('payment')
        .select([
          'id',
          'participant_id',
          'amount',
          'currency',
          'method',
          'coupon_code',
          'gateway',
          'status',
          'paid_at',
          'created_at',
        ])
        .where('owner_id', '=', who.userId)
        .execute(),
    erasure: keepForLaw('kept, its owner replaced by the anonymised id'),
  },
  {
    table: 'tax_document',
    holds: 'their tax invoices and credit notes: name, address, PIN code and state as printed',
    exported: (em, who) =>
      tablesOf<typeof TaxDocument | typeof Payment>(em)
        .selectFrom('tax_document as d')
        .innerJoin('payment as p', 'p.id', 'd.payment_id')
        .select(['d.id', 'd.kind', 'd.number', 'd.issued_at'])
        // jsonb columns, which the table types do not map
        .select([
          sql<unknown>`d.recipient`.as('recipient'),
          sql<unknown>`d.place_of_supply`.as('place_of_supply'),
        ])
        .select(['d.taxable_paise', 'd.cgst_paise', 'd.sgst_paise', 'd.igst_paise', 'd.total_paise'])
        .where('p.owner_id', '=', who.userId)
        .orderBy('d.issued_at')
        .execute(),
    erasure: keepForLaw(
      'kept as issued (CGST Rule 46 names the recipient on the invoice, which is never edited); it reaches the account only through its payment, which carries the anonymised id',
    ),
  },
  {
    table: 'payment_event',
    holds: "their payments' history, and who acted on it",
    exported: (em, who) =>
      tablesOf<typeof PaymentEvent | typeof Payment>(em)
        .selectFrom('payment_event as e')
        .innerJoin('payment as p', 'p.id', 'e.payment_id')
        .select(['e.payment_id', 'e.from_status', 'e.to_status', 'e.source', 'e.at'])
        .where('p.owner_id', '=', who.userId)
        .execute(),
    erasure: keepForLaw('kept; where they acted themselves the actor is cleared'),
  },
  {
    table: 'payment_refund',
    holds: 'refunds of their payments',
    exported: (em, who) =>
      tablesOf<typeof PaymentRefund | typeof Payment>(em)
        .selectFrom('payment_refund as r')
        .innerJoin('payment as p', 'p.id', 'r.payment_id')
        .select(['r.payment_id', 'r.amount', 'r.reason', 'r.status', 'r.created_at'])
        .where('p.owner_id', '=', who.userId)
        .execute(),
    erasure: keepForLaw('kept; where they acted themselves the actor is cleared'),
  },
  {
    table: 'ledger_entry',
    holds: 'the books: what they paid and won',
    exported: (em, who) =>
      tablesOf<typeof LedgerEntry>(em)
        .selectFrom('ledger_entry')
        .select(['occurred_at', 'kind', 'amount_paise', 'reference'])
        .where('account_id', '=', who.userId)
        .execute(),
    erasure: keepForLaw(
      'kept, never changed (the books refuse it) but for the account link, which is cleared',
    ),
  },
  {
    table: 'prize_award',
    holds: 'prizes won, TDS deducted',
    exported: async (em, who) => {
      const ids = ofParticipants(who);
      if (!ids) return [];
      return tablesOf<typeof PrizeAward>(em)
        .selectFrom('prize_award')
        .select([
          'participant_id',
          'rank',
          'amount_paise',
          'status',
          'claimed_at',
          'tds_paise',
          'net_winnings_paise',
          'paid_at',
          'created_at',
        ])
        .where('participant_id', 'in', ids)
        .execute();
    },
    erasure: keepForLaw('kept with its registration, which carries the anonymised id'),
  },
  {
    table: 'payout',
    holds: 'prize payouts: the PAN and name TDS was deducted against (sealed), the bank reference',
    exported: async (em, who) => {
      const ids = ofParticipants(who);
      if (!ids) return [];
      const rows = await tablesOf<typeof Payout | typeof PrizeAward>(em)
        .selectFrom('payout as o')
        .innerJoin('prize_award as a', 'a.id', 'o.award_id')
        .select([
          'o.award_id',
          'o.gross_paise',
          'o.tds_paise',
          'o.amount_paise',
          'o.status',
          'o.mode',
          'o.gateway',
          'o.utr',
          'o.paid_at',
          'o.created_at',
        ])
        .where('a.participant_id', 'in', ids)
        .execute();
      return rows.map((r) => ({ ...r, utr: r.utr ? `••••${r.utr.slice(-4)}` : null }));
    },
    erasure: keepForLaw('kept for Form 26Q and the TDS certificate, with its registration'),
  },
  {
    table: 'payout_details',
    holds: 'PAN, name on PAN, bank account and IFSC or UPI ID (sealed)',
    // Masked in the download as on the claim screen: a leaked file must not pay anyone.
    exported: async (em, who, services) => {
      const details = await payoutDetailsOf(em, services, who.userId);
      return details ? [details] : [];
    },
    erasure: { kind: 'delete' },
  },
  {
    table: 'season_invitation',
    holds: 'invitations to a season stage',
    exported: (em, who) =>
      tablesOf<typeof SeasonInvitation>(em)
        .selectFrom('season_invitation')
        .select([
          'game_id',
          'play_format',
          'season_start',
          'stage',
          'rank',
          'points',
          'status',
          'responded_at',
          'created_at',
        ])
        .where('account_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'season_score',
    holds: 'season points of their registrations',
    exported: (em, who) =>
      tablesOf<typeof SeasonScore>(em)
        .selectFrom('season_score')
        .select(['participant_id', 'place', 'points', 'created_at'])
        .where('account_id', '=', who.userId)
        .execute(),
    erasure: {
      kind: 'anonymise',
      how: 'kept for the standings others are ranked in, the account link cleared',
    },
  },
  {
    table: 'result_report',
    holds: 'results they reported, with a screenshot',
    exported: (em, who) =>
      tablesOf<typeof ResultReport>(em)
        .selectFrom('result_report')
        .select([
          'match_id',
          'participant_id',
          'placement',
          'finishes',
          'outcome',
          'score_for',
          'score_against',
          'screenshot_type',
          'created_at',
        ])
        .where('reported_by', '=', who.userId)
        .execute(),
    erasure: {
      kind: 'anonymise',
      how: 'the screenshots (uploads) are deleted; the claims stay as the evidence results and prizes rest on, the reporter replaced by the anonymised id',
    },
  },
  {
    table: 'notification',
    holds: 'notifications shown to them',
    exported: (em, who) =>
      tablesOf<typeof Notification>(em)
        .selectFrom('notification')
        .select(['kind', 'title', 'body', 'read_at', 'created_at'])
        .where('user_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'notification_delivery',
    holds: 'messages sent to them by e-mail, phone push, SMS and WhatsApp, and whether they arrived',
    exported: (em, who) =>
      tablesOf<typeof NotificationDelivery>(em)
        .selectFrom('notification_delivery')
        .select(['event', 'channel', 'status', 'language', 'created_at', 'sent_at', 'delivered_at'])
        .where('user_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'channel_opt_in',
    holds:
      'their agreements to alerts by SMS and WhatsApp: the phone, the words agreed to, when, and when withdrawn',
    exported: (em, who) =>
      tablesOf<typeof ChannelOptIn>(em)
        .selectFrom('channel_opt_in')
        .select(['channel', 'phone', 'wording', 'language', 'at', 'withdrawn_at'])
        .where('user_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'push_subscription',
    holds: 'the phones and browsers they asked for match alerts on (the browser named by its user agent)',
    exported: (em, who) =>
      tablesOf<typeof PushSubscription>(em)
        .selectFrom('push_subscription')
        .select(['user_agent', 'created_at', 'last_used_at'])
        .where('user_id', '=', who.userId)
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'outbox_message',
    holds: 'e-mails sent to them',
    exported: async (em, who) => {
      if (!who.email) return [];
      const email = who.email.toLowerCase();
      return tablesOf<typeof OutboxMessage>(em)
        .selectFrom('outbox_message')
        .select(['to', 'subject', 'created_at', 'sent_at'])
        .where((eb) => eb(eb.fn('lower', ['to']), '=', email))
        .execute();
    },
    erasure: { kind: 'delete' },
  },
  {
    table: 'audit_log',
    holds: 'what they did that is audited, and changes to their records',
    exported: (em, who) =>
      tablesOf<typeof AuditLog>(em)
        .selectFrom('audit_log')
        .select(['action', 'entity', 'entity_id', 'created_at'])
        .where((eb) => eb.or([eb('actor_id', '=', who.userId), eb('entity_id', '=', who.userId)]))
        .execute(),
    erasure: {
      kind: 'anonymise',
      how: 'kept (the log is how a breach is traced), their id replaced by the anonymised id and any record naming them emptied',
    },
  },
  {
    table: 'consent_record',
    holds: 'the consents they gave and withdrew',
    exported: (em, who) =>
      tablesOf<typeof ConsentRecord>(em)
        .selectFrom('consent_record')
        .select(['purpose', 'granted', 'notice_version', 'language', 'at', 'source'])
        .where('user_id', '=', who.userId)
        .orderBy('at')
        .execute(),
    erasure: {
      kind: 'keep',
      reason:
        'DPDP Act s.6(10): we must be able to prove the consent we processed on; kept with the money records',
      retentionYears: MONEY_RECORD_RETENTION_YEARS,
      how: 'kept, its user replaced by the anonymised id',
    },
  },
  {
    table: 'login_throttle',
    holds: 'failed sign-ins counted against their e-mail address',
    exported: { no: 'counters that expire within the hour' },
    erasure: { kind: 'delete' },
  },
  {
    table: 'grievance',
    holds: 'the grievances they raised: subject, category, status and dates',
    exported: (em, who) =>
      tablesOf<typeof Grievance>(em)
        .selectFrom('grievance')
        .select([
          'reference',
          'category',
          'subject',
          'status',
          'language',
          'created_at',
          'due_at',
          'closed_at',
        ])
        .where('user_id', '=', who.userId)
        .orderBy('created_at')
        .execute(),
    erasure: { kind: 'delete' },
  },
  {
    table: 'grievance_message',
    holds: 'their grievances’ threads: what they wrote and the organisers’ replies',
    exported: (em, who) =>
      tablesOf<typeof GrievanceMessage | typeof Grievance>(em)
        .selectFrom('grievance_message as m')
        .innerJoin('grievance as g', 'g.id', 'm.grievance_id')
        .select(['g.reference', 'm.author', 'm.body', 'm.created_at'])
        .where('g.user_id', '=', who.userId)
        .orderBy('m.created_at')
        .execute(),
    erasure: {
      kind: 'anonymise',
      how: 'deleted with their grievances; an organiser’s replies in others’ threads are signed by the anonymised id',
    },
  },
];

/**
 * Columns that look personal but hold no one's data, each with why (the registry test's allow-list).
 * `table.column`.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  'game.name': "a game's name",
  'site_setting.name': "a setting's name",
  'seed_run.name': 'a demo seed step',
  'mikro_orm_migrations.name': 'a migration',
  'static_page.email': "the organiser's published contact address",
  'static_page.phone': "the organiser's published contact number",
  'static_page.address': "the organiser's published address",
};

import { AuditLog } from '../audit/entities.ts';
import { BlogPost } from '../blog/entities.ts';
import { FooterLink } from '../footer/entities.ts';
import { HeroContent } from '../hero/entities.ts';
import { SiteSetting } from '../settings/entities.ts';
import { LoginThrottle } from '../auth/login-throttle-entity.ts';
import { PassSession, SecondFactorUse } from '../auth/entities.ts';
import { OutboxMessage } from '../mail/entities.ts';
import { DocumentSeries, TaxDocument } from '../invoices/entities.ts';
import { StaticPage } from '../pages/entities.ts';
import { AppUser } from '../users/entities.ts';
import { Game } from '../games/entities.ts';
import {
  ChannelOptIn,
  Notification,
  NotificationDelivery,
  NotificationOutbox,
  PushSubscription,
  VapidKeyPair,
} from '../notifications/entities.ts';
import {
  Dispute,
  Match,
  MatchCheckIn,
  MatchLineup,
  MatchResult,
  ResultReport,
  ScheduledNotification,
} from '../matches/entities.ts';
import { Coupon, Payment, PaymentEvent, PaymentRefund, PaymentWebhookEvent } from '../payments/entities.ts';
import { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import {
  GameAccount,
  Participant,
  RegistrationDraft,
  SquadInvite,
  Teammate,
} from '../registration/entities.ts';
import { PoolStanding } from '../standings/entities.ts';
import { Payout, PayoutDetails, PayoutWebhookEvent, PoolClose, PrizeAward } from '../prizes/entities.ts';
import { SeasonInvitation, SeasonScore } from '../seasons/entities.ts';
import { LedgerEntry } from '../books/entities.ts';
import { Grievance, GrievanceCounter, GrievanceMessage } from '../grievances/entities.ts';
import { ConsentRecord } from '../privacy/entities.ts';
import { SeedRun } from './seed-run.ts';

/** Every entity the ORM knows, feature by feature. */
export const entities = [
  SeedRun,
  StaticPage,
  AppUser,
  OutboxMessage,
  LoginThrottle,
  AuditLog,
  BlogPost,
  FooterLink,
  HeroContent,
  SiteSetting,
  Game,
  Qualifier,
  QualifierGroup,
  Participant,
  Teammate,
  GameAccount,
  RegistrationDraft,
  SquadInvite,
  PassSession,
  SecondFactorUse,
  Payment,
  PaymentEvent,
  PaymentRefund,
  PaymentWebhookEvent,
  Coupon,
  Match,
  MatchResult,
  MatchCheckIn,
  ResultReport,
  Dispute,
  MatchLineup,
  ScheduledNotification,
  PoolStanding,
  PoolClose,
  PrizeAward,
  PayoutDetails,
  Payout,
  PayoutWebhookEvent,
  LedgerEntry,
  DocumentSeries,
  TaxDocument,
  SeasonScore,
  SeasonInvitation,
  Notification,
  NotificationDelivery,
  NotificationOutbox,
  ChannelOptIn,
  PushSubscription,
  VapidKeyPair,
  Grievance,
  GrievanceMessage,
  GrievanceCounter,
  ConsentRecord,
];

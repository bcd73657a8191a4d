import { Migration20261122173748_Initial } from './Migration20261122173748_Initial.ts';
import { Migration20261122174952_Identity } from './Migration20261122174952_Identity.ts';
import { Migration20261122175502_Content } from './Migration20261122175502_Content.ts';
import { Migration20261122175922_Registration } from './Migration20261122175922_Registration.ts';
import { Migration20261122182400_Dashboard } from './Migration20261122182400_Dashboard.ts';
import { Migration20261123123146_KeepMoneyRecords } from './Migration20261123123146_KeepMoneyRecords.ts';
import { Migration20261123123842_UnpaidRegistrationsExpire } from './Migration20261123123842_UnpaidRegistrationsExpire.ts';
import { Migration20261123124053_PassSessions } from './Migration20261123124053_PassSessions.ts';
import { Migration20261123143000_GameTeamSize } from './Migration20261123143000_GameTeamSize.ts';
import { Migration20261124031500_GamePlatform } from './Migration20261124031500_GamePlatform.ts';
import { Migration20261124033012_PlayerProfileAndDrafts } from './Migration20261124033012_PlayerProfileAndDrafts.ts';
import { Migration20261124041455_SquadInvites } from './Migration20261124041455_SquadInvites.ts';
import { Migration20261124094139_RazorpayPayments } from './Migration20261124094139_RazorpayPayments.ts';
import { Migration20261124160000_CouponRules } from './Migration20261124160000_CouponRules.ts';
import { Migration20261124163000_AdminPaymentIndexes } from './Migration20261124163000_AdminPaymentIndexes.ts';
import { Migration20261125161822_UserExportIndex } from './Migration20261125161822_UserExportIndex.ts';
import { Migration20261125194500_HindiContent } from './Migration20261125194500_HindiContent.ts';
import { Migration20261127030000_RazorpayAddressesFromEnvironment } from './Migration20261127030000_RazorpayAddressesFromEnvironment.ts';
import { Migration20261127031500_WebhookPayloadKey } from './Migration20261127031500_WebhookPayloadKey.ts';
import { Migration20261127113000_GameScoring } from './Migration20261127113000_GameScoring.ts';
import { Migration20261127120000_PublicName } from './Migration20261127120000_PublicName.ts';
import { Migration20261127130000_PoolStandings } from './Migration20261127130000_PoolStandings.ts';
import { Migration20261127131500_PrizeAwards } from './Migration20261127131500_PrizeAwards.ts';
import { Migration20261127140100_PrizePools } from './Migration20261127140100_PrizePools.ts';
import { Migration20261127140200_MatchCheckIn } from './Migration20261127140200_MatchCheckIn.ts';
import { Migration20261127170000_PoolStartH4 } from './Migration20261127170000_PoolStartH4.ts';

/** Applied in this order; `npm run db:migration:create` rewrites this file. */
export const migrations = [{ name: 'Migration20261122173748_Initial', class: Migration20261122173748_Initial }, { name: 'Migration20261122174952_Identity', class: Migration20261122174952_Identity }, { name: 'Migration20261122175502_Content', class: Migration20261122175502_Content }, { name: 'Migration20261122175922_Registration', class: Migration20261122175922_Registration }, { name: 'Migration20261122182400_Dashboard', class: Migration20261122182400_Dashboard }, { name: 'Migration20261123123146_KeepMoneyRecords', class: Migration20261123123146_KeepMoneyRecords }, { name: 'Migration20261123123842_UnpaidRegistrationsExpire', class: Migration20261123123842_UnpaidRegistrationsExpire }, { name: 'Migration20261123124053_PassSessions', class: Migration20261123124053_PassSessions }, { name: 'Migration20261123143000_GameTeamSize', class: Migration20261123143000_GameTeamSize }, { name: 'Migration20261124031500_GamePlatform', class: Migration20261124031500_GamePlatform }, { name: 'Migration20261124033012_PlayerProfileAndDrafts', class: Migration20261124033012_PlayerProfileAndDrafts }, { name: 'Migration20261124041455_SquadInvites', class: Migration20261124041455_SquadInvites }, { name: 'Migration20261124094139_RazorpayPayments', class: Migration20261124094139_RazorpayPayments }, { name: 'Migration20261124160000_CouponRules', class: Migration20261124160000_CouponRules }, { name: 'Migration20261124163000_AdminPaymentIndexes', class: Migration20261124163000_AdminPaymentIndexes }, { name: 'Migration20261125161822_UserExportIndex', class: Migration20261125161822_UserExportIndex }, { name: 'Migration20261125194500_HindiContent', class: Migration20261125194500_HindiContent }, { name: 'Migration20261127030000_RazorpayAddressesFromEnvironment', class: Migration20261127030000_RazorpayAddressesFromEnvironment }, { name: 'Migration20261127031500_WebhookPayloadKey', class: Migration20261127031500_WebhookPayloadKey }, { name: 'Migration20261127113000_GameScoring', class: Migration20261127113000_GameScoring }, { name: 'Migration20261127120000_PublicName', class: Migration20261127120000_PublicName }, { name: 'Migration20261127130000_PoolStandings', class: Migration20261127130000_PoolStandings }, { name: 'Migration20261127131500_PrizeAwards', class: Migration20261127131500_PrizeAwards }, { name: 'Migration20261127140100_PrizePools', class: Migration20261127140100_PrizePools }, { name: 'Migration20261127140200_MatchCheckIn', class: Migration20261127140200_MatchCheckIn }, { name: 'Migration20261127170000_PoolStartH4', class: Migration20261127170000_PoolStartH4 }];

// What other server features use of notifications besides service.ts (lint lets them import only
// this file and service.ts).
export { emit } from './emit.ts';
export { expandOutbox, sendDue, type Sender } from './delivery.ts';
export { recordDeliveryReport } from './reports.ts';
export { channelAdapters, pushAdapter } from './channels/index.ts';
export type { ChannelAdapter } from './channels/channel.ts';
export {
  runNotifications,
  senderOf,
  startNotificationWaker,
  stopNotifications,
  type SenderServices,
} from './runner.ts';

// What other server features use of users besides service.ts (lint lets them import only this
// file and service.ts).
export { noteActivity } from './activity.ts';
export { sweepInactiveAccounts } from './retention.ts';
export { findRecipients, organiserIds, type Recipient } from './recipients.ts';
export { setNotificationChoice } from './notification-preferences.ts';

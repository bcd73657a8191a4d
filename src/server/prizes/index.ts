// What other server features use of prizes (lint lets them import only this file and service.ts).
export { closeDuePools, reopenIfClosed } from './service.ts';
export { payoutDeadlineDaysNow } from './deadline.ts';
export { reconcilePayouts } from './razorpayx/reconcile.ts';
export { accountsOwedPrizes } from './owed.ts';
export { tellOverdueClaims } from './overdue.ts';
export { payoutDetailsOf } from './payout-details.ts';

// What other server features use of payments (lint lets them import only this file and service.ts).
export { entryFeesOfOwner, paymentsOfOwner } from './owner-reads.ts';
export { transactionsOfOwner } from './transactions.ts';
export { expireUnpaidRegistrations, sweepUnpaidRegistrations } from './expiry.ts';
export { mockGateway } from './gateway.ts';
export { receiptOf } from './receipt.ts';
export { reconcilePayments } from './reconcile.ts';
export { isPaid } from './settle.ts';
export { refundRegistrationInFull, sendRefund } from './refunds.ts';

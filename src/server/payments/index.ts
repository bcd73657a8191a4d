// What other server features use of payments (lint lets them import only this file and service.ts).
export { paymentsOfOwner } from './owner-reads.ts';
export { transactionsOfOwner } from './transactions.ts';

// What other server features use of the books (lint lets them import only this file and service.ts).
export { book, bookPayoutReversed, bookPayoutSent, type LedgerLine } from './ledger.ts';

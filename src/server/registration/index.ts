// What other server features use of registration (lint lets them import only this file and
// service.ts).
export { registrationsOfOwner } from './owner-reads.ts';
export { scopeColumn } from './owner-reads.ts';
export type { PlayerScope } from './owner-reads.ts';
export { verifyGameCredentials } from './game-accounts.ts';
export { passHolderView } from './pass-holder.ts';

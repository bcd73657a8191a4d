// What other server features use of registration (lint lets them import only this file and
// service.ts).
export { registrationsOfOwner } from './owner-reads.ts';
